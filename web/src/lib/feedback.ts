import type { App } from 'antd';

/**
 * The request layer runs outside React but its toasts and dialogs must use the antd App context (theme,
 * locale). The <FeedbackBridge> inside <App> registers the context-bound APIs here.
 */
export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback | null = null;

export const registerFeedback = (feedback: Feedback | null) => {
  current = feedback;
};

export const feedback = (): Feedback | null => current;
