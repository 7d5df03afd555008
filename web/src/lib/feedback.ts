import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

/**
 * The request layer runs outside React but its toasts and dialogs must use antd's context (theme, locale).
 * Two hosts register their context-bound APIs here:
 * - the always-mounted host of app/providers.tsx, so every page has them, the login screen included. Its
 *   dialogs mount on first need: their code stays off the first screen (DESIGN section 8);
 * - the signed-in shell's antd <App> (app/session-providers.tsx), which takes precedence while mounted so
 *   the request layer and the layouts' App.useApp() share one toast stack.
 */
export type Feedback = { message: MessageInstance; modal: ModalApi };

let hostMessage: MessageInstance | null = null;
let hostModal: ModalApi | null = null;
let mountHostModal: (() => void) | null = null;
let waitingForModal: ((modal: ModalApi) => void)[] = [];
let app: Feedback | null = null;

export const registerFeedbackHost = (message: MessageInstance | null, wantModal: (() => void) | null) => {
  hostMessage = message;
  mountHostModal = wantModal;
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

/** The toast API, for callers that only report. */
export const toast = (): MessageInstance | null => app?.message ?? hostMessage;

/** The dialog API; on pages without a layout the host mounts its dialogs first. Null when nothing can show one. */
export const dialogs = (): Promise<ModalApi | null> => {
  const ready = app?.modal ?? hostModal;
  if (ready) return Promise.resolve(ready);
  if (!mountHostModal) return Promise.resolve(null);
  const promise = new Promise<ModalApi>((resolve) => waitingForModal.push(resolve));
  mountHostModal();
  return promise;
};
