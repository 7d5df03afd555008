import type { Kysely } from 'kysely';
import { STREAM_TICKET_SECONDS, type TStreamTicket } from '@ftown/domain/live/live.schemas';
import { AppError } from '../app-error.ts';
import { hashToken, newToken, TOKEN_PATTERN } from '../auth/secrets.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';

const BAD_TICKET = '事件流凭证无效或已使用，请重新获取';

/**
 * Single-use tickets that open an event stream in place of the session token (see migration 0015). Issuing
 * also sweeps expired tickets, so the table holds about one minute of them without a job of its own.
 */
export const createStreamTickets = ({ db, clock }: { db: Kysely<DB>; clock: Clock }) => ({
  async issue(sessionId: number): Promise<TStreamTicket> {
    const now = clock.now();
    const ticket = newToken();
    await db.deleteFrom('streamTickets').where('expiresAt', '<=', now).execute();
    await db
      .insertInto('streamTickets')
      .values({
        ticketHash: hashToken(ticket),
        sessionId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STREAM_TICKET_SECONDS * 1000),
      })
      .execute();
    return { ticket, expiresIn: STREAM_TICKET_SECONDS };
  },

  /**
   * Takes the ticket (one delete: of two callers presenting it at once, one gets the row) and returns the token
   * hash of its session, which the session store then checks as for any request (revoked, expired, idle).
   */
  async take(ticket: string): Promise<string> {
    if (!TOKEN_PATTERN.test(ticket)) throw new AppError('badToken', BAD_TICKET);
    const row = await db
      .deleteFrom('streamTickets')
      .using('sessions')
      .whereRef('sessions.id', '=', 'streamTickets.sessionId')
      .where('streamTickets.ticketHash', '=', hashToken(ticket))
      .returning(['sessions.tokenHash', 'streamTickets.expiresAt'])
      .executeTakeFirst();
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('badToken', BAD_TICKET);
    return row.tokenHash;
  },
});

export type StreamTickets = ReturnType<typeof createStreamTickets>;
