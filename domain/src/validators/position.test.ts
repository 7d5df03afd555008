import { describe, expect, it } from 'vitest';
import { isPosition, positionLabel, zPosition } from './position.ts';

describe('position codes', () => {
  it.each([
    ['1', '董事长'],
    [2, '执行董事'],
    ['3', '经理'],
    ['director', '董事'],
    ['risk', '合规风控负责人'],
    ['delegate', '执行事务合伙人委派代表'],
    ['9', '9'],
  ] as const)('%s is %s', (code, label) => expect(positionLabel(code)).toBe(label));

  it.each([
    [1, true, '1'],
    ['3', true, '3'],
    ['gm', true, 'gm'],
    [4, false, undefined],
    ['chairman', false, undefined],
    [null, false, undefined],
  ] as const)('zPosition %s', (value, ok, parsed) => {
    const result = zPosition().safeParse(value);
    expect(result.success).toBe(ok);
    expect(result.data).toBe(parsed);
  });

  it('recognises codes only as strings', () => {
    expect(isPosition('2')).toBe(true);
    expect(isPosition(2)).toBe(false);
  });
});
