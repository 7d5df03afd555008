import { AUDIT_CALLS, type TAuditFilter } from '@ftown/domain/audit/audit.schemas';
import { downloadFile } from '@/components/file-download';

/** GET /audit/export: the log under the page's filter as a CSV file, named by the server. */
export const exportAuditLog = (filter: TAuditFilter) =>
  downloadFile(AUDIT_CALLS.export.path, {
    params: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])),
    fallbackName: '审计日志.csv',
  });
