import { Navigate, useLocation } from 'react-router';

/** /redirect/<path>: forwards to <path> with the same query, replacing itself in history. */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const target = pathname.slice('/redirect'.length) || '/';
  return <Navigate to={`${target}${search}`} replace />;
}
