import { APPLY_STATUS_LABELS, type ApplyStatus } from '../applications/status.ts';
import { nodeLabel } from '../administration/administration.schemas.ts';
import { LOGIN_TYPE_LABELS, type LoginType } from '../auth/login-types.ts';
import { NODES, ROLES, type Node, type Role } from '../auth/roles.ts';
import { PARK_SYSTEM_NAMES, ROLE_LABELS, type ParkSystem } from '../auth/sign-in-constants.ts';
import { formatDateTime } from '../formats/date-time.ts';
import { formatFileSize } from '../formats/file-size.ts';
import { ACTION_LABELS, type Action } from '../review/actions.ts';
import { STAGE_INFO, type Stage } from '../review/stages.ts';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, type AuditAction, type TAuditEntry } from './audit.schemas.ts';

/**
 * An audit entry as an administrator reads it. The server stores each action's detail and the account's state
 * before and after as JSON (the CSV keeps it so); the page showed that JSON, '{"loginType":"personPassword"}'. Each
 * known key gets its Chinese name and its value's label here; a key this table does not know still shows, under its
 * own name, so nothing recorded is hidden.
 */
export type AuditFact = { label: string; value: string };

type Json = Record<string, unknown>;
type Format = (value: unknown) => string;

const EMPTY = '—';

/** Any value, readable: lists joined, flags as 是/否, nothing as a dash. */
const plain: Format = (value) => {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(plain).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A label from a table when the value is one of its keys, else the value as it is. */
const labelled =
  (labels: Readonly<Record<string, string>>): Format =>
  (value) =>
    typeof value === 'string' || typeof value === 'number' ? (labels[String(value)] ?? plain(value)) : plain(value);

const listOf =
  (one: Format): Format =>
  (value) =>
    Array.isArray(value) && value.length > 0 ? value.map(one).join('、') : plain(value);

const STAGE_LABELS: Record<Stage, string> = Object.fromEntries(Object.entries(STAGE_INFO).map(([stage, info]) => [stage, info.label])) as Record<Stage, string>;
const NODE_LABELS = Object.fromEntries(NODES.map((node: Node) => [node, nodeLabel(node)]));
const ROLE_NAMES: Record<string, string> = Object.fromEntries(ROLES.map((role: Role) => [role, ROLE_LABELS[role]]));
const STEP_LABELS: Record<Action | 'submit', string> = { ...ACTION_LABELS, submit: '提交' };
const SIGN_IN_METHODS: Record<string, string> = { qrCode: '扫码登录', handoff: '跨系统登入' };
/** A failure the server did not name (not an AppError) is recorded as 'error'. */
const REASONS: Record<string, string> = { error: '系统错误' };

const role = labelled(ROLE_NAMES);
const system = labelled(PARK_SYSTEM_NAMES satisfies Record<ParkSystem, string>);
const stage = labelled(STAGE_LABELS);
const status = labelled(APPLY_STATUS_LABELS satisfies Record<ApplyStatus, string>);
const version: Format = (value) => (typeof value === 'number' ? `第${value}版` : plain(value));
const bytes: Format = (value) => (typeof value === 'number' ? formatFileSize(value) : plain(value));
const person: Format = (value) => (value !== null && typeof value === 'object' && 'name' in value ? plain(value.name) : plain(value));
const time: Format = (value) => (typeof value === 'string' ? formatDateTime(value) : plain(value));

/** The audit search's filter, as an export records it. */
const FILTER_FIELDS: Record<string, { label: string; format: Format }> = {
  actorId: { label: '操作人编号', format: plain },
  actorName: { label: '操作人', format: plain },
  action: { label: '操作', format: labelled(AUDIT_ACTION_LABELS) },
  targetType: { label: '对象类型', format: labelled(AUDIT_TARGET_LABELS) },
  targetId: { label: '对象编号', format: plain },
  from: { label: '开始时间', format: time },
  to: { label: '结束时间', format: time },
};
const filter: Format = (value) => {
  if (value === null || typeof value !== 'object') return plain(value);
  const parts = Object.entries(value as Json)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([key, v]) => {
      const field = FILTER_FIELDS[key];
      return field ? `${field.label} ${field.format(v)}` : `${key} ${plain(v)}`;
    });
  return parts.length === 0 ? '全部' : parts.join('，');
};

/** The detail's keys, named for every action that writes them. */
const DETAIL_FIELDS: Record<string, { label: string; format: Format }> = {
  loginType: { label: '登录方式', format: labelled(LOGIN_TYPE_LABELS satisfies Record<LoginType, string>) },
  method: { label: '方式', format: labelled(SIGN_IN_METHODS) },
  enterpriseId: { label: '企业编号', format: plain },
  account: { label: '账号', format: plain },
  // Named by FROM_FIELDS for each action; here for its place in the order.
  from: { label: '来源', format: plain },
  to: { label: '新角色', format: role },
  reason: { label: '原因', format: labelled(REASONS) },
  action: { label: '步骤', format: labelled(STEP_LABELS) },
  stage: { label: '环节', format: stage },
  version: { label: '版本', format: version },
  files: { label: '文件数', format: (v) => (typeof v === 'number' ? `${v} 份` : plain(v)) },
  applyId: { label: '申请编号', format: plain },
  name: { label: '文件名', format: plain },
  size: { label: '大小', format: bytes },
  filter: { label: '筛选条件', format: filter },
};

/** `from` names something different for each action that records it. */
const FROM_FIELDS: Partial<Record<AuditAction, { label: string; format: Format }>> = {
  role_switch: { label: '原角色', format: role },
  review_takeover: { label: '原审核人', format: person },
  handoff_in: { label: '来源系统', format: system },
  sign_in_failed: { label: '来源系统', format: system },
};

/** A step's status and stage before and after, one line each. */
const MOVES = [
  { from: 'fromStatus', to: 'toStatus', label: '状态', format: status },
  { from: 'fromStage', to: 'toStage', label: '环节', format: stage },
] as const;

/** The account's state (staff and company administration, mobile changes), key by key. */
const STATE_FIELDS: Record<string, { label: string; format: Format }> = {
  username: { label: '用户名', format: plain },
  realname: { label: '姓名', format: plain },
  mobile: { label: '手机号', format: plain },
  department: { label: '部门', format: plain },
  job: { label: '岗位', format: plain },
  roles: { label: '角色', format: listOf(role) },
  nodes: { label: '权限', format: listOf(labelled(NODE_LABELS)) },
  disabled: { label: '账号状态', format: (v) => (v === true ? '停用' : v === false ? '正常' : plain(v)) },
  mustChange: { label: '下次登录须改密码', format: plain },
};

const moved = (before: string, after: string) => (before === after ? after : `${before} → ${after}`);

/**
 * Keys in the order of their table, unknown ones after: the log's jsonb column keeps keys shortest first, which put
 * a refused sign-in's reason before its account.
 */
const inOrder = (keys: Iterable<string>, table: Record<string, unknown>): string[] => {
  const order = Object.keys(table);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...keys].sort((a, b) => rank(a) - rank(b));
};

const detailFacts = (action: AuditAction, detail: Json): AuditFact[] => {
  const facts: AuditFact[] = [];
  const paired = new Set<string>();
  for (const move of MOVES) {
    if (!(move.from in detail) && !(move.to in detail)) continue;
    paired.add(move.from).add(move.to);
    facts.push({ label: move.label, value: moved(move.format(detail[move.from]), move.format(detail[move.to])) });
  }
  for (const key of inOrder(Object.keys(detail), DETAIL_FIELDS)) {
    if (paired.has(key)) continue;
    const value = detail[key];
    const field = (key === 'from' ? FROM_FIELDS[action] : undefined) ?? DETAIL_FIELDS[key];
    facts.push(field ? { label: field.label, value: field.format(value) } : { label: key, value: plain(value) });
  }
  return facts;
};

/**
 * What changed in the account: for a new account what it was given, for a change each key whose value differs, as
 * 'before → after'. Unchanged keys are left out: an edit of the mobile lists the mobile, not the whole account.
 */
const changeFacts = (before: Json | null, after: Json | null): AuditFact[] => {
  const keys = inOrder(new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]), STATE_FIELDS);
  return keys.flatMap((key) => {
    const field = STATE_FIELDS[key] ?? { label: key, format: plain };
    const was = before === null ? undefined : field.format(before[key]);
    const is = after === null ? undefined : field.format(after[key]);
    if (was === undefined || is === undefined) {
      const only = is ?? was ?? EMPTY;
      return only === EMPTY ? [] : [{ label: field.label, value: only }];
    }
    return was === is ? [] : [{ label: field.label, value: `${was} → ${is}` }];
  });
};

/** Everything an entry recorded beyond who, what and when, each as a named, labelled value. */
export const auditFacts = (entry: Pick<TAuditEntry, 'action' | 'detail' | 'before' | 'after'>): AuditFact[] => [
  ...detailFacts(entry.action, entry.detail ?? {}),
  ...(entry.before === null && entry.after === null ? [] : changeFacts(entry.before, entry.after)),
];

/** The facts on one line, for the log's 详情 column. */
export const auditSummary = (entry: Pick<TAuditEntry, 'action' | 'detail' | 'before' | 'after'>): string => {
  const facts = auditFacts(entry);
  return facts.length === 0 ? EMPTY : facts.map((f) => `${f.label}：${f.value}`).join('；');
};

/** Who acted, with the role they acted with: '刘建国（审查员）'; a refused sign-in has nobody. */
export const auditActor = (entry: Pick<TAuditEntry, 'actorId' | 'actorName' | 'actorRole'>): string =>
  entry.actorId === null ? EMPTY : `${entry.actorName || `用户${entry.actorId}`}${entry.actorRole ? `（${role(entry.actorRole)}）` : ''}`;

/** What an entry acted on: a park system by its name, the log itself without the export's id. */
export const auditTarget = (entry: Pick<TAuditEntry, 'targetType' | 'targetId'>): string => {
  if (entry.targetType === null) return EMPTY;
  const label = AUDIT_TARGET_LABELS[entry.targetType];
  if (entry.targetType === 'park_system') return `${label} ${system(entry.targetId)}`;
  if (entry.targetType === 'audit_log' || entry.targetId === null) return label;
  return `${label} ${entry.targetId}`;
};
