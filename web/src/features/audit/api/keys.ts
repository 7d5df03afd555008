import type { TAuditSearch } from '@ftown/domain/audit/audit.schemas';

/** Query keys of the audit feature (审计日志). */
export const auditKeys = {
  all: ['audit'] as const,
  search: (query: TAuditSearch) => [...auditKeys.all, 'search', query] as const,
};
