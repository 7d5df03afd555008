import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_CALLS, type TAuditSearch } from '@ftown/domain/audit/audit.schemas';
import { callApi } from '@/lib/call-api';
import { auditKeys } from './keys';

/** GET /audit/search: one page of the audit log under the filter, newest first. */
const searchAuditLog = (query: TAuditSearch, signal?: AbortSignal) => callApi(AUDIT_CALLS.search, query, { signal });

export const useAuditLog = (query: TAuditSearch) =>
  useQuery({ queryKey: auditKeys.search(query), queryFn: ({ signal }) => searchAuditLog(query, signal), placeholderData: keepPreviousData });
