import { describe, expect, it } from 'vitest';
import { SWITCH_FAILED_MESSAGE } from '@ftown/domain/auth/sign-in-constants';
import { deriveSession } from '@ftown/domain/auth/session';
import { adminInfo, envelope, stubFetch } from '@/test/fixtures';
import { tokenStorage } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { loadInfo, switchToPersonMobile } from './session-actions';

const fetchMock = stubFetch();
const COMPANY = 'A'.repeat(43);
const PERSON = 'B'.repeat(43);
const ONCE = 'O'.repeat(43);

const signedInAsLegalPerson = () => {
  useSessionStore.getState().setToken(COMPANY);
  useSessionStore.getState().setSession(
    deriveSession({ ...adminInfo, roleNames: ['editor'], nodes: '', loginType: 'companyMobile', phone: '13800000002' }),
  );
};

describe('switchToPersonMobile', () => {
  it('takes the one-time token with the company session, signs out, then signs the same mobile in', async () => {
    signedInAsLegalPerson();
    fetchMock
      .mockResolvedValueOnce(envelope(ONCE, 0))
      .mockResolvedValueOnce(envelope(null))
      .mockResolvedValueOnce(envelope({ token: PERSON }));
    await switchToPersonMobile();

    const [once, out, login] = fetchMock.mock.calls;
    expect(String(once?.[0])).toContain('/sam/getUnCodeToken');
    expect(new Headers(once?.[1]?.headers).get('X-Token')).toBe(COMPANY);
    expect(String(out?.[0])).toContain('/sam/logout');
    expect(String(login?.[0])).toContain('/sam/login');
    const body = JSON.parse(String(login?.[1]?.body)) as Record<string, string>;
    expect(body).toMatchObject({ type: 'personMobile', mobile: '13800000002', unCodeToken: ONCE });
    expect(body.code).toMatch(/^\d{6}$/);
    expect(useSessionStore.getState().token).toBe(PERSON);
  });

  it('reports the spec message when the token is refused', async () => {
    signedInAsLegalPerson();
    fetchMock.mockResolvedValueOnce(envelope(null, 40300, '无权限', 403));
    await expect(switchToPersonMobile()).rejects.toThrow(SWITCH_FAILED_MESSAGE);
    expect(useSessionStore.getState().token).toBe(COMPANY);
  });
});

describe('loadInfo', () => {
  it.each([
    ['the server refuses the token', () => envelope(null, 50008, '令牌无效', 401)],
    ['the server answers with no user info', () => envelope(null)],
  ])('clears the stored token when %s', async (_, reply) => {
    useSessionStore.getState().setToken(COMPANY);
    fetchMock.mockResolvedValueOnce(reply());
    await expect(loadInfo()).rejects.toThrow();
    expect(useSessionStore.getState()).toMatchObject({ token: null, info: 'failed' });
    // Kept for the guard to report, whoever asked: the first visit asks before React renders.
    expect(useSessionStore.getState().infoFailure?.message).toBeTruthy();
    expect(tokenStorage.get()).toBeNull();
  });

  // The page being left aborts its calls: the reply is cut off, or the call never gets out.
  it.each([
    ['the reply is cut off', () => Promise.resolve(new Response('{"code":20000,"da', { status: 200 }))],
    ['no reply comes', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signs this page out but keeps the stored token when %s', async (_, reply) => {
    useSessionStore.getState().setToken(COMPANY);
    fetchMock.mockImplementationOnce(reply);
    await expect(loadInfo()).rejects.toThrow();
    expect(useSessionStore.getState()).toMatchObject({ token: null, info: 'failed' });
    expect(tokenStorage.get()).toBe(COMPANY);
  });
});
