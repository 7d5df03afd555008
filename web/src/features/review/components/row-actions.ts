import { ACTION_LABELS, type Action } from '@ftown/domain/review/actions';

/** Actions a staff page offers, in button order; resubmission is the applicant's, from the application form. */
const STAFF_ACTIONS: readonly Action[] = ['startExamine', 'assign', 'pass', 'return', 'refuse', 'echoMaterialApply', 'updateColumn', 'packQApply', 'withdraw'];

/**
 * In a table row these wait behind 更多, so the stage's own decision fits one line of a narrow column: they are
 * used now and then, and withdrawal is too final to sit beside 通过.
 */
const ROW_MENU: readonly Action[] = ['updateColumn', 'packQApply', 'withdraw'];

export const staffActionsOf = (actions: readonly Action[]): Action[] => STAFF_ACTIONS.filter((a) => actions.includes(a));

/** How a table row shows the actions: buttons in order, and the ones under 更多. */
export const rowActionsOf = (actions: readonly Action[]) => {
  const shown = staffActionsOf(actions);
  return { buttons: shown.filter((a) => !ROW_MENU.includes(a)), menu: shown.filter((a) => ROW_MENU.includes(a)) };
};

// A table column takes its width in pixels, so the row's layout is counted here: labels are Chinese, one 14 px em
// a character; a small link button adds 4 px padding a side and its borders; 更多 carries its arrow; items stand
// 4 px apart; the cell pads 16 px a side.
const EM = 14;
const BUTTON = 10;
const VIEW = 2 * EM;
const MORE = 2 * EM + BUTTON + 20;
const GAP = 4;
const CELL_PADDING = 32;

/** The width a row's cell needs to show 查看, its buttons and 更多 on one line. */
export const rowActionsWidth = (actions: readonly Action[]): number => {
  const { buttons, menu } = rowActionsOf(actions);
  const items = [VIEW, ...buttons.map((a) => ACTION_LABELS[a].length * EM + BUTTON), ...(menu.length > 0 ? [MORE] : [])];
  return CELL_PADDING + items.reduce((sum, width) => sum + width, 0) + GAP * (items.length - 1);
};
