import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  APPLY_EVENT,
  LIVE_CHANNELS,
  LIVE_STREAMS,
  PRESENCE_EVENT,
  ZAppliesSignal,
  ZMessagesSignal,
  ZPresenceEvent,
  type LiveStream,
  type TAppliesSignal,
  type TApplyEvent,
  type TLiteMsgEvent,
  type TPresenceEvent,
  type TWarnedEvent,
} from '@ftown/domain/live/live.schemas';
import { indexTallies, noticesOf } from '@ftown/domain/live/notices';
import { actorOf, isStaff } from '../auth/actors.ts';
import type { AuthUser, SessionStore } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { Notify } from '../plugins/notify.ts';
import { nextOverdueAt, queueTallies } from '../workflow/applies.repository.ts';
import { createDueTimer } from '../workflow/due-timer.ts';
import { createBatcher } from './batcher.ts';
import * as repo from './live.repository.ts';
import { type OpenStream, StreamRegistry } from './stream-registry.ts';

/** A burst of queue changes (a chief distributing ten applications) costs one count, at most this late. */
const NOTICE_COALESCE_MS = 50;
/** Generous for one browser sharing its streams across tabs (issue 7), small against a process's sockets. */
export const MAX_STREAMS_PER_USER = 16;
/** Events are tens of bytes; a client this far behind is not reading. */
const MAX_BUFFERED_BYTES = 64 * 1024;

export type LiveServiceDeps = {
  db: Kysely<DB>;
  notify: Notify;
  sessions: SessionStore;
  clock: Clock;
  log: FastifyBaseLogger;
  heartbeatMs: number;
};

export type LiveService = ReturnType<typeof createLiveService>;

/** Recompute for every notice stream, or only for streams that just opened. */
const EVERY_STREAM = 'every';
type NoticeKey = OpenStream | typeof EVERY_STREAM;
type ApplyChange = TAppliesSignal['applies'][number];

/**
 * The live side of messages and review (issue 7) in one process: the streams it holds, the two notification
 * channels it listens to, and the session evictions that end streams. A notification costs one query for all
 * the streams it concerns, never one per stream.
 */
export const createLiveService = ({ db, notify, sessions, clock, log, heartbeatMs }: LiveServiceDeps) => {
  const registry = new StreamRegistry({ maxPerUser: MAX_STREAMS_PER_USER, maxBufferedBytes: MAX_BUFFERED_BYTES });

  /** Keys: a receiver (a signal: every stream of theirs) or a stream that just opened (that stream only). */
  const pushTotals = async (keys: ReadonlySet<number | OpenStream>) => {
    const signalled = new Set<number>();
    const opened: OpenStream[] = [];
    for (const key of keys) {
      if (typeof key === 'number') {
        if (registry.holdsMessages(key)) signalled.add(key);
      } else if (registry.isOpen(key) && !keys.has(key.user.id)) {
        opened.push(key);
      }
    }
    const uids = new Set([...signalled, ...opened.map((s) => s.user.id)]);
    if (uids.size === 0) return;
    const totals = await repo.unreadTotals(db, [...uids]);
    const send = (stream: OpenStream) => {
      const event: TLiteMsgEvent = { uid: stream.user.id, total: totals.get(stream.user.id) ?? 0 };
      registry.send(stream, LIVE_STREAMS.messages.event, JSON.stringify(event));
    };
    for (const uid of signalled) for (const stream of registry.messageStreams(uid)) send(stream);
    for (const stream of opened) send(stream);
  };

  const pushNotices = async (keys: ReadonlySet<NoticeKey>) => {
    const targets = keys.has(EVERY_STREAM)
      ? [...registry.noticeStreams()]
      : [...keys].filter((k): k is OpenStream => k !== EVERY_STREAM && registry.isOpen(k));
    if (targets.length === 0) return;
    const tallies = indexTallies(await queueTallies(db, clock.now()));
    // Streams of one session (its tabs) share the same list.
    const bySession = new Map<number, string>();
    for (const stream of targets) {
      const { sessionId } = stream.user;
      let data = bySession.get(sessionId);
      if (data === undefined) {
        const notices: TWarnedEvent = noticesOf(tallies, actorOf(stream.user));
        data = JSON.stringify(notices);
        bySession.set(sessionId, data);
      }
      if (data === stream.lastNotices) continue;
      stream.lastNotices = data;
      registry.send(stream, LIVE_STREAMS.notices.event, data);
    }
    await watchOverdue();
  };

  /** Overdue counts change with time alone, when a clock passes its limit: the notices are recomputed then. */
  const overdueTimer = createDueTimer(() => notices.add([EVERY_STREAM], 0));
  const watchOverdue = async () => {
    overdueTimer.stop();
    if ([...registry.noticeStreams()].length === 0) return;
    const now = clock.now();
    overdueTimer.plan(await nextOverdueAt(db, now), now);
  };

  /** The users holding message streams here, staff and others apart. */
  const messageHolders = () => {
    const staff: number[] = [];
    const others: number[] = [];
    for (const uid of registry.users()) {
      const first = registry.messageStreams(uid).next();
      if (first.done) continue;
      (isStaff(first.value.user) ? staff : others).push(uid);
    }
    return { staff, others };
  };

  /**
   * Each change goes to the message streams of every staff user here (staff may open any submitted application)
   * and of the users acting for its enterprise, found for all changes of the batch in one query, and only among
   * the users holding streams here. Changes arrive in commit order and batches run one at a time, so a screen never
   * hears an older state after a newer one.
   */
  const pushApplyChanges = async (changes: ReadonlySet<ApplyChange>) => {
    const { staff, others } = messageHolders();
    if (staff.length === 0 && others.length === 0) return;
    const enterpriseIds = [...new Set([...changes].map((c) => c.enterpriseId))];
    const acting = others.length === 0 ? [] : await repo.actingUsers(db, enterpriseIds, others);
    const usersOf = new Map<number, number[]>();
    for (const { enterpriseId, userId } of acting) usersOf.set(enterpriseId, [...(usersOf.get(enterpriseId) ?? []), userId]);
    for (const { enterpriseId, ...change } of changes) {
      const data = JSON.stringify(change satisfies TApplyEvent);
      for (const uid of [...staff, ...(usersOf.get(enterpriseId) ?? [])])
        for (const stream of registry.messageStreams(uid)) registry.send(stream, APPLY_EVENT, data);
    }
  };

  /**
   * Who examines an application changed: every staff stream here is told (any staff member may have it open or in a
   * queue page), nobody else. No query: the event carries ids only and the screens read names through the calls.
   */
  const pushPresence = (event: TPresenceEvent) => {
    const data = JSON.stringify(event);
    for (const uid of messageHolders().staff) for (const stream of registry.messageStreams(uid)) registry.send(stream, PRESENCE_EVENT, data);
  };

  const messages = createBatcher(pushTotals, (err) => log.error({ err }, 'could not push unread totals'));
  const notices = createBatcher(pushNotices, (err) => log.error({ err }, 'could not push notices'));
  const applies = createBatcher(pushApplyChanges, (err) => log.error({ err }, 'could not push application changes'));
  const stops: (() => unknown)[] = [];

  return {
    /** Event streams open in this process. */
    openStreams: () => registry.size,
    /** Listens to the channels and to session evictions; until then streams would only get their first state. */
    async start() {
      stops.push(
        await notify.subscribe(LIVE_CHANNELS.messages, (payload) => {
          const signal = ZMessagesSignal.safeParse(payload);
          if (!signal.success) {
            log.warn({ payload }, 'ignored a malformed unread-total signal');
            return;
          }
          messages.add(signal.data.uids.filter((uid) => registry.holdsMessages(uid)), 0);
        }),
        await notify.subscribe(LIVE_CHANNELS.notices, () => notices.add([EVERY_STREAM], NOTICE_COALESCE_MS)),
        await notify.subscribe(LIVE_CHANNELS.applies, (payload) => {
          const signal = ZAppliesSignal.safeParse(payload);
          if (!signal.success) {
            log.warn({ payload }, 'ignored a malformed application-change signal');
            return;
          }
          applies.add(signal.data.applies, 0);
        }),
        await notify.subscribe(LIVE_CHANNELS.presence, (payload) => {
          const event = ZPresenceEvent.safeParse(payload);
          if (event.success) pushPresence(event.data);
          else log.warn({ payload }, 'ignored a malformed presence signal');
        }),
        // Signals sent while the listening connection was down are lost: every stream gets its state again.
        notify.onDelivery((delivering) => {
          if (!delivering) return;
          messages.add([...registry.users()].filter((uid) => registry.holdsMessages(uid)), 0);
          notices.add([EVERY_STREAM], 0);
        }),
        sessions.onEvict((eviction) =>
          registry.closeWhere(
            'sessionIds' in eviction ? (s) => eviction.sessionIds.has(s.user.sessionId) : (s) => eviction.userIds.has(s.user.id),
          ),
        ),
      );
      const heartbeat = setInterval(() => registry.heartbeat(clock.now().getTime()), heartbeatMs);
      stops.push(() => clearInterval(heartbeat));
    },

    /** Ends every stream (the server cannot close while they are open) and stops listening. */
    async stop() {
      registry.closeAll();
      overdueTimer.stop();
      for (const stop of stops.splice(0)) await stop();
      await Promise.all([messages.stop(), notices.stop(), applies.stop()]);
    },

    /**
     * Holds a new stream and sends its current state at once: a reconnecting client gets the totals it missed.
     * The first state goes through the same batches as the updates, so an older count never overtakes a newer one.
     */
    open(kind: LiveStream, user: AuthUser, expiresAt: Date, res: ServerResponse) {
      const stream = registry.open(kind, user, expiresAt, res);
      if (kind === 'messages') messages.add([stream], 0);
      else notices.add([stream], 0);
    },

    /** selectAllNotices: the caller's notice list on request, for clients without event streams. */
    async notices(user: AuthUser): Promise<TWarnedEvent> {
      return noticesOf(indexTallies(await queueTallies(db, clock.now())), actorOf(user));
    },
  };
};
