import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { LIVE_CHANNELS, LIVE_STREAMS, ZLiteMsgEvent, type TMessagesSignal } from '@ftown/domain/live/live.schemas';
import { LITEMSG_CALLS, LITEMSG_OK_CODE } from '@ftown/domain/messages/messages.schemas';
import { hashToken, newToken } from '@ftown/server/src/auth/secrets.ts';
import { onFilledPortal, type Sql } from '../lib/bulk.ts';
import { API, type Db, type Running } from '../lib/portal-process.ts';
import { openSse, type SseStream } from '../lib/sse.ts';
import { round1, spread, type Spread } from '../lib/stats.ts';

/** Concurrent streams on one server process, one user each (a user's streams are capped at 16). */
const STREAMS = 2_000;
/** Streams being opened at once: enough to keep the server busy, few enough not to overflow its accept backlog. */
const OPEN_CONCURRENCY = 200;
const FIRST_EVENT_TIMEOUT_MS = 30_000;
/** Each round commits PACED events one every 1000/RATE ms, then BURST events at once: 500 in all. */
const ROUNDS = 5;
const PACED = 80;
const BURST = 20;
const RATE_PER_SECOND = 50;
/** An event not on its stream this long after its commit returned counts as lost. */
const LOST_AFTER_MS = 5_000;
/** The issue's goal: p95 from commit to event under 200 ms with 2,000 streams. */
const GOAL_P95_MS = 200;
const SAMPLES_KEPT = 5;


/** A bench user: its session token, its unread total when the stream opens and after its one event. */
type BenchUser = { uid: number; token: string; messageId: number | null; initial: number; after: number };

/** Commits one change of the user's unread total; resolves once the commit has returned to the writer. */
type Writer = { measuredFrom: string; write: (user: BenchUser) => Promise<void>; close: () => Promise<void> };

type Memory = { rssMiB: number; peakRssMiB: number };

export type LiveDbResult = {
  streams: {
    wanted: number;
    opened: number;
    openErrors: number;
    /** The streams that ended while the bench still held them. */
    dropped: number;
    openSeconds: number;
    /** From the request to its first liteMsgSE (the total at connect). */
    connectMs: Spread;
  };
  memory: { beforeStreams: Memory; afterStreams: Memory; afterEvents: Memory; perStreamKiB: number };
  events: {
    measuredFrom: string;
    committed: number;
    sendSeconds: number;
    delivered: number;
    lost: number;
    /** liteMsgSE with another uid or a total other than the one expected. */
    mismatches: number;
    writeErrors: number;
    /** Events read before the writer saw its COMMIT return (counted as 0 ms). */
    beforeCommitReturned: number;
    latencyMs: Spread;
    /** The same, split: events committed alone at the steady rate, and those committed BURST at once. */
    pacedMs: Spread;
    burstMs: Spread;
  };
  /** The machine's 1-minute load average as the events started: the bench shares the cores it measures. */
  load1m: number;
  errorSamples: string[];
  goal: { p95UnderMs: number; met: boolean };
};
export type LiveResult = Partial<Record<Db, LiveDbResult>>;

const memoryOf = (pid: number): Memory => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (field: string) => {
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    if (kib === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
    return round1(Number(kib) / 1024);
  };
  return { rssMiB: mib('VmRSS'), peakRssMiB: mib('VmHWM') };
};

/**
 * STREAMS users with a session each, written as the sign-in writes them (the table keeps the token's hash),
 * and, when asked, one unread message each.
 */
const prepare = async (sql: Sql, withMessage: boolean): Promise<BenchUser[]> => {
  const rows = await sql(
    `insert into users (username, realname, created_at)
     select 'live-bench-' || g, '压测用户' || g, now() from generate_series(1, ${STREAMS}) g returning id`,
  );
  const users = rows.map((r) => ({ uid: Number(r.id), token: newToken() }));
  await sql(
    `insert into sessions (token_hash, user_id, login_type, created_at, last_seen_at, expires_at)
     select t.h, t.u, 'personPassword', now(), now(), now() + interval '1 day' from json_to_recordset($1::json) as t(h text, u int)`,
    [JSON.stringify(users.map((u) => ({ h: hashToken(u.token), u: u.uid })))],
  );
  if (!withMessage) return users.map((u) => ({ ...u, messageId: null, initial: 0, after: 1 }));
  const messages = await sql(
    `insert into messages (receiver_id, subject, body, genre, created_at)
     select id, '压测消息', '', 'hub', now() from users where username like 'live-bench-%' returning id, receiver_id`,
  );
  const messageOf = new Map(messages.map((m) => [Number(m.receiver_id), Number(m.id)]));
  return users.map((u) => ({ ...u, messageId: messageOf.get(u.uid) ?? null, initial: 1, after: 0 }));
};

/** PostgreSQL: a transaction per event from the bench, as a workflow event writes one (insert, pg_notify, commit). */
const sqlWriter = (databaseUrl: string): Writer => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: BURST });
  return {
    measuredFrom: 'COMMIT returned to the bench',
    write: async (user) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(`insert into messages (receiver_id, subject, body, genre, created_at) values ($1, '压测消息', '', 'hub', now())`, [user.uid]);
        const signal: TMessagesSignal = { uids: [user.uid] };
        await client.query('select pg_notify($1, $2)', [LIVE_CHANNELS.messages, JSON.stringify(signal)]);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};

/** PGlite belongs to the portal's process while it runs: each event is the user marking its message read. */
const apiWriter = (portal: Running): Writer => ({
  measuredFrom: 'the batchRead answer (sent after its COMMIT)',
  write: async (user) => {
    const res = await fetch(`${portal.url}${API}${LITEMSG_CALLS.batchRead.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': user.token },
      body: JSON.stringify({ records: String(user.messageId) }),
    });
    const body = (await res.json()) as { code: unknown; message: string };
    if (body.code !== LITEMSG_OK_CODE) throw new Error(`batchRead: ${res.status} ${body.message}`);
  },
  close: async () => {},
});

const jsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Resolves with the value, or null once `ms` passed without it. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });

const shuffled = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

type Kind = 'paced' | 'burst';

/** The event schedule: per round, PACED single events then one burst; each entry is fired at its own tick. */
const schedule = <T>(items: readonly T[]): { kind: Kind; items: T[] }[] => {
  const ticks: { kind: Kind; items: T[] }[] = [];
  let next = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < PACED; i++) ticks.push({ kind: 'paced', items: items.slice(next, ++next) });
    ticks.push({ kind: 'burst', items: items.slice(next, (next += BURST)) });
  }
  return ticks.filter((t) => t.items.length > 0);
};

/**
 * Opens one stream per user, then commits the events and times each from its commit to the liteMsgSE carrying
 * the expected total on that user's stream. Every stream is closed before it returns or throws.
 */
const measure = async (portal: Running, users: BenchUser[], writer: Writer): Promise<LiveDbResult> => {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: SseStream[] = [];
  /** The total each user's next liteMsgSE must carry, and who waits for it. */
  const awaited = new Map<number, { total: number; arrive: (at: number) => void }>();
  const errorSamples: string[] = [];
  const counts = { openErrors: 0, dropped: 0, mismatches: 0, lost: 0, writeErrors: 0, beforeCommitReturned: 0 };
  let closing = false;

  const fail = (kind: keyof typeof counts, detail: string) => {
    counts[kind]++;
    if (errorSamples.length < SAMPLES_KEPT) errorSamples.push(`${kind}: ${detail}`);
  };
  const expect = (user: BenchUser, total: number) =>
    new Promise<number>((arrive) => awaited.set(user.uid, { total, arrive }));

  const onEvent = (user: BenchUser) => (event: string, data: string, at: number) => {
    if (event !== LIVE_STREAMS.messages.event) return;
    const parsed = ZLiteMsgEvent.safeParse(jsonOrNull(data));
    const wanted = awaited.get(user.uid);
    if (!parsed.success || parsed.data.uid !== user.uid || parsed.data.total !== wanted?.total) {
      fail('mismatches', `user ${user.uid} expected ${wanted ? `total ${wanted.total}` : 'no event'}, got ${data}`);
      return;
    }
    awaited.delete(user.uid);
    wanted.arrive(at);
  };

  const open = async (user: BenchUser): Promise<number | null> => {
    const started = performance.now();
    const first = expect(user, user.initial);
    try {
      const url = `${portal.url}${API}${LIVE_STREAMS.messages.path}?token=${user.token}`;
      const stream = await openSse(url, agent, FIRST_EVENT_TIMEOUT_MS, {
        onEvent: onEvent(user),
        onClose: () => {
          if (!closing) fail('dropped', `user ${user.uid}`);
        },
      });
      streams.push(stream);
    } catch (err) {
      awaited.delete(user.uid);
      fail('openErrors', String(err));
      return null;
    }
    const at = await within(first, FIRST_EVENT_TIMEOUT_MS);
    if (at === null) {
      awaited.delete(user.uid);
      fail('openErrors', `user ${user.uid}: no first liteMsgSE within ${FIRST_EVENT_TIMEOUT_MS} ms`);
      return null;
    }
    return at - started;
  };

  const commit = async (user: BenchUser): Promise<number | null> => {
    const arrived = expect(user, user.after);
    try {
      await writer.write(user);
    } catch (err) {
      awaited.delete(user.uid);
      fail('writeErrors', String(err));
      return null;
    }
    const committedAt = performance.now();
    const at = await within(arrived, LOST_AFTER_MS);
    if (at === null) {
      fail('lost', `user ${user.uid}`);
      return null;
    }
    if (at < committedAt) counts.beforeCommitReturned++;
    return Math.max(0, at - committedAt);
  };

  try {
    const beforeStreams = memoryOf(portal.pid);
    const openStarted = performance.now();
    const connectMs: number[] = [];
    const live: BenchUser[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: OPEN_CONCURRENCY }, async () => {
        while (next < users.length) {
          const user = users[next++] as BenchUser;
          const ms = await open(user);
          if (ms === null) continue;
          connectMs.push(ms);
          live.push(user);
        }
      }),
    );
    const openSeconds = round1((performance.now() - openStarted) / 1000);
    if (live.length === 0) throw new Error(`no stream opened: ${errorSamples.join('; ')}`);
    // A pause so the opening's garbage can be collected before reading what the held streams cost.
    await sleep(2_000);
    const afterStreams = memoryOf(portal.pid);

    const load1m = round1(loadavg()[0] ?? 0);
    const ticks = schedule(shuffled(live));
    const latencies: { kind: Kind; ms: number | null }[] = [];
    const runs: Promise<void>[] = [];
    const sendStarted = performance.now();
    for (const [i, tick] of ticks.entries()) {
      const wait = sendStarted + (i * 1000) / RATE_PER_SECOND - performance.now();
      if (wait > 0) await sleep(wait);
      for (const user of tick.items) runs.push(commit(user).then((ms) => void latencies.push({ kind: tick.kind, ms })));
    }
    const sendSeconds = round1((performance.now() - sendStarted) / 1000);
    await Promise.all(runs);
    const afterEvents = memoryOf(portal.pid);

    const delivered = (kind?: Kind) => latencies.flatMap((l) => (l.ms !== null && (kind === undefined || l.kind === kind) ? [l.ms] : []));
    const all = delivered();
    const latencyMs = spread(all);
    const clean = live.length === STREAMS && all.length === latencies.length && counts.mismatches === 0 && counts.dropped === 0;
    return {
      streams: { wanted: STREAMS, opened: live.length, openErrors: counts.openErrors, dropped: counts.dropped, openSeconds, connectMs: spread(connectMs) },
      memory: {
        beforeStreams,
        afterStreams,
        afterEvents,
        perStreamKiB: round1(((afterStreams.rssMiB - beforeStreams.rssMiB) * 1024) / live.length),
      },
      events: {
        measuredFrom: writer.measuredFrom,
        committed: latencies.length,
        sendSeconds,
        delivered: all.length,
        lost: counts.lost,
        mismatches: counts.mismatches,
        writeErrors: counts.writeErrors,
        beforeCommitReturned: counts.beforeCommitReturned,
        latencyMs,
        pacedMs: spread(delivered('paced')),
        burstMs: spread(delivered('burst')),
      },
      load1m,
      errorSamples,
      goal: { p95UnderMs: GOAL_P95_MS, met: clean && latencyMs.p95 < GOAL_P95_MS },
    };
  } finally {
    closing = true;
    for (const stream of streams) stream.close();
    agent.destroy();
  }
};

/** 2,000 concurrent liteMsgSE streams on one portal process: memory, connect time, and commit-to-event latency. */
export const live = async (dbs: Db[]): Promise<LiveResult> => {
  const result: LiveResult = {};
  for (const db of dbs) {
    // On PostgreSQL the bench commits messages itself; PGlite is the portal's alone, so there the API writes them
    // (marking each user's one unread message read).
    const r = await onFilledPortal(db, {
      prepare: async () => undefined,
      fill: (sql) => prepare(sql, db === 'pglite'),
      measure: async (portal, users) => {
        const writer = portal.databaseUrl === undefined ? apiWriter(portal) : sqlWriter(portal.databaseUrl);
        return measure(portal, users, writer).finally(() => writer.close());
      },
    });
    result[db] = r;
    console.log(
      `${db}: ${r.streams.opened}/${r.streams.wanted} streams, p95 ${r.events.latencyMs.p95} ms, ${r.events.lost} lost, ${r.events.mismatches} mismatched: ` +
        `goal (p95 < ${GOAL_P95_MS} ms with ${STREAMS} streams) ${r.goal.met ? 'met' : 'NOT met'}`,
    );
  }
  return result;
};
