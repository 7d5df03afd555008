import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { TUserInfo } from '@ftown/domain/auth/auth.schemas';
import { NODES } from '@ftown/domain/auth/roles';
import { deriveSession, joinNodes } from '@ftown/domain/auth/session';
import { API_BASE } from '@ftown/domain/api/base-path';
import { useSessionStore } from '@/stores/session-store';

const base: TUserInfo = {
  id: 1,
  username: 'admin',
  realname: '',
  phone: '',
  avatar: '',
  introduction: '',
  roleNames: ['admin'],
  nodes: joinNodes(NODES),
  orgNames: '',
  jobNames: '',
  loginType: 'personPassword',
  organizationCode: '',
  unicodes: [],
  mustChangePassword: false,
};

export const adminInfo = base;
export const gov1Info: TUserInfo = {
  ...base,
  id: 5,
  username: 'gov1',
  realname: '王审核',
  roleNames: ['examiner'],
  nodes: joinNodes(['government/early', 'government/review']),
  orgNames: '政务服务中心',
  jobNames: '审核员',
};
export const applicantInfo: TUserInfo = {
  ...base,
  id: 20,
  username: '13800000001',
  realname: '张三',
  phone: '13800000001',
  roleNames: ['editor'],
  nodes: '',
  loginType: 'personMobile',
};

export const admin = deriveSession(adminInfo);
export const gov1 = deriveSession(gov1Info);
export const applicant = deriveSession(applicantInfo);

/** The call a fetch names, as the call tables write it: the path under the API base, without the query. */
export const callPath = (input: unknown) => new URL(String(input), 'http://portal.test').pathname.replace(API_BASE, '');

/**
 * Answers each fetch by its call path (without the API base), as `answers` holds it then, with the request's JSON
 * body if it has one; a call nobody expected fails the test.
 */
export const servePaths = (fetchMock: Mock<typeof fetch>, answers: Readonly<Record<string, (body: unknown) => Response>>) =>
  fetchMock.mockImplementation(async (input, init) => {
    const path = callPath(input);
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
  });

/**
 * `fetch` answered by the returned mock in each test of the file (or of the describe block it is called in), with
 * `token` as the session's token when given. After each test `fetch` is given back, the mock forgets its answers
 * and calls, and the session is reset (whoever set it): a stub or a sign-in left behind would reach the next test.
 * Call it before the file's own `afterEach`: vitest runs after-hooks last registered first, so those still see the
 * mock in place.
 */
export const stubFetch = ({ token }: { token?: string } = {}) => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    if (token) useSessionStore.getState().setToken(token);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    useSessionStore.getState().resetToken();
  });
  return fetchMock;
};

/**
 * A text matcher for the innermost element whose whole text matches, however it is split into elements: a stage
 * clock prints each unit of a duration in a span of its own.
 */
export const wholeText = (pattern: RegExp) => (_: string, el: Element | null) =>
  el !== null && pattern.test(el.textContent ?? '') && !Array.from(el.children).some((child) => pattern.test(child.textContent ?? ''));

export const envelope = (data: unknown, code = 20000, message = '操作成功', status = 200) =>
  new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** An enterprise the register knows only by its code and name: nothing has settled yet. */
const unsettled: TApply['enterprise'] = {
  status: 'applying',
  name: '杭州示例私募基金管理有限公司',
  creditCode: null,
  registeredAddress: null,
  registrationAuthority: null,
  licenceNo: null,
  licenceDate: null,
  settledAt: null,
};

/** An application as the list and view calls return it: a draft unless `over` says otherwise. */
export const applyOf = (over: Partial<TApply>): TApply => ({
  id: 1,
  unicodes: 'ENT-1',
  name: '杭州示例私募基金管理有限公司',
  category: 'manager',
  companyType: 'company',
  relocate: false,
  type: 'manager_company',
  status: 0,
  stage: null,
  haltedAt: null,
  version: 0,
  lockVersion: 0,
  inquire: null,
  bureau: null,
  examine_company_names: null,
  govExaminerId: null,
  statuteExaminerId: null,
  note: null,
  createdBy: 20,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  submittedAt: null,
  settledAt: null,
  enterprise: unsettled,
  clock: null,
  ...over,
});
