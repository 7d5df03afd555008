import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-log.ts';
import { AppError } from '../app-error.ts';
import type { DB } from '../db/schema.ts';

/**
 * Audits a refused sign-in, whichever way it came (password or SMS code, QR code, hand-off): what was tried, and the
 * refusal as the person read it ('error' for a failure the server did not name). Never the secret that was tried.
 */
export const auditRefusedSignIn = (db: Kysely<DB>, at: Date, tried: Record<string, unknown>, error: unknown) =>
  recordAudit(db, { action: 'sign_in_failed', at, actor: null, detail: { ...tried, reason: error instanceof AppError ? error.message : 'error' } });
