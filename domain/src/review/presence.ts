import type { Action } from './actions.ts';

/**
 * Who is examining an application (issue 14 part 3): an examiner who opens an application they may decide holds it
 * for that stage visit while the view stays open, others see "黄磊 正在审核" and may take it over explicitly. A holder
 * whose view stopped telling the server it is open (closed tab, sleeping laptop) no longer holds it.
 */

/** The actions a holder keeps to themself; the rest (a receipt, a note, the ZIP) never collide. */
export const DECISION_ACTIONS = ['pass', 'return', 'refuse'] as const satisfies readonly Action[];
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const isDecisionAction = (action: Action): action is DecisionAction => (DECISION_ACTIONS as readonly Action[]).includes(action);

/** Whether a caller who may do `actions` examines for a decision, and so claims the application on opening it. */
export const decidesWith = (actions: readonly Action[]): boolean => actions.some(isDecisionAction);

/** How often an open view says it is still open; browsers slow hidden tabs' timers to once a minute at worst. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** A claim without a heartbeat for this long has lapsed: two missed beats of a throttled background tab, plus slack. */
export const PRESENCE_TTL_MS = 2 * 60_000;

/** Whether a claim last confirmed at `heartbeatAt` still holds at `now`. */
export const isFresh = (heartbeatAt: Date, now: Date): boolean => now.getTime() - heartbeatAt.getTime() < PRESENCE_TTL_MS;

/**
 * The actions a caller is shown while someone else holds the application: everything but the decisions, which the
 * server refuses to anyone but the holder. `holderId` null: nobody holds it.
 */
export const actionsBeside = <A extends Action>(actions: readonly A[], holderId: number | null, uid: number): A[] =>
  holderId === null || holderId === uid ? [...actions] : actions.filter((a) => !isDecisionAction(a));

export const PRESENCE_TEXT = {
  /** The queue row and the view, as the issue writes it. */
  examining: (name: string) => `${name} 正在审核`,
  takeOver: '接手审核',
  confirmTitle: '接手审核',
  confirmBody: (name: string) => `${name} 正在审核该申请。接手后由您办理，对方的页面将转为只读，并会收到提示。确定接手吗？`,
  tookOver: '已接手审核',
  /** The displaced examiner's view. */
  takenOver: (name: string) => `${name} 已接手审核，本页已转为只读`,
} as const;

export const PRESENCE_MESSAGES = {
  /** A decision by someone other than the holder while the claim is fresh (409). */
  heldByOther: (name: string) => `${name} 正在审核该申请，请先接手审核后再办理`,
  /** A takeover by someone who may not decide at this stage (403). */
  mayNotTakeOver: '您不能办理该申请当前环节，不能接手审核',
  /** Nothing to take over: the application is not waiting at a stage (409). */
  notInReview: '该申请当前不在审核环节',
} as const;
