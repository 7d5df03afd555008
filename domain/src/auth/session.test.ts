import { describe, expect, it } from 'vitest';
import { deriveSession, displayName, joinNodes, normalizeUid, SessionInfoError, splitNodes } from './session.ts';
import type { TUserInfo } from './auth.schemas.ts';

const info = (over: Partial<TUserInfo> = {}): TUserInfo => ({
  id: 7,
  username: 'zhangsan',
  realname: '张三',
  phone: '13800000001',
  avatar: '',
  introduction: '',
  roleNames: ['editor'],
  nodes: '',
  orgNames: '',
  jobNames: '',
  loginType: 'personMobile',
  organizationCode: '',
  unicodes: ['ENT-1'],
  mustChangePassword: false,
  ...over,
});

describe('splitNodes', () => {
  it.each([
    ['', []],
    ['examine', []], // no comma: the original contract yields nothing
    ['examine,', ['examine']],
    ['examine,risk', ['examine', 'risk']],
    [' examine , government/early ,', ['examine', 'government/early']],
  ])('%j -> %j', (input, expected) => {
    expect(splitNodes(input)).toEqual(expected);
  });

  it('reads back what joinNodes writes, a single node included', () => {
    for (const list of [[], ['risk'], ['examine', 'industry/index']]) expect(splitNodes(joinNodes(list))).toEqual(list);
  });
});

describe('normalizeUid', () => {
  it.each([
    [5, 5],
    ['12', 12],
    [0, -1],
    [-3, -1],
    [1.5, -1],
    ['abc', -1],
    [undefined, -1],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeUid(input)).toBe(expected);
  });
});

describe('displayName', () => {
  it('prefers realname and falls back to username', () => {
    expect(displayName('张三', 'zhangsan')).toBe('张三');
    expect(displayName('', 'zhangsan')).toBe('zhangsan');
    expect(displayName('  ', 'admin')).toBe('admin');
  });
});

describe('deriveSession', () => {
  it('derives the individual applicant session', () => {
    const s = deriveSession(info());
    expect(s).toMatchObject({ name: '张三', uid: 7, isPersonBiz: true, editorMode: true, isChief: false, nodes: [] });
    expect(s.userCompanyUnicodes).toEqual(['ENT-1']);
  });

  it.each([
    ['personMobile', true],
    ['personPassword', true],
    ['personQrCode', true],
    ['companyMobile', false],
    ['companyPassword', false],
    ['companyQrCode', false],
  ] as const)('isPersonBiz for %s is %s', (loginType, expected) => {
    expect(deriveSession(info({ loginType })).isPersonBiz).toBe(expected);
  });

  it('editorMode only when editor is the only role', () => {
    expect(deriveSession(info({ roleNames: ['editor', 'examiner'] })).editorMode).toBe(false);
    expect(deriveSession(info({ roleNames: ['admin'] })).editorMode).toBe(false);
  });

  it('flags the chief of the service center only for that department and job', () => {
    expect(deriveSession(info({ roleNames: ['examiner'], orgNames: '政务服务中心', jobNames: '专员' })).isChief).toBe(true);
    expect(deriveSession(info({ roleNames: ['examiner'], orgNames: '法律合规中心', jobNames: '专员' })).isChief).toBe(false);
    expect(deriveSession(info({ roleNames: ['examiner'], orgNames: '政务服务中心', jobNames: '审查员' })).isChief).toBe(false);
  });

  it('drops role names the portal does not know and refuses a session without roles', () => {
    expect(deriveSession(info({ roleNames: ['visitor', 'examiner'] })).roles).toEqual(['examiner']);
    expect(() => deriveSession(info({ roleNames: [] }))).toThrow('getInfo: roles must be a non-null array!');
    expect(() => deriveSession(info({ roleNames: ['visitor'] }))).toThrow(SessionInfoError);
  });

  it('refuses empty info', () => {
    expect(() => deriveSession(null)).toThrow('Verification failed, please Login again.');
  });

  it('maps uid -1 when the id is not positive', () => {
    expect(deriveSession(info({ id: 0 })).uid).toBe(-1);
  });
});
