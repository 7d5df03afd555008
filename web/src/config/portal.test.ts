import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutTarget } from './portal';

afterEach(() => vi.unstubAllEnvs());

describe('logoutTarget', () => {
  it("is each side's own login page unless the deployment sets one", () => {
    expect(logoutTarget('staff')).toEqual({ kind: 'app', path: '/login' });
    expect(logoutTarget('applicant')).toEqual({ kind: 'app', path: '/login/edge' });
  });

  it('leaves for the configured site or path of each side', () => {
    vi.stubEnv('VITE_APPLICANT_LOGOUT_URL', 'https://www.example.gov.cn/login');
    vi.stubEnv('VITE_STAFF_LOGOUT_URL', '/login/edge');
    expect(logoutTarget('applicant')).toEqual({ kind: 'site', url: 'https://www.example.gov.cn/login' });
    expect(logoutTarget('staff')).toEqual({ kind: 'app', path: '/login/edge' });
  });

  it.each(['javascript:alert(1)', '//evil.example/login', 'login', '  '])('ignores %j and uses the own login', (value) => {
    vi.stubEnv('VITE_STAFF_LOGOUT_URL', value);
    expect(logoutTarget('staff')).toEqual({ kind: 'app', path: '/login' });
  });
});
