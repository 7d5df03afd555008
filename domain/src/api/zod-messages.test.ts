import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chineseZodMessage } from './zod-messages.ts';

const HAN = /\p{Script=Han}/u;
const messagesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input, { error: chineseZodMessage }).error?.issues.map((i) => i.message) ?? [];

describe('chineseZodMessage', () => {
  it.each([
    [z.object({ a: z.string() }), [], ['请求内容格式不正确']],
    [z.object({ a: z.string() }), {}, ['缺少必填内容']],
    [z.object({ a: z.string() }), { a: 3 }, ['内容类型不正确']],
    [z.object({ a: z.string().max(5) }), { a: 'x'.repeat(6) }, ['内容不能超过5个字符']],
    [z.object({ a: z.string().min(1) }), { a: '' }, ['内容不能为空']],
    [z.object({ a: z.string().min(8) }), { a: 'short' }, ['内容不能少于8个字符']],
    [z.object({ a: z.array(z.number()).max(2) }), { a: [1, 2, 3] }, ['最多2项']],
    [z.object({ a: z.number().min(3) }), { a: 1 }, ['不能小于3']],
    [z.object({ a: z.enum(['x', 'y']) }), { a: 'z' }, ['不支持的选项']],
    [z.object({ a: z.email() }), { a: 'not-mail' }, ['格式不正确']],
    [z.strictObject({}), { a: 1 }, ['含有不支持的字段']],
  ] as const)('%#: words a refusal in Chinese', (schema, input, expected) => {
    const messages = messagesOf(schema, input);
    expect(messages).toEqual(expected);
    expect(messages.every((m) => HAN.test(m))).toBe(true);
  });

  it('leaves a schema\'s own message alone', () => {
    expect(messagesOf(z.object({ a: z.string({ error: '请填写名称' }) }), {})).toEqual(['请填写名称']);
  });
});
