import { describe, expect, it } from 'vitest';
import { auditActor, auditFacts, auditSummary, auditTarget } from './audit-detail.ts';

const entry = (over: Partial<Parameters<typeof auditFacts>[0]>) => ({ action: 'sign_in' as const, detail: null, before: null, after: null, ...over });

describe('auditFacts', () => {
  it('orders a detail by its table, whatever order the keys were stored in', () => {
    expect(auditSummary(entry({ action: 'sign_in_failed', detail: { reason: '账号或密码错误', account: 'gov1', loginType: 'personPassword' } }))).toBe(
      '登录方式：账号密码登录；账号：gov1；原因：账号或密码错误',
    );
  });

  it('names a sign-in by its login type and a refused one by account and reason', () => {
    expect(auditSummary(entry({ detail: { loginType: 'personPassword' } }))).toBe('登录方式：账号密码登录');
    expect(auditFacts(entry({ action: 'sign_in_failed', detail: { loginType: 'companyPassword', account: '91330100MA27XXXX1A', reason: '账号或密码错误' } }))).toEqual([
      { label: '登录方式', value: '信用代码登录' },
      { label: '账号', value: '91330100MA27XXXX1A' },
      { label: '原因', value: '账号或密码错误' },
    ]);
  });

  it('reads `from` as each action means it', () => {
    expect(auditSummary(entry({ action: 'role_switch', detail: { loginType: 'personPassword', from: 'examiner', to: 'admin' } }))).toBe(
      '登录方式：账号密码登录；原角色：审查员；新角色：管理员',
    );
    expect(auditSummary(entry({ action: 'sign_in_failed', detail: { method: 'handoff', from: 'tax', reason: 'error' } }))).toBe(
      '方式：跨系统登入；来源系统：税务管理；原因：系统错误',
    );
    expect(auditSummary(entry({ action: 'review_takeover', detail: { stage: 'gov_early', version: 2, from: { id: 5, name: '王敏' } } }))).toBe(
      '原审核人：王敏；环节：政务服务中心初审；版本：第2版',
    );
  });

  it('puts a workflow step’s status and stage on one line each, before and after', () => {
    const facts = auditFacts(
      entry({ action: 'workflow_transition', detail: { action: 'pass', fromStatus: 2, toStatus: 2, fromStage: 'gov_early', toStage: 'gov_review', version: 1 } }),
    );
    expect(facts).toEqual([
      { label: '状态', value: '审核中' },
      { label: '环节', value: '政务服务中心初审 → 政务服务中心复审' },
      { label: '步骤', value: '通过' },
      { label: '版本', value: '第1版' },
    ]);
  });

  it('sizes files and describes an export’s filter', () => {
    expect(auditSummary(entry({ action: 'attachment_download', detail: { applyId: 7, name: '营业执照.pdf', size: 2048 } }))).toBe(
      '申请编号：7；文件名：营业执照.pdf；大小：2.0\u00a0KB',
    );
    expect(auditSummary(entry({ action: 'audit_export', detail: { filter: { action: 'sign_in_failed', actorName: '张' } } }))).toBe(
      '筛选条件：操作 登录失败，操作人 张',
    );
    expect(auditSummary(entry({ action: 'audit_export', detail: { filter: {} } }))).toBe('筛选条件：全部');
  });

  it('lists only what an account change changed, and a new account whole', () => {
    const before = { username: 'gov2', realname: '李雷', mobile: '138****0001', roles: ['examiner'], nodes: ['government/early'], disabled: false, mustChange: false };
    expect(auditFacts(entry({ action: 'staff_disable', before, after: { ...before, disabled: true } }))).toEqual([{ label: '账号状态', value: '正常 → 停用' }]);
    expect(auditSummary(entry({ action: 'staff_update', before, after: { ...before, nodes: ['government/early', 'government/review'] } }))).toBe(
      '权限：政务服务中心初审 → 政务服务中心初审、政务服务中心复审',
    );
    // Stored as jsonb, which keeps keys shortest first; what was not given (no job) is not listed.
    const stored = { job: null, nodes: ['government/early'], roles: ['examiner'], mobile: '138****0001', disabled: false, realname: '李雷', username: 'gov2', mustChange: true };
    expect(auditFacts(entry({ action: 'staff_create', after: stored })).map((f) => f.label)).toEqual([
      '用户名',
      '姓名',
      '手机号',
      '角色',
      '权限',
      '账号状态',
      '下次登录须改密码',
    ]);
  });

  it('keeps a key it does not know under its own name', () => {
    expect(auditFacts(entry({ detail: { channel: 'kiosk', tries: [1, 2] } }))).toEqual([
      { label: 'channel', value: 'kiosk' },
      { label: 'tries', value: '1、2' },
    ]);
    expect(auditSummary(entry({ action: 'sign_out' }))).toBe('—');
  });
});

describe('auditActor', () => {
  it('names the person with the role they acted with, and nobody for a refused sign-in', () => {
    expect(auditActor({ actorId: 2, actorName: '刘建国', actorRole: 'examiner' })).toBe('刘建国（审查员）');
    expect(auditActor({ actorId: 9, actorName: '', actorRole: null })).toBe('用户9');
    expect(auditActor({ actorId: 9, actorName: '外部', actorRole: 'auditor' })).toBe('外部（auditor）');
    expect(auditActor({ actorId: null, actorName: '', actorRole: null })).toBe('—');
  });
});

describe('auditTarget', () => {
  it('names a park system and leaves the export’s id out', () => {
    expect(auditTarget({ targetType: 'park_system', targetId: 'tax' })).toBe('园区系统 税务管理');
    expect(auditTarget({ targetType: 'audit_log', targetId: 'csv' })).toBe('审计日志');
    expect(auditTarget({ targetType: 'apply', targetId: '7' })).toBe('申请 7');
    expect(auditTarget({ targetType: null, targetId: null })).toBe('—');
  });
});
