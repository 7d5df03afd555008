import type { Kysely } from 'kysely';
import { USERNAME_PATTERN } from '@ftown/domain/administration/administration.schemas';
import { NODES } from '@ftown/domain/auth/roles';
import { lockKey } from '../auth/auth.repository.ts';
import { hashSecret } from '../auth/secrets.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { oneTimePassword } from './one-time-password.ts';

export class AdministratorExistsError extends Error {}

/**
 * An administrator with every node, signed in for the first time with a one-time password that must be
 * changed before anything else (the guard refuses every other call). How a production installation gets
 * its first account: production never seeds one.
 */
export const createAdministrator = async (
  db: Kysely<DB>,
  clock: Clock,
  request: { username: string; realname: string },
): Promise<{ id: number; password: string }> => {
  if (!USERNAME_PATTERN.test(request.username)) {
    throw new AdministratorExistsError('the username must be 3 to 32 letters, digits, _ . or -, starting with a letter');
  }
  const password = oneTimePassword([request.username]);
  const passwordHash = await hashSecret(password);
  const id = await db.transaction().execute(async (trx) => {
    await lockKey(trx, `user:${request.username}`);
    const taken = await trx.selectFrom('users').select('id').where('username', '=', request.username).executeTakeFirst();
    if (taken) throw new AdministratorExistsError(`the username ${request.username} is taken`);
    const user = await trx
      .insertInto('users')
      .values({ username: request.username, realname: request.realname, passwordHash, mustChangePassword: true, createdAt: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('userRoles').values({ userId: user.id, role: 'admin' }).execute();
    await trx.insertInto('userNodes').values(NODES.map((node) => ({ userId: user.id, node }))).execute();
    return user.id;
  });
  return { id, password };
};
