import { describe, expect, it } from 'vitest';
import { isMobile, isPhone } from './mobile.ts';

describe('mobile and landline', () => {
  it.each([
    ['13800000001', true, true],
    ['19912345678', true, true],
    ['12800000001', false, false],
    ['1380000000', false, false],
    ['0571-88888888', false, true],
    ['057188888888', false, true],
    ['88888888-123', false, true],
    ['0571-8888888-1234', false, false],
    ['', false, false],
  ])('%s -> mobile %s, phone %s', (value, mobile, phone) => {
    expect(isMobile(value)).toBe(mobile);
    expect(isPhone(value)).toBe(phone);
  });
});
