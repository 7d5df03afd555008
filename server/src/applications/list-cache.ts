import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Notify } from '../plugins/notify.ts';

/** Written by the triggers of migration 0009 on every change that can alter a list. */
export const LISTS_CHANNEL = 'lists';
/** `queues`: none, every one, or the [status, stage] pairs a change touched (migration 0027). */
const ZListsSignal = z.object({
  uids: z.array(z.number().int()).nullable(),
  queues: z.union([z.boolean(), z.array(z.tuple([z.number().int(), z.string().nullable()]))]),
});
export type QueuesChanged = z.infer<typeof ZListsSignal>['queues'];

/**
 * A list belongs to one applicant (their own applications) or to a staff queue, named by the status and stage
 * it selects (stage null: every stage of the status, a list queue).
 */
export type ListScope = { uid: number } | { status: number; stage: string | null };

/** What the cache holds: a page of rows (its weight is how many). */
type Page = { items: readonly unknown[] };
type Entry = { scope: string; rows: number; value?: Page; loading?: Promise<Page> };

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
  readonly #maxRows: number;
  #rows = 0;
  #delivering = true;
  #hits = 0;
  #misses = 0;

  constructor(maxRows = MAX_ROWS) {
    this.#maxRows = maxRows;
  }

  /** The page under `key` in `scope`: remembered, shared with a load in flight, or loaded now. */
  async get<T extends Page>(scope: ListScope, key: string, load: () => Promise<T>): Promise<T> {
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
    const entry: Entry = { scope: scopeKey(scope), rows: 0 };
    const loading = load();
    entry.loading = loading;
    this.#add(full, entry);
    try {
      const value = await loading;
      // A change announced while loading removed the entry: this value may predate it, so it is not kept.
      if (this.#entries.get(full) === entry) {
        entry.value = value;
        delete entry.loading;
        this.#weigh(entry, value.items.length + 1);
      }
      return value;
    } catch (error) {
      if (this.#entries.get(full) === entry) this.#remove(full);
      throw error;
    }
  }

  /**
   * Forgets the lists of these applicants (null: every list) and the queue pages a change touched: every one
   * when `queues` is true, else those of each [status, stage] named, with the list queue of that status.
   */
  changed(uids: readonly number[] | null, queues: QueuesChanged) {
    if (uids === null) {
      this.#clear();
      return;
    }
    const scopes = uids.map((uid) => scopeKey({ uid }));
    if (queues === true) scopes.push(...[...this.#byScope.keys()].filter((scope) => scope.startsWith(QUEUE)));
    else if (queues !== false) for (const [status, stage] of queues) scopes.push(queueKey(status, stage), queueKey(status, null));
    for (const scope of scopes) for (const key of this.#byScope.get(scope) ?? []) this.#remove(key);
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
    this.#rows -= entry.rows;
    this.#entries.delete(key);
    const keys = this.#byScope.get(entry.scope);
    keys?.delete(key);
    if (keys?.size === 0) this.#byScope.delete(entry.scope);
  }

  #clear() {
    this.#entries.clear();
    this.#byScope.clear();
    this.#rows = 0;
  }
}

/** A cache fed by this process's notifications; stop() unsubscribes. */
export const startListCache = async ({ notify, log, maxRows }: ListCacheOptions) => {
  const cache = new ListCache(maxRows);
  const unsubscribe = await notify.subscribe(LISTS_CHANNEL, (payload) => {
    const signal = ZListsSignal.safeParse(payload);
    if (signal.success) cache.changed(signal.data.uids, signal.data.queues);
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
