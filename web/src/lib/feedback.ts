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
let hostMessage: MessageInstance | null = null;
let hostModal: ModalApi | null = null;
let waitingForMessage: ((message: MessageInstance) => void)[] = [];
let waitingForModal: ((modal: ModalApi) => void)[] = [];
let app: Feedback | null = null;

export const registerFeedbackHost = (mount: ((part: HostPart) => void) | null) => {
  mountHostPart = mount;
};

export const registerHostMessage = (message: MessageInstance | null) => {
  hostMessage = message;
  if (!message) return;
  for (const resolve of waitingForMessage) resolve(message);
  waitingForMessage = [];
};

export const registerHostModal = (modal: ModalApi | null) => {
  hostModal = modal;
  if (!modal) return;
  for (const resolve of waitingForModal) resolve(modal);
  waitingForModal = [];
};

export const registerAppFeedback = (feedback: Feedback | null) => {
  app = feedback;
};

const messageApi = (): Promise<MessageInstance | null> => {
  const ready = app?.message ?? hostMessage;
  if (ready) return Promise.resolve(ready);
  if (!mountHostPart) return Promise.resolve(null);
  const promise = new Promise<MessageInstance>((resolve) => waitingForMessage.push(resolve));
  mountHostPart('message');
  return promise;
};

type ToastArgs = Parameters<MessageInstance['info']>;
export type Toast = Record<'success' | 'error' | 'info' | 'warning', (...args: ToastArgs) => Promise<void>>;

const show =
  (kind: keyof Toast) =>
  async (...args: ToastArgs): Promise<void> => {
    await (await messageApi())?.[kind](...args);
  };

/** The toast API, for callers that only report; on pages without a layout the host mounts its toasts first. */
export const toast = (): Toast => ({ success: show('success'), error: show('error'), info: show('info'), warning: show('warning') });

/** The dialog API; on pages without a layout the host mounts its dialogs first. Null when nothing can show one. */
export const dialogs = (): Promise<ModalApi | null> => {
  const ready = app?.modal ?? hostModal;
  if (ready) return Promise.resolve(ready);
  if (!mountHostPart) return Promise.resolve(null);
  const promise = new Promise<ModalApi>((resolve) => waitingForModal.push(resolve));
  mountHostPart('modal');
  return promise;
};
