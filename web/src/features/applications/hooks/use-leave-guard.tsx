import { useCallback, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker, } from 'react-router';
import { App } from 'antd';

export const LEAVE_QUESTION = '当前页面有未保存的修改，离开后这些修改将丢失。确定要离开吗？';

type ConfirmLeave = (onLeave: () => void, onStay?: () => void) => void;

const useConfirmLeave = (): ConfirmLeave => {
  const { modal } = App.useApp();
  return useCallback(
    (onLeave, onStay) => {
      modal.confirm({
        title: '离开此页面？',
        content: LEAVE_QUESTION,
        okText: '离开',
        cancelText: '留在此页',
        onOk: onLeave,
        onCancel: onStay,
      });
    },
    [modal],
  );
};

/** Under a data router: react-router's own blocker, which also catches the back button. */
function DataRouterGuard({ dirty }: { dirty: boolean }) {
  const confirmLeave = useConfirmLeave();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state === 'blocked') confirmLeave(() => blocker.proceed(), () => blocker.reset());
  }, [blocker, confirmLeave]);
  return null;
}

/**
 * Under <BrowserRouter> (what the app mounts today) useBlocker is not available, so in-app links are held at
 * the navigator: push and replace to another page wait for the answer. The back button is not held here.
 */
function NavigatorGuard({ dirty }: { dirty: boolean }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const confirmLeave = useConfirmLeave();
  useEffect(() => {
    if (!dirty) return;
    return holdNavigator(navigator, confirmLeave);
  }, [dirty, navigator, confirmLeave]);
  return null;
}

type Navigator = Pick<React.ContextType<typeof UNSAFE_NavigationContext>['navigator'], 'push' | 'replace'>;

/** Wraps push and replace so leaving the page waits for the answer; returns the undo. */
const holdNavigator = (navigator: Navigator, confirmLeave: ConfirmLeave) => {
  const { push, replace } = navigator;
  const hold =
    (go: Navigator['push']): Navigator['push'] =>
    (to, ...rest) => {
      const target = typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname;
      if (target === undefined || target === window.location.pathname) return go(to, ...rest);
      confirmLeave(() => go(to, ...rest));
    };
  navigator.push = hold(push);
  navigator.replace = hold(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
};

/**
 * Warns before a dirty form is left: closing or reloading the tab (beforeunload) and navigating to another page
 * of the app (a confirmation dialog). Render it once inside the form page.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = LEAVE_QUESTION;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return dataRouter ? <DataRouterGuard dirty={dirty} /> : <NavigatorGuard dirty={dirty} />;
}
