import type { Locks } from './transport';

/**
 * A stand-in for Web Locks where the browser has none. Web Locks exist only in secure contexts, and a portal served
 * over plain HTTP inside a park's network is not one; that is also where HTTP/1.1's six connections per host bite.
 *
 * The lease is a localStorage entry {id, until} per lock name. The holder renews it; a waiting tab takes it when it
 * is missing or expired, then confirms after a moment that its own id is still there (two tabs writing at once:
 * the last writer keeps it, the other goes back to waiting). The holder removes it when the tab is hidden for good
 * (pagehide), and waiting tabs hear that through the storage event, so a closed leader is replaced at once; a
 * crashed one when its lease runs out. The lease outlives the once-a-minute timers of a long-hidden tab.
 */

type Lease = { id: string; until: number };

export type LeaseOptions = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  tabId: string;
  now?: () => number;
  /** Where storage and pagehide events are heard; absent in tests that drive the timers alone. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

export const LEASE_MS = 75_000;
export const RENEW_MS = 20_000;
export const RETRY_MS = 2_000;
export const CONFIRM_MS = 150;

export const leaseLocks = ({ storage, tabId, now = Date.now, events }: LeaseOptions): Locks => ({
  request: (name, signal, hold) =>
    new Promise<void>((resolve, reject) => {
      const key = `${name}:lease`;
      let timer: ReturnType<typeof setTimeout> | undefined;

      const read = (): Lease | null => {
        try {
          return JSON.parse(storage.getItem(key) ?? 'null') as Lease | null;
        } catch {
          return null;
        }
      };
      const write = () => storage.setItem(key, JSON.stringify({ id: tabId, until: now() + LEASE_MS } satisfies Lease));

      const stopWaiting = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        events?.removeEventListener('storage', onStorage);
      };
      const onAbort = () => {
        stopWaiting();
        reject(signal.reason);
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || event.newValue !== null) return;
        clearTimeout(timer);
        attempt();
      };

      const attempt = () => {
        const lease = read();
        if (lease && lease.id !== tabId && lease.until > now()) {
          timer = setTimeout(attempt, RETRY_MS);
          return;
        }
        write();
        timer = setTimeout(confirm, CONFIRM_MS);
      };

      const confirm = () => {
        if (read()?.id !== tabId) {
          timer = setTimeout(attempt, RETRY_MS);
          return;
        }
        stopWaiting();
        // A lease taken over after it ran out stays with the new holder; this tab then leads alongside it until
        // one of them closes, which costs a duplicate stream, never a missing one.
        const renew = setInterval(() => {
          const lease = read();
          if (!lease || lease.id === tabId) write();
        }, RENEW_MS);
        const drop = () => {
          clearInterval(renew);
          events?.removeEventListener('pagehide', drop);
          if (read()?.id === tabId) storage.removeItem(key);
        };
        events?.addEventListener('pagehide', drop);
        hold().then(resolve, reject).finally(drop);
      };

      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      signal.addEventListener('abort', onAbort);
      events?.addEventListener('storage', onStorage);
      attempt();
    }),
});
