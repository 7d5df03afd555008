import { describe, expect, it } from 'vitest';
import type { Action } from '@ftown/domain/review/actions';
import { rowActionsOf, rowActionsWidth } from './row-actions';

describe('row actions', () => {
  it('keeps the stage decision on the row and the rarer actions under 更多, in button order', () => {
    expect(rowActionsOf(['withdraw', 'packQApply', 'refuse', 'updateColumn', 'return', 'pass'])).toEqual({
      buttons: ['pass', 'return', 'refuse'],
      menu: ['updateColumn', 'packQApply', 'withdraw'],
    });
    expect(rowActionsOf(['resubmit'])).toEqual({ buttons: [], menu: [] });
  });

  // The cell widths Chromium laid these rows out in on one line (probed at 1440 and 1280 wide); 查看 alone is the
  // floor for an empty page.
  it.each<[string, Action[], number]>([
    ['查看 only', [], 60],
    ['查看 更多', ['packQApply'], 122],
    ['查看 分配 更多', ['assign', 'packQApply', 'withdraw'], 164],
    ['查看 通过 驳回 更多', ['pass', 'return', 'updateColumn'], 206],
    ['查看 通过 驳回 不通过 更多', ['pass', 'return', 'refuse', 'updateColumn', 'packQApply', 'withdraw'], 262],
    ['查看 通过 驳回 确认材料回寄 更多', ['pass', 'return', 'echoMaterialApply', 'updateColumn'], 304],
  ])('%s needs %i px', (_, actions, width) => {
    expect(rowActionsWidth(actions)).toBe(width);
  });
});
