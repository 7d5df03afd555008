import { describe, expect, it } from 'vitest';
import { isUrl, zUrl } from './url.ts';

describe('url', () => {
  it.each([
    ['https://www.example.com', true],
    ['http://example.com/a?b=1', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['mailto:wangwu@example.com', true],
    ['tel:0571-88888888', true],
    ['tel:+8613800000001', true],
    ['ftp://example.com', false],
    ['www.example.com', false],
    ['https://', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s -> %s', (value, valid) => expect(isUrl(value)).toBe(valid));

  it('reports in Chinese', () => expect(zUrl().safeParse('x').success).toBe(false));
});
