import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeText, INT4_MAX, isSafeText, UNSAFE_TEXT_MESSAGE, withSafeText, zId, zWireInt } from './wire-values.ts';

const MESSAGE = '编号应为正整数';

describe('zId', () => {
  const id = zId(MESSAGE, '请选择');

  it.each([
    [3, 3],
    ['3', 3],
    ['0003', 3],
    [1, 1],
    [INT4_MAX, INT4_MAX],
    [String(INT4_MAX), INT4_MAX],
  ])('takes %j as %d', (input, expected) => {
    expect(id.parse(input)).toBe(expected);
  });

  it.each([
    [true],
    [false],
    [[3]],
    [['3']],
    ['0x3'],
    ['3e0'],
    [' 3'],
    ['3 '],
    ['+3'],
    ['-3'],
    ['3.0'],
    [''],
    [null],
    [{}],
    [0],
    [-1],
    [1.5],
    [INT4_MAX + 1],
    [String(INT4_MAX + 1)],
    ['99999999999'],
    [Number.MAX_SAFE_INTEGER],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('refuses %j in Chinese', (input) => {
    const issues = id.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([MESSAGE]);
  });

  it('says what is missing when nothing is sent', () => {
    expect(id.safeParse(undefined).error?.issues[0]?.message).toBe('请选择');
  });

  it('keeps a default for an absent value', () => {
    expect(zWireInt({ message: MESSAGE, min: 1, max: 100 }).default(10).parse(undefined)).toBe(10);
    expect(zWireInt({ message: MESSAGE, min: 1, max: 100 }).safeParse('101').error?.issues[0]?.message).toBe(MESSAGE);
  });
});

describe('safe text', () => {
  it.each([
    ['plain', true],
    ['中文', true],
    ['a\tb\nc', true],
    ['emoji 😀', true],
    ['a\u0000b', false],
    ['a\ud800b', false],
    ['\ud800', false],
    ['a\udc00', false],
    ['😀'.slice(0, 1), false],
    ['😀'.slice(1), false],
  ])('%j is safe: %s', (text, safe) => {
    expect(isSafeText(text)).toBe(safe);
  });

  it('finds the path of unsafe text in values and keys, however deep', () => {
    expect(findUnsafeText({ a: [1, 'ok', { b: 'x\u0000' }] })).toEqual(['a', 2, 'b']);
    expect(findUnsafeText({ data: { 'k\ud800': 1 } })).toEqual(['data', 'k\ud800']);
    expect(findUnsafeText({ a: ['ok', true, null, 3] })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(100_000);
  });

  it('refuses unsafe text before the schema reads it, known field or not', () => {
    const schema = withSafeText(z.object({ account: z.string() }));
    expect(schema.parse({ account: 'a' })).toEqual({ account: 'a' });
    for (const input of [{ account: 'a\u0000b' }, { account: 'a\ud800b' }, { account: 'a', extra: ['\u0000'] }]) {
      const issues = schema.safeParse(input).error?.issues ?? [];
      expect(issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    }
    expect(schema.safeParse({ account: 'a', extra: ['\u0000'] }).error?.issues[0]?.path).toEqual(['extra', 0]);
  });
});
