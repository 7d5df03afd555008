import type { Transaction } from 'kysely';
import { PRESENCE_MESSAGES, PRESENCE_TTL_MS } from '@ftown/domain/review/presence';
import { AppError } from '../app-error.ts';
import type { DB } from '../db/schema.ts';
import * as repo from './presence.repository.ts';

/** The first instant a claim confirmed at or before it has lapsed by `now` (domain PRESENCE_TTL_MS). */
export const cutoffOf = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_MS);

/**
 * A decision (pass, return, refuse) in its transaction: refused with 409 while someone else holds a fresh claim of
 * the visit (they may be about to decide otherwise; take it over first), else it ends the visit's claim, whoever
 * held it. The claim row stays locked until the decision commits, so a takeover and a decision never cross: the
 * later one sees the earlier. A decision without any claim (an older client, a script) goes through as before.
 */
export const takeDecision = async (trx: Transaction<DB>, applyId: number, userId: number, now: Date): Promise<void> => {
  const row = await repo.lockClaim(trx, applyId);
  if (row === undefined) return;
  const [holder] = await repo.findHolders(trx, [applyId], cutoffOf(now));
  if (holder !== undefined && holder.holderId !== userId) throw new AppError('conflict', PRESENCE_MESSAGES.heldByOther(holder.realname));
  await repo.deleteClaim(trx, applyId);
};
