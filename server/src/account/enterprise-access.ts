import type { Kysely, Transaction } from 'kysely';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { AppError } from '../app-error.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { DB } from '../db/schema.ts';
import { findEnterpriseForUser } from './account.repository.ts';

export type Access = 'read' | 'write';

export const isStaff = (user: AuthUser): boolean => user.roles.some((r) => STAFF_ROLES.includes(r));

/**
 * The enterprise `unicodes` names, as the caller may use it. Its own users may read and write; staff may
 * read any; anyone else is told it does not exist (404), so codes of other enterprises cannot be probed.
 * Read from the database, not the cached session, so a link removed a moment ago no longer counts.
 */
export const enterpriseFor = async (
  db: Kysely<DB> | Transaction<DB>,
  user: AuthUser,
  unicodes: string,
  access: Access,
  staffWriteMessage?: string,
) => {
  const enterprise = await findEnterpriseForUser(db, unicodes, user.id);
  if (!enterprise) throw new AppError('notFound');
  if (enterprise.linked) return enterprise;
  if (!isStaff(user)) throw new AppError('notFound');
  if (access === 'write') throw new AppError('forbidden', staffWriteMessage);
  return enterprise;
};
