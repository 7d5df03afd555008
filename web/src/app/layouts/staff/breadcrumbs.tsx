import { Link } from 'react-router';
import { Breadcrumb } from 'antd';
import type { AppRoute } from '@/app/route-tree';

/** 首页 / group / page, from the route table; groups without a page of their own are plain text. */
export function Breadcrumbs({ route }: { route: AppRoute }) {
  const trail = [...route.ancestors, route];
  const items = [
    ...(route.path === '/home' ? [] : [{ key: '/home', title: <Link to="/home">首页</Link> }]),
    ...trail.map((r, i) => ({
      key: r.path,
      title: i < trail.length - 1 && r.page ? <Link to={r.path}>{r.meta.title}</Link> : r.meta.title,
    })),
  ];
  return <Breadcrumb items={items} aria-label="面包屑导航" />;
}
