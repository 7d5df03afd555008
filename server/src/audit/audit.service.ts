import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_CSV_HEADERS,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_TARGET_LABELS,
  type TAuditEntry,
  type TAuditFilter,
  type TAuditPage,
  type TAuditSearch,
} from '@ftown/domain/audit/audit.schemas';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { type AuditActor, recordAudit } from './audit-log.ts';
import { type AuditRow, deleteAuditRowsBefore, findAuditRows } from './audit.repository.ts';

/** Rows read per query while an export streams: one query's worth held in memory at a time. */
const EXPORT_BATCH = 500;

const toEntry = (row: AuditRow): TAuditEntry => ({ ...row, at: row.at.toISOString() });

/**
 * A CSV field: quoted when it must be, and a leading = + - @ (or tab, CR) defused with a quote mark, so a
 * spreadsheet opening the file never runs a value someone typed into a sign-in form as a formula.
 */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const jsonText = (value: Record<string, unknown> | null) => (value === null ? '' : JSON.stringify(value));

const csvLine = (row: AuditRow) =>
  [
    String(row.id),
    formatDateTime(row.at),
    row.actorId === null ? '' : String(row.actorId),
    row.actorName,
    row.actorRole ?? '',
    AUDIT_ACTION_LABELS[row.action],
    row.targetType === null ? '' : AUDIT_TARGET_LABELS[row.targetType],
    row.targetId ?? '',
    row.clientIp ?? '',
    row.userAgent ?? '',
    row.requestId ?? '',
    row.flowRecordId === null ? '' : String(row.flowRecordId),
    jsonText(row.detail),
    jsonText(row.before),
    jsonText(row.after),
  ]
    .map(csvField)
    .join(',') + '\r\n';

export type AuditService = ReturnType<typeof createAuditService>;

/** The administrator's reading of the audit log: a paged search and a streamed CSV export. */
export const createAuditService = ({ db, clock }: { db: Kysely<DB>; clock: Clock }) => {
  const search = async (query: TAuditSearch): Promise<TAuditPage> => {
    const rows = await findAuditRows(db, query, { before: query.before, limit: query.size + 1 });
    const items = rows.slice(0, query.size);
    return { items: items.map(toEntry), next: rows.length > query.size ? (items.at(-1)?.id ?? null) : null };
  };

  /** Batches of rows under the filter, newest first, read by id so a row written meanwhile never shifts a page. */
  async function* csvChunks(filter: TAuditFilter): AsyncGenerator<string> {
    // A byte order mark, so Excel reads the Chinese headers as UTF-8.
    yield `\uFEFF${AUDIT_CSV_HEADERS.join(',')}\r\n`;
    let before: number | undefined;
    for (let sent = 0; sent < AUDIT_EXPORT_MAX_ROWS; ) {
      const rows = await findAuditRows(db, filter, { before, limit: Math.min(EXPORT_BATCH, AUDIT_EXPORT_MAX_ROWS - sent) });
      if (rows.length === 0) return;
      yield rows.map(csvLine).join('');
      sent += rows.length;
      before = rows.at(-1)?.id;
    }
  }

  /** The export is itself audited (who took a copy of the log, under which filter) before the first byte goes. */
  const exportCsv = async (actor: AuditActor, filter: TAuditFilter) => {
    const now = clock.now();
    await recordAudit(db, { action: 'audit_export', at: now, actor, target: { type: 'audit_log', id: 'csv' }, detail: { filter } });
    return {
      name: `审计日志-${formatDateTime(now, 'YYYYMMDDHHmmss')}.csv`,
      mime: 'text/csv; charset=utf-8',
      body: Readable.from(csvChunks(filter), { objectMode: false }),
    };
  };

  return { search, exportCsv };
};

/** Deletes audit rows older than the retention (AUDIT_RETENTION_DAYS); run by the maintenance job. */
export const deleteExpiredAuditRows = (db: Kysely<DB>, now: Date, retentionDays: number): Promise<number> =>
  deleteAuditRowsBefore(db, new Date(now.getTime() - retentionDays * 24 * 60 * 60_000));
