import { createBrowserRouter, RouterProvider } from 'react-router';
import { NavigationGuard } from './navigation-guard';
import { Providers } from './providers';

// A data router, so pages can hold a navigation (useBlocker) while a form has unsaved changes.
// Matching stays in the one route table: the guard receives every path.
const router = createBrowserRouter([{ path: '*', element: <NavigationGuard /> }]);

export function PortalApp() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
