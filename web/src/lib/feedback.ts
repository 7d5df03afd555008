import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

/**
 * The request layer runs outside React but its toasts and dialogs must use antd's context (theme, locale).
 * Two hosts register their context-bound APIs here:
 * - the always-mounted host of app/providers.tsx, so every page has them, the login screen included. Its
 *   toasts and dialogs mount on first need: their code stays off the first screen (DESIGN section 8);
 * - the signed-in shell's antd <App> (app/session-providers.tsx), which takes precedence while mounted so
 *   the request layer and the layouts' App.useApp() share one toast stack.
 */
export type Feedback = { message: MessageInstance; modal: ModalApi };
type HostPart = 'message' | 'modal';

let mountHostPart: ((part: HostPart) => void) | null = null;
let app: Feedback | null = null;

/**
 * One part of the always-mounted host (toasts or dialogs): its API once mounted, and the callers waiting for it
 * to mount. `get` prefers the signed-in shell's API, then the host's, and mounts the host's on first need.
 */
const hostPart = <K extends HostPart>(part: K) => {
  let api: Feedback[K] | null = null;
  let waiting: ((api: Feedback[K]) => void)[] = [];
  /** The API if one is mounted; none is mounted for the asking. */
  const current = (): Feedback[K] | null => app?.[part] ?? api;
  return {
    register(value: Feedback[K] | null) {
      api = value;
      if (!value) return;
      for (const resolve of waiting) resolve(value);
      waiting = [];
    },
    current,
    get(): Promise<Feedback[K] | null> {
      const ready = current();
      if (ready) return Promise.resolve(ready);
      if (!mountHostPart) return Promise.resolve(null);
      const promise = new Promise<Feedback[K]>((resolve) => waiting.push(resolve));
      mountHostPart(part);
      return promise;
    },
  };
};

const hostMessage = hostPart('message');
const hostModal = hostPart('modal');

export const registerFeedbackHost = (mount: ((part: HostPart) => void) | null) => {
  mountHostPart = mount;
};

export const registerHostMessage = hostMessage.register;
export const registerHostModal = hostModal.register;

export const registerAppFeedback = (feedback: Feedback | null) => {
  app = feedback;
};

type ToastArgs = Parameters<MessageInstance['info']>;
export type Toast = Record<'success' | 'error' | 'info' | 'warning', (...args: ToastArgs) => Promise<void>>;

/** Counts clearToasts calls: a toast asked for before the latest one is not shown once its host is ready. */
let clearings = 0;

const show =
  (kind: keyof Toast) =>
  async (...args: ToastArgs): Promise<void> => {
    const asked = clearings;
    const message = await hostMessage.get();
    if (asked === clearings) await message?.[kind](...args);
  };

/** The toast API, for callers that only report; on pages without a layout the host mounts its toasts first. */
export const toast = (): Toast => ({ success: show('success'), error: show('error'), info: show('info'), warning: show('warning') });

/**
 * Closes the toasts on screen, and those asked for whose host is still loading: a page that is left for good (the
 * sign-in page, once signed in) takes its notes with it. '验证码已发送，5分钟内有效' stood over the home the sign-in
 * opened, shown there once the toasts' lazy host had mounted.
 */
export const clearToasts = () => {
  clearings += 1;
  hostMessage.current()?.destroy();
};

/**
 * Mounts the toasts' host ahead of a toast that is about to come, so it shows with the reply it reports: the sign-in
 * page's first toast, '验证码已发送', waited for the host's code after the reply and came after the countdown began.
 */
export const prepareToasts = () => {
  if (!hostMessage.current()) mountHostPart?.('message');
};

/** The dialog API; on pages without a layout the host mounts its dialogs first. Null when nothing can show one. */
export const dialogs = (): Promise<ModalApi | null> => hostModal.get();
