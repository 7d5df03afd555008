import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../app-error.ts';
import type { DB } from '../db/schema.ts';
import { isStaff } from './actors.ts';
import type { AuthUser } from './session-store.ts';

export type Access = 'read' | 'write';

type Executor = Kysely<DB> | Transaction<DB>;

/** An enterprise by its portal code, with whether this user acts for it. */
const findEnterpriseForUser = (db: Executor, unicodes: string, userId: number) =>
  db
    .selectFrom('enterprises as e')
    .select((eb) => [
      'e.id',
      'e.unicodes',
      'e.name',
      'e.creditCode',
      'e.taxFinish',
      'e.createdAt',
      'e.status',
      'e.settledAt',
      eb
        .exists(
          eb
            .selectFrom('userEnterprises as ue')
            .select('ue.userId')
            .whereRef('ue.enterpriseId', '=', 'e.id')
            .where('ue.userId', '=', userId),
        )
        .as('linked'),
    ])
    .where('e.unicodes', '=', unicodes)
    .executeTakeFirst();

/**
 * The enterprise `unicodes` names, as the caller may use it. Its own users may read and write; staff may
 * read any; anyone else is told it does not exist (404), so codes of other enterprises cannot be probed.
 * Read from the database, not the cached session, so a link removed a moment ago no longer counts.
 */
export const enterpriseFor = async (
  db: Executor,
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
