import type { TWarnedEvent } from '@ftown/domain/live/live.schemas';

/**
 * The browser primitives the live hub uses, as small structural types so tests can drive several fake tabs
 * with an in-memory channel, lock and event source (live-hub.test.ts), and the browser's own are adapted once
 * (browser-transport.ts).
 */

/** BroadcastChannel: delivers to every other holder of the same name, never to the sender. */
export type Channel = {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
};

/**
 * An exclusive lock per name (the Web Locks API): `hold` runs once the lock is granted and keeps it until the
 * promise it returns settles; the browser releases it when the tab goes away. Aborting `signal` gives up waiting.
 */
export type Locks = {
  request: (name: string, signal: AbortSignal, hold: () => Promise<void>) => Promise<void>;
};

/** EventSource as the hub uses it. */
export type Stream = {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
};

export type Transport = {
  /** null when BroadcastChannel is missing: the tab then keeps its own streams. */
  openChannel: ((name: string) => Channel) | null;
  /** null when no cross-tab lock exists: the tab then leads alone. */
  locks: Locks | null;
  /** null when EventSource is missing: the leader polls instead. */
  openStream: ((url: string) => Stream) | null;
  /** A single-use stream ticket for the signed-in session: each stream opening takes a new one. */
  ticket: () => Promise<string>;
  poll: { total: () => Promise<number>; notices: () => Promise<TWarnedEvent> };
  /** Stream errors are only logged (spec section 7). */
  log: (message: string, detail?: unknown) => void;
  /** Tells this tab's messages apart from its siblings' on the channel. */
  tabId: string;
};
