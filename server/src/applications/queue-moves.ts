import { z } from 'zod';
import type { QueueFilter } from '@ftown/domain/review/queues';
import { ASSIGNEE_COLUMNS } from '@ftown/domain/review/review-state';
import { type QueueKey, type QueueOrder, type QueuePlace, queueKey } from '../workflow/applies.repository.ts';

/**
 * What a change did to the queues, application by application (the `moves` of migration 0037), and what that
 * means for a page or a total the list cache holds: a pass at the approval stage takes one application out of
 * the approval queue; the queue's first page is untouched unless that application was on it or before it.
 */
const ZSide = z
  .tuple([
    z.number().int(),
    z.string().nullable(),
    z.number().int().nullable(),
    z.number().int().nullable(),
    z.number().int().nullable(),
    z.number().int().nullable(),
    z.number().int().nullable(),
  ])
  .nullable()
  .transform((side) => {
    if (side === null) return null;
    const [status, stage, govExaminerId, statuteExaminerId, submittedMs, overdueMs, remainingS] = side;
    return { status, stage, govExaminerId, statuteExaminerId, submittedMs, overdueMs, remainingS };
  });
export const ZMove = z.tuple([z.number().int(), ZSide, ZSide]).transform(([id, before, after]) => ({ id, before, after }));
type Move = z.infer<typeof ZMove>;
type Side = NonNullable<Move['before']>;

/** The moves of one committed transaction. */
export type Moved = { xid: string; moves: readonly Move[] };

/** What a queue page selects: a whole queue (no search, no clock level), in one order, from offset for limit rows. */
export type QueueShape = { filter: Pick<QueueFilter, 'status' | 'stage' | 'assignee'>; order: QueueOrder; offset: number; limit: number };

/** A page as held: the snapshot its rows were read in (null: unknown), the key of its last row, whether it is full. */
export type HeldPage = { snapshot: string | null; last: QueueKey | null; full: boolean };

/**
 * Whether a transaction's work is visible in a snapshot (`xmin:xmax:xip,…` of pg_current_snapshot): finished
 * before xmin, or before xmax and not in progress. A notification comes only from a committed transaction.
 */
const seenIn = (snapshot: string | null, xid: string) => {
  if (snapshot === null) return false;
  const [xmin = '0', xmax = '0', running = ''] = snapshot.split(':');
  const x = BigInt(xid);
  if (x < BigInt(xmin)) return true;
  return x < BigInt(xmax) && !running.split(',').includes(xid);
};

const inQueue = (filter: QueueShape['filter'], side: Side | null): side is Side =>
  side !== null &&
  side.status === filter.status &&
  (filter.stage === null || side.stage === filter.stage) &&
  (filter.assignee === null || side[ASSIGNEE_COLUMNS[filter.assignee.centre]] === filter.assignee.uid);

/**
 * Whether key `a` sorts after key `b`: null is last, and the first component is an instant in ms on both
 * sides but rounded differently (the database's microseconds), so within 1 ms the order is unknown (false).
 */
const after = (a: QueueKey, b: QueueKey) => {
  for (const [i, x] of a.entries()) {
    const y = b[i] ?? null;
    if (x === null || y === null) {
      if (x === y) continue;
      return x === null;
    }
    if (i === 0 && Math.abs(x - y) <= 1) return false;
    if (x !== y) return x > y;
  }
  return false;
};

const placeOf = (id: number, side: Side): QueuePlace => ({ id, submittedMs: side.submittedMs, overdueMs: side.overdueMs, remainingS: side.remainingS });

/**
 * Whether a page is still right after a change: the change was in its snapshot already, or every place the
 * change had or has in the page's queue sorts after the page's last row and the page is full (so nothing
 * left it, entered it or shifted it).
 */
export const pageStands = (shape: QueueShape, page: HeldPage, moved: Moved) =>
  seenIn(page.snapshot, moved.xid) ||
  moved.moves.every(({ id, before, after: now }) =>
    [before, now].every(
      (side) =>
        !inQueue(shape.filter, side) || (page.full && page.last !== null && after(queueKey(shape.order, placeOf(id, side)), page.last)),
    ),
  );

/** How a change moves a queue's total counted in `snapshot`: nothing if the count saw it, else arrivals less departures. */
export const totalDelta = (filter: QueueShape['filter'], snapshot: string, moved: Moved) =>
  seenIn(snapshot, moved.xid)
    ? 0
    : moved.moves.reduce((sum, { before, after: now }) => sum + Number(inQueue(filter, now)) - Number(inQueue(filter, before)), 0);
