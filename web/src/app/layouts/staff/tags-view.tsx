import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Dropdown, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { flatten, type AppRoute } from '@/app/route-tree';
import { matchRoute } from '@/app/routes';
import { useTagsViewStore, type VisitedView } from '@/stores/tags-view-store';
import styles from './staff-layout.module.css';

/** Width of the right-click menu (spec section 9), its padding included. */
export const CONTEXT_MENU_WIDTH = 105;

type Props = { permitted: readonly AppRoute[] };

/** Tag tabs of the visited staff pages, with 刷新 / 关闭 / 关闭其他 / 关闭所有 on right click. */
export function TagsView({ permitted }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const views = useTagsViewStore((s) => s.views);
  const { addView, closeView, closeOthers, closeAll, refreshView } = useTagsViewStore.getState();

  // Affix tabs of the routes this user may open are always present, first (spec section 2).
  useEffect(() => {
    for (const route of flatten(permitted)) {
      if (route.meta.affix && route.page) {
        addView({ path: route.path, fullPath: route.path, title: route.meta.title, affix: true, noCache: false });
      }
    }
  }, [permitted, addView]);

  const staffViews = views.filter(isStaffView);

  const goToLast = (remaining: VisitedView[]) => {
    const last = remaining.at(-1);
    void navigate(last ? last.fullPath : '/');
  };

  const close = (view: VisitedView) => {
    closeView(view.path);
    if (view.path === pathname) goToLast(useTagsViewStore.getState().views.filter(isStaffView));
  };

  const menuFor = (view: VisitedView): MenuProps => ({
    // antd's menu list is content-box with 4 px padding a side: 105 px would draw 113.
    style: { width: CONTEXT_MENU_WIDTH, boxSizing: 'border-box' },
    items: [
      { key: 'refresh', label: '刷新' },
      { key: 'close', label: '关闭', disabled: view.affix },
      { key: 'others', label: '关闭其他' },
      { key: 'all', label: '关闭所有' },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') {
        refreshView(view.path);
        if (view.path !== pathname) void navigate(view.fullPath);
      } else if (key === 'close') {
        close(view);
      } else if (key === 'others') {
        closeOthers(view.path);
        if (view.path !== pathname) void navigate(view.fullPath);
      } else {
        closeAll({ keepAffix: true });
        goToLast(useTagsViewStore.getState().views.filter(isStaffView));
      }
    },
  });

  return (
    <nav className={styles.tags} aria-label="标签栏">
      {staffViews.map((view) => {
        const active = view.path === pathname;
        return (
          <Dropdown key={view.path} trigger={['contextMenu']} menu={menuFor(view)}>
            <span className={active ? `${styles.tag} ${styles.tagActive}` : styles.tag}>
              <Link to={view.fullPath} aria-current={active ? 'page' : undefined}>
                {view.title}
              </Link>
              {!view.affix && (
                <button type="button" className={styles.tagClose} aria-label={`关闭 ${view.title}`} onClick={() => close(view)}>
                  <CloseOutlined />
                </button>
              )}
            </span>
          </Dropdown>
        );
      })}
    </nav>
  );
}

/** Views of applicant pages a staff user opened stay kept but are not staff tabs. */
const isStaffView = (view: VisitedView) => matchRoute(view.path)?.route.meta.layout === 'staff';
