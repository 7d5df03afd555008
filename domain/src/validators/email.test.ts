import { describe, expect, it } from 'vitest';
import { isEmail, zEmail } from './email.ts';

describe('email', () => {
  it.each([
    ['wangwu@example.com', true],
    ['wu.shi+apply@mail.example.com.cn', true],
    ['', false],
    ['wangwu.example.com', false],
    ['wangwu@', false],
    ['@example.com', false],
    ['wang wu@example.com', false],
    ['wangwu@example', false],
    ['a@b@example.com', false],
  ])('%s -> %s', (value, valid) => expect(isEmail(value)).toBe(valid));

  it('reports in Chinese', () => expect(zEmail().safeParse('x').error?.issues[0]?.message).toBe('请输入正确的电子邮箱'));
});
