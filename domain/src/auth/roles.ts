export const ROLES = ['editor', 'examiner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['admin', 'examiner'];

/**
 * Node paths: the staff pages a user may open and act on (the queues, and the register of enterprises). Each is
 * the route path of its page without the leading slash and the trailing /index, so the menu and the server read
 * the same list.
 */
export const NODES = [
  'examine',
  'government/distribution',
  'government/early',
  'government/review',
  'statute/distribution',
  'statute/early',
  'statute/review',
  'risk',
  'address',
  'approval',
  'approval/report',
  'industry/index',
  'industry/enroll',
  'industry/send',
  'industry/postback',
  'industry/license',
  'rejection',
  'nopassed',
  /** Not a queue: the park's register of enterprises (企业名录, /enterprises/index). */
  'enterprises',
  /** Not a queue: 系统管理 (staff and company accounts); it comes with the admin role and is never granted alone. */
  'administration',
  /** Not a queue: the security audit log (审计日志, /administration/audit); only admin holds it. */
  'audit',
  /** Not a queue: every overdue application across the stages (超期列表, /overdue/index). */
  'overdue',
  /** Not a queue: the stage limits and the working-day calendar (系统管理 › 审批时限, /time-limits/index). */
  'time-limits',
] as const;
export type Node = (typeof NODES)[number];

export const DEPARTMENTS = ['政务服务中心', '法律合规中心', '风控委员会', '招商服务部'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** The chief of the service center distributes its queue (spec section 3). */
export const isChief = (department: string, job: string): boolean => department === '政务服务中心' && job === '专员';
