import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

/**
 * The request layer runs outside React but its toasts and dialogs must use antd's context (theme, locale).
 * Two hosts register their context-bound APIs here:
 * - the always-mounted host of app/providers.tsx, so every page has them, the login screen included;
 * - the signed-in shell's antd <App> (app/session-providers.tsx), which takes precedence while mounted so
 *   the request layer and the layouts' App.useApp() share one toast stack.
 */
export type Feedback = { message: MessageInstance; modal: ModalApi };

let host: Feedback | null = null;
let app: Feedback | null = null;

export const registerFeedbackHost = (feedback: Feedback | null) => {
  host = feedback;
};

export const registerAppFeedback = (feedback: Feedback | null) => {
  app = feedback;
};

export const feedback = (): Feedback | null => app ?? host;

/** The toast API alone, for callers that only report. */
export const toast = (): MessageInstance | null => feedback()?.message ?? null;
