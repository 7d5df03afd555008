/**
 * Where an enterprise stands in the park's register. An enterprise is `applying` from its first application
 * until one reaches 已入驻; it is then `settled`, and reporting (tax registration, quarterly data) opens for it.
 */
export const ENTERPRISE_STATUSES = ['applying', 'settled'] as const;
export type EnterpriseStatus = (typeof ENTERPRISE_STATUSES)[number];

export const ENTERPRISE_STATUS_LABELS: Record<EnterpriseStatus, string> = {
  applying: '申请中',
  settled: '已入驻',
};
