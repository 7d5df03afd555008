/** What the suggestion weighs of each eligible examiner (api ZExaminerLoad). */
export type LoadFacts = { id: number; name: string; open: number; overdue: number };

const byLoad = (a: LoadFacts, b: LoadFacts) =>
  a.open - b.open || a.overdue - b.overdue || a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id;

/**
 * The examiner the chief's distribution dialog suggests (issue 14): the fewest applications waiting on them, ties
 * to the fewest overdue, then by name, so the suggestion is the same every time the dialog opens. Only a
 * suggestion: the chief still chooses. Null when there is no one to suggest.
 */
export const suggestExaminer = (loads: readonly LoadFacts[]): number | null => [...loads].sort(byLoad)[0]?.id ?? null;
