import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { zId, zWireInt } from '../api/wire-values.ts';
import { DEPARTMENTS, NODES, STAFF_ROLES, type Department, type Node, type Role } from '../auth/roles.ts';
import { isCentreChief } from '../review/permission.ts';
import { CENTRE_DEPARTMENTS, jobLabel, jobOfNode, type Centre } from '../review/stages.ts';
import { MOBILE_PATTERN, MOBILE_MESSAGE } from '../validators/mobile.ts';

/**
 * 系统管理 (issue 13): staff accounts and company accounts, administered by whoever holds the `administration`
 * node. That node comes only with the admin role (admin acts with every node), so it is never granted by hand.
 */
export const ADMINISTRATION_NODE = 'administration' satisfies Node;

/** The jobs the centres use (the seed's staff and DESIGN section 3): a centre's 专员 is its chief. */
export const JOBS = ['专员', '审查员'] as const;
export type Job = (typeof JOBS)[number];

/** What an administrator may grant an examiner: every node but administration itself. */
export const GRANTABLE_NODES = NODES.filter((n) => n !== ADMINISTRATION_NODE);

/** The queues only a centre's chief works: granting one to anyone else would show a queue they may not act in. */
export const CHIEF_NODES: Readonly<Partial<Record<Node, ChiefCentre>>> = {
  'government/distribution': 'government',
  'statute/distribution': 'statute',
};

/** The centres that have a chief: the two that distribute their queue (review/permission.ts). */
const CHIEF_CENTRES = ['government', 'statute'] as const satisfies readonly Centre[];
type ChiefCentre = (typeof CHIEF_CENTRES)[number];

/** A node as an administrator picks it: its queue's one label, or the page it opens. */
export const nodeLabel = (node: Node): string => {
  const job = jobOfNode(node);
  if (job !== undefined) return jobLabel(job);
  return node === 'enterprises' ? '企业名录' : '系统管理';
};

/** The centre a department and job make a person chief of, or null; never set by hand (spec section 3). */
export const chiefCentreOf = (department: string | null, job: string | null): ChiefCentre | null => {
  const who = { department: department ?? '', job: job ?? '' };
  return CHIEF_CENTRES.find((c) => isCentreChief(c, who)) ?? null;
};

/** The chief label a list shows, e.g. 政务服务中心负责人. */
export const chiefLabelOf = (department: string | null, job: string | null): string | null => {
  const centre = chiefCentreOf(department, job);
  return centre === null ? null : `${CENTRE_DEPARTMENTS[centre]}负责人`;
};

/** A sign-in name: 3 to 32 letters, digits, _ . or -, starting with a letter (the bootstrap CLI's rule too). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

/** The longest search term of the account lists. */
export const KEYWORD_MAX = 50;

export const ADMINISTRATION_MESSAGES = {
  page: '页码应为正整数',
  size: '每页条数应为1至50的整数',
  keyword: `关键词不能超过${KEYWORD_MAX}个字符`,
  id: '请选择账号',
  username: '用户名应为3至32位字母、数字或 _ . -，并以字母开头',
  usernameTaken: '该用户名已被使用',
  realname: '请输入姓名（不超过30个字）',
  mobileTaken: '该手机号已被其他账号使用',
  department: '请选择正确的部门',
  job: '请选择正确的职务',
  jobWithoutDepartment: '选择职务前请先选择部门',
  roles: '请至少选择一个角色',
  role: '不支持的角色',
  node: '不支持的权限节点',
  chiefNode: (node: Node, centre: string) => `“${nodeLabel(node)}”只能授予${centre}负责人（${centre}专员）`,
  selfDisable: '不能停用自己的账号',
  selfAdmin: '不能取消自己的系统管理员角色',
  selfReset: '不能在此重置自己的密码，请通过“修改密码”修改',
  lastAdmin: '至少需要保留一名可用的系统管理员',
  notStaff: '该账号不是工作人员账号',
  noCompanyAccount: '该企业没有企业账号',
  created: '账号已创建，请将一次性密码告知本人',
  updated: '账号已保存，新的权限在其下一次操作时生效',
  reset: '密码已重置，请将一次性密码告知本人',
  disabled: '账号已停用，其登录已全部失效',
  enabled: '账号已启用',
  accountDisabled: '该账号已停用，请联系系统管理员',
} as const;

const M = ADMINISTRATION_MESSAGES;

const zListQuery = () =>
  z.object({
    page: zWireInt({ message: M.page, min: 1 }).default(1),
    size: zWireInt({ message: M.size, min: 1, max: 50 }).default(10),
    keyword: z.string({ error: M.keyword }).trim().max(KEYWORD_MAX, M.keyword).optional(),
  });

export const ZStaffListQuery = zListQuery();
export type TStaffListQuery = z.input<typeof ZStaffListQuery>;
export const ZCompanyListQuery = zListQuery();
export type TCompanyListQuery = z.input<typeof ZCompanyListQuery>;

export const ZStaffAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  mobile: z.string().nullable(),
  department: z.string().nullable(),
  job: z.string().nullable(),
  /** Derived from department and job (chiefLabelOf), shown, never edited. */
  chief: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES as [Role, ...Role[]])),
  nodes: z.array(z.string()),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;
export const ZStaffList = z.object({ total: z.number().int(), items: z.array(ZStaffAccount) });

/** What an administrator edits of a staff account; the chief follows from department and job. */
export const ZStaffFields = z.object({
  realname: z.string({ error: M.realname }).trim().min(1, M.realname).max(30, M.realname),
  /** Optional: '' clears it. */
  mobile: z
    .string({ error: MOBILE_MESSAGE })
    .trim()
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), MOBILE_MESSAGE)
    .default(''),
  department: z.enum(DEPARTMENTS, { error: M.department }).nullable().default(null),
  job: z.enum(JOBS, { error: M.job }).nullable().default(null),
  roles: z
    .array(z.enum(STAFF_ROLES as [Role, ...Role[]], { error: M.role }), { error: M.roles })
    .min(1, M.roles)
    .transform((roles) => [...new Set(roles)]),
  nodes: z
    .array(z.enum(GRANTABLE_NODES as [Node, ...Node[]], { error: M.node }), { error: M.node })
    .max(GRANTABLE_NODES.length)
    .default([])
    .transform((nodes) => [...new Set(nodes)]),
});

type StaffShape = { department: Department | null; job: Job | null; nodes: Node[] };

/** The problems of a department, job and nodes together: a job needs a department, a chief's queue its chief. */
export const staffProblems = (fields: StaffShape): { path: keyof StaffShape; message: string }[] => {
  const problems: { path: keyof StaffShape; message: string }[] = [];
  if (fields.job !== null && fields.department === null) problems.push({ path: 'job', message: M.jobWithoutDepartment });
  const centre = chiefCentreOf(fields.department, fields.job);
  for (const node of fields.nodes) {
    const needs = CHIEF_NODES[node];
    if (needs !== undefined && needs !== centre) problems.push({ path: 'nodes', message: M.chiefNode(node, CENTRE_DEPARTMENTS[needs]) });
  }
  return problems;
};

const checkStaff = (fields: StaffShape, ctx: z.RefinementCtx) => {
  for (const p of staffProblems(fields)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
};

export const zUsername = () => z.string({ error: M.username }).trim().regex(USERNAME_PATTERN, M.username);

export const ZCreateStaffRequest = ZStaffFields.extend({ username: zUsername() }).superRefine(checkStaff);
export type TCreateStaffRequest = z.input<typeof ZCreateStaffRequest>;

export const ZUpdateStaffRequest = ZStaffFields.extend({ id: zId(M.id) }).superRefine(checkStaff);
export type TUpdateStaffRequest = z.input<typeof ZUpdateStaffRequest>;

export const ZAccountIdRequest = z.object({ id: zId(M.id) });

/** A password handed out once: shown to the administrator in this reply and never again. */
export const ZOneTimePassword = z.object({ password: z.string() });

export const ZCompanyAgent = z.object({ id: z.number().int(), realname: z.string(), mobile: z.string().nullable() });

/** An enterprise with a company account (its credit-code and legal-mobile sign-in), by enterprise id. */
export const ZCompanyAccount = z.object({
  id: z.number().int(),
  unicodes: z.string(),
  name: z.string(),
  creditCode: z.string().nullable(),
  legalPerson: z.string(),
  legalMobile: z.string().nullable(),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** The people linked to the enterprise who act for it besides the company account. */
  agents: z.array(ZCompanyAgent),
});
export type TCompanyAccount = z.infer<typeof ZCompanyAccount>;
export const ZCompanyList = z.object({ total: z.number().int(), items: z.array(ZCompanyAccount) });

const tag = 'administration';
const post = <I extends z.ZodType, R extends z.ZodType>(path: string, summary: string, input: I, reply: R) =>
  defineCall({ method: 'POST', path: `/administration/${path}`, tag, summary, input, reply: envelope(reply) });

/** /administration: staff and company accounts (issue 13, 系统管理). Every call needs the administration node. */
export const ADMINISTRATION_CALLS = {
  listStaff: defineCall({ method: 'GET', path: '/administration/staff/list', tag, summary: '工作人员账号列表', input: ZStaffListQuery, reply: envelope(ZStaffList) }),
  createStaff: post('staff/create', '新建工作人员账号（返回一次性密码）', ZCreateStaffRequest, z.object({ account: ZStaffAccount, password: z.string() })),
  updateStaff: post('staff/update', '修改工作人员账号', ZUpdateStaffRequest, ZStaffAccount),
  resetStaffPassword: post('staff/resetPassword', '重置工作人员密码（返回一次性密码）', ZAccountIdRequest, ZOneTimePassword),
  disableStaff: post('staff/disable', '停用工作人员账号', ZAccountIdRequest, ZStaffAccount),
  enableStaff: post('staff/enable', '启用工作人员账号', ZAccountIdRequest, ZStaffAccount),
  listCompanies: defineCall({
    method: 'GET',
    path: '/administration/companies/list',
    tag,
    summary: '企业账号列表',
    input: ZCompanyListQuery,
    reply: envelope(ZCompanyList),
  }),
  resetCompanyPassword: post('companies/resetPassword', '重置企业账号密码（返回一次性密码）', ZAccountIdRequest, ZOneTimePassword),
  disableCompany: post('companies/disable', '停用企业账号', ZAccountIdRequest, ZCompanyAccount),
  enableCompany: post('companies/enable', '启用企业账号', ZAccountIdRequest, ZCompanyAccount),
};
