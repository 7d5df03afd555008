import { describe, expect, it } from 'vitest';
import { applyAffect, applyTotal, EMPTY_COUNTER, type UnreadCounter } from './unread-counter';

const at = (unread: number, seq = 3): UnreadCounter => ({ unread, seq });

describe('unread counter', () => {
  it.each([
    { case: 'its own total', counter: at(2), event: { uid: 5, total: 7 }, uid: 5, expected: at(7, 4) },
    { case: 'a total of 0', counter: at(2), event: { uid: 5, total: 0 }, uid: 5, expected: at(0, 4) },
    { case: 'another user’s total', counter: at(2), event: { uid: 6, total: 7 }, uid: 5, expected: at(2) },
    { case: 'no signed-in user (uid -1)', counter: at(2), event: { uid: -1, total: 7 }, uid: -1, expected: at(2) },
    { case: 'a negative total', counter: at(2), event: { uid: 5, total: -4 }, uid: 5, expected: at(0, 4) },
  ])('applies a total only when its uid is the user’s: $case', ({ counter, event, uid, expected }) => {
    expect(applyTotal(counter, event, uid)).toEqual(expected);
  });

  it.each([
    { case: 'by the affected count', counter: at(5), affected: 2, since: 3, expected: at(3) },
    { case: 'never below 0', counter: at(1), affected: 4, since: 3, expected: at(0) },
    { case: 'not for nothing affected', counter: at(5), affected: 0, since: 3, expected: at(5) },
    { case: 'not when a total arrived while the request was out', counter: at(5), affected: 2, since: 2, expected: at(5) },
  ])('decreases after an action $case', ({ counter, affected, since, expected }) => {
    expect(applyAffect(counter, affected, since)).toEqual(expected);
  });

  it('starts at zero', () => {
    expect(EMPTY_COUNTER.unread).toBe(0);
  });
});
