import { describe, expect, it } from 'vitest';
import { actionsBeside, decidesWith, isFresh, PRESENCE_MESSAGES, PRESENCE_TEXT, PRESENCE_TTL_MS } from './presence.ts';

describe('who is examining', () => {
  it('writes the holder as the issue does', () => {
    expect(PRESENCE_TEXT.examining('黄磊')).toBe('黄磊 正在审核');
    expect(PRESENCE_TEXT.takenOver('系统管理员')).toBe('系统管理员 已接手审核，本页已转为只读');
    expect(PRESENCE_MESSAGES.heldByOther('黄磊')).toBe('黄磊 正在审核该申请，请先接手审核后再办理');
  });

  it('claims for a caller who may pass, return or refuse, not for one who may only assign, take in or pack', () => {
    expect(decidesWith(['return', 'packQApply'])).toBe(true);
    expect(decidesWith(['assign', 'startExamine', 'withdraw', 'packQApply', 'updateColumn'])).toBe(false);
  });

  it('keeps the decisions for the holder and leaves the rest to everyone', () => {
    const all = ['pass', 'return', 'refuse', 'updateColumn', 'packQApply'] as const;
    expect(actionsBeside(all, 9, 5)).toEqual(['updateColumn', 'packQApply']);
    expect(actionsBeside(all, 5, 5)).toEqual(all);
    expect(actionsBeside(all, null, 5)).toEqual(all);
  });

  it('holds a claim until PRESENCE_TTL_MS after its last heartbeat', () => {
    const beat = new Date('2026-03-02T08:00:00.000Z');
    expect(isFresh(beat, new Date(beat.getTime() + PRESENCE_TTL_MS - 1))).toBe(true);
    expect(isFresh(beat, new Date(beat.getTime() + PRESENCE_TTL_MS))).toBe(false);
  });
});
