import { selectAllNotices } from './api/select-all-notices';
import { selectUnreadTotal } from './api/select-unread-total';
import { streamTicket } from './api/stream-ticket';
import { leaseLocks } from './lease-locks';
import type { Locks, Transport } from './transport';

/** Unique among the tabs of a browser; crypto.randomUUID needs a secure context, getRandomValues does not. */
const newTabId = () => Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('-');

const webLocks = (locks: LockManager): Locks => ({
  request: async (name, signal, hold) => {
    await locks.request(name, { signal }, hold);
  },
});

/** The browser's own primitives, each feature-detected; the hub falls back where one is missing. */
export const browserTransport = (): Transport => {
  const tabId = newTabId();
  return {
    tabId,
    openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null,
    locks:
      typeof navigator !== 'undefined' && navigator.locks
        ? webLocks(navigator.locks)
        : leaseLocks({ storage: localStorage, tabId, events: window }),
    openStream: typeof EventSource === 'function' ? (url) => new EventSource(url) : null,
    ticket: streamTicket,
    poll: { total: selectUnreadTotal, notices: selectAllNotices },
    log: (message, detail) => console.warn(`[live] ${message}`, detail),
  };
};
