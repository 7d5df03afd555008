import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Notify } from '../plugins/notify.ts';
import type { QueueKey } from '../workflow/applies.repository.ts';
import { type HeldPage, type Moved, pageStands, type QueueShape, totalDelta, ZMove } from './queue-moves.ts';

/** Written by the triggers of migration 0009 on every change that can alter a list. */
export const LISTS_CHANNEL = 'lists';
/**
 * `queues`: none, every one, or the [status, stage] pairs a change touched (migration 0027); `moves`: where each
 * changed application stood before and after, null when too many changed, with the transaction (migration 0037).
 */
const ZListsSignal = z.object({
  uids: z.array(z.number().int()).nullable(),
  queues: z.union([z.boolean(), z.array(z.tuple([z.number().int(), z.string().nullable()]))]),
  moves: z.array(ZMove).nullable().optional(),
  xid: z.string().regex(/^\d+$/).optional(),
});
export type QueuesChanged = z.infer<typeof ZListsSignal>['queues'];

/**
 * A list belongs to one applicant (their own applications) or to a staff queue, named by the status and stage
 * it selects (stage null: every stage of the status, a list queue).
 */
export type ListScope = { uid: number } | { status: number; stage: string | null };

/** What the cache holds: a page of rows (its weight is how many). */
type Page = { items: readonly unknown[] };
/** A whole queue's page (queue-moves.ts), kept across changes that leave it as it was. */
type QueueHeld = HeldPage & { shape: QueueShape; totalKey: string };
type Entry = {
  scope: string;
  rows: number;
  value?: Page;
  loading?: Promise<Page>;
  queue?: QueueHeld;
  /** While a whole queue's page loads: the changes to its scope heard meanwhile, judged once its snapshot is known. */
  heard?: (Moved | null)[];
};
/** A whole queue's count, kept up to date with the moves of later changes. */
type Total = { scope: string; filter: QueueShape['filter']; n: number; snapshot: string };

/** What a whole queue's page load brings: its rows, their snapshot and last key, and the count when asked. */
export type QueueLoad<T> = { items: T[]; snapshot: string | null; last: QueueKey | null; total?: { n: number; snapshot: string } | undefined };

const QUEUE = 'queue:';
const queueKey = (status: number, stage: string | null) => `${QUEUE}${status}:${stage ?? '*'}`;
const scopeKey = (scope: ListScope) => ('uid' in scope ? `uid:${scope.uid}` : queueKey(scope.status, scope.stage));

export type ListCacheOptions = { notify: Pick<Notify, 'subscribe' | 'onDelivery'>; log: FastifyBaseLogger; maxRows?: number };

/** About 30 MB of pages per process (a row is well under a kilobyte as an object, again as JSON). */
const MAX_ROWS = 20_000;

/**
 * List pages in memory, so a list read while nothing changed costs no query (issues 3 and 4: lists at 50
 * connections). A page lives until the database says its scope changed (LISTEN on `lists`, fed by triggers,
 * so no write path can forget to speak). Concurrent misses of one page share one query. While notifications
 * cannot arrive (the listening connection is down) nothing is cached, and everything is forgotten when they
 * arrive again, since what changed meanwhile is unknown.
 */
export class ListCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byScope = new Map<string, Set<string>>();
  /** Whole queues' totals by their filter: a page read while its total is known needs no count. */
  readonly #totals = new Map<string, Total>();
  readonly #maxRows: number;
  #rows = 0;
  #delivering = true;
  #hits = 0;
  #misses = 0;

  constructor(maxRows = MAX_ROWS) {
    this.#maxRows = maxRows;
  }

  /** The page under `key` in `scope`: remembered, shared with a load in flight, or loaded now. */
  get<T extends Page>(scope: ListScope, key: string, load: () => Promise<T>): Promise<T> {
    return this.#read(scope, key, load, false);
  }

  /**
   * `load` gets the entry it fills (none while nothing is cached); a whole queue's page entry notes the changes
   * heard while it loads (`heard`), for the load to judge, which drops the list once it has.
   */
  async #read<T extends Page>(scope: ListScope, key: string, load: (entry?: Entry) => Promise<T>, queue: boolean): Promise<T> {
    if (!this.#delivering) {
      this.#misses += 1;
      return load();
    }
    const full = `${scopeKey(scope)}|${key}`;
    const found = this.#entries.get(full);
    if (found !== undefined) {
      this.#hits += 1;
      // Re-inserting keeps the map in least-recently-used order for eviction.
      this.#entries.delete(full);
      this.#entries.set(full, found);
      return (found.loading ?? found.value) as Promise<T> | T;
    }
    this.#misses += 1;
    const entry: Entry = { scope: scopeKey(scope), rows: 0, ...(queue ? { heard: [] } : {}) };
    const loading = load(entry);
    entry.loading = loading;
    this.#add(full, entry);
    try {
      const value = await loading;
      // A change announced while loading removed the entry or left it noted: this value may predate it, so
      // it is not kept.
      if (this.#entries.get(full) === entry) {
        if (entry.heard !== undefined) this.#remove(full);
        else {
          entry.value = value;
          delete entry.loading;
          this.#weigh(entry, value.items.length + 1);
        }
      }
      return value;
    } catch (error) {
      if (this.#entries.get(full) === entry) this.#remove(full);
      throw error;
    }
  }

  /**
   * A page of a whole queue (no search, no clock level) under `key`: like get, but kept across changes that
   * leave it as it was (queue-moves.ts), its total kept up to date from the changes' moves, and loaded
   * without a count while the queue's total is known.
   */
  async getQueuePage<T>(shape: QueueShape, key: string, load: (count: boolean) => Promise<QueueLoad<T>>): Promise<{ total: number; items: T[] }> {
    const scope = { status: shape.filter.status, stage: shape.filter.stage };
    const totalKey = JSON.stringify(shape.filter);
    return this.#read(scope, key, async (entry) => {
      const known = this.#totals.get(totalKey)?.n;
      const loaded = await load(known === undefined);
      const counted = loaded.total && { ...loaded.total, scope: scopeKey(scope), filter: shape.filter };
      const full = loaded.items.length === shape.limit;
      const held: QueueHeld = { shape, totalKey, snapshot: loaded.snapshot, last: loaded.last, full };
      // Changes heard while loading, judged against the snapshots now known: a page or count that may predate
      // one is returned to those who asked before it but not kept.
      const heard = entry?.heard ?? [null];
      let keep = entry !== undefined;
      for (const moved of heard) {
        if (moved === null || !pageStands(shape, held, moved)) keep = false;
        if (counted && moved !== null) counted.n += totalDelta(shape.filter, counted.snapshot, moved);
      }
      if (counted && heard.every((moved) => moved !== null)) this.#totals.set(totalKey, counted);
      const n = counted?.n ?? this.#totals.get(totalKey)?.n ?? known ?? 0;
      if (keep && entry !== undefined) {
        entry.queue = held;
        delete entry.heard;
      }
      return { total: n, items: loaded.items };
    }, true);
  }

  /**
   * Forgets the lists of these applicants (null: every list) and the queue pages a change touched: every one
   * when `queues` is true, else those of each [status, stage] named, with the list queue of that status. Given
   * the change's moves, a whole queue's page it leaves as it was is kept, with its total moved.
   */
  changed(uids: readonly number[] | null, queues: QueuesChanged, moved: Moved | null = null) {
    if (uids === null) {
      this.#clear();
      return;
    }
    const scopes = uids.map((uid) => scopeKey({ uid }));
    if (queues === true) scopes.push(...new Set([...this.#byScope.keys(), ...[...this.#totals.values()].map((t) => t.scope)].filter((scope) => scope.startsWith(QUEUE))));
    else if (queues !== false) for (const [status, stage] of queues) scopes.push(queueKey(status, stage), queueKey(status, null));
    const touched = new Set(scopes);
    for (const [key, total] of this.#totals) {
      if (!touched.has(total.scope)) continue;
      if (moved === null) this.#totals.delete(key);
      else total.n += totalDelta(total.filter, total.snapshot, moved);
    }
    for (const scope of touched) for (const key of this.#byScope.get(scope) ?? []) this.#judge(key, moved);
  }

  /** A page under a change to its scope: kept if it still stands, its total refreshed; noted if loading; else forgotten. */
  #judge(key: string, moved: Moved | null) {
    const entry = this.#entries.get(key)!;
    if (entry.heard !== undefined) entry.heard.push(moved);
    else if (moved !== null && entry.queue !== undefined && entry.value !== undefined && pageStands(entry.queue.shape, entry.queue, moved)) {
      const n = this.#totals.get(entry.queue.totalKey)?.n;
      if (n === undefined) this.#remove(key);
      // A new object: the route keeps each page's JSON by the object, made once.
      else if ((entry.value as { total?: number }).total !== n) entry.value = { ...entry.value, total: n } as Page;
    } else this.#remove(key);
  }

  /** Not delivering: serve from the database and remember nothing; delivering again: start empty. */
  delivering(now: boolean) {
    this.#delivering = now;
    this.#clear();
  }

  /** Pages held, and the rows they weigh. */
  get size() {
    return { pages: this.#entries.size, rows: this.#rows };
  }

  /** Reads since start: answered from memory (a page held or a load in flight), or by a query. */
  get reads() {
    return { hits: this.#hits, misses: this.#misses };
  }

  #add(key: string, entry: Entry) {
    this.#entries.set(key, entry);
    let keys = this.#byScope.get(entry.scope);
    if (keys === undefined) this.#byScope.set(entry.scope, (keys = new Set()));
    keys.add(key);
  }

  /** Counts a loaded page and drops the least recently read ones beyond the limit (never the page itself). */
  #weigh(entry: Entry, rows: number) {
    entry.rows = rows;
    this.#rows += rows;
    for (const [key, oldest] of this.#entries) {
      if (this.#rows <= this.#maxRows) break;
      if (oldest !== entry) this.#remove(key);
    }
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    // A load no longer hears the changes to its scope: what it brings may predate one.
    entry.heard?.push(null);
    this.#rows -= entry.rows;
    this.#entries.delete(key);
    const keys = this.#byScope.get(entry.scope);
    keys?.delete(key);
    if (keys?.size === 0) this.#byScope.delete(entry.scope);
  }

  #clear() {
    for (const entry of this.#entries.values()) entry.heard?.push(null);
    this.#entries.clear();
    this.#totals.clear();
    this.#byScope.clear();
    this.#rows = 0;
  }
}

/** A cache fed by this process's notifications; stop() unsubscribes. */
export const startListCache = async ({ notify, log, maxRows }: ListCacheOptions) => {
  const cache = new ListCache(maxRows);
  const unsubscribe = await notify.subscribe(LISTS_CHANNEL, (payload) => {
    const signal = ZListsSignal.safeParse(payload);
    if (signal.success) {
      const { uids, queues, moves, xid } = signal.data;
      cache.changed(uids, queues, moves != null && xid !== undefined ? { xid, moves } : null);
    }
    else {
      log.warn({ payload }, 'list signal not understood; forgetting every list');
      cache.changed(null, true);
    }
  });
  const stopDelivery = notify.onDelivery((now) => cache.delivering(now));
  return {
    cache,
    stop: async () => {
      stopDelivery();
      await unsubscribe();
    },
  };
};
