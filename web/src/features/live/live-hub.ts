import { API_BASE } from '@ftown/domain/api/base-path';
import {
  APPLY_EVENT,
  LIVE_STREAMS,
  PRESENCE_EVENT,
  RECONNECT_MS,
  ZApplyEvent,
  ZLiteMsgEvent,
  ZPresenceEvent,
  ZWarnedEvent,
  type LiveStream,
  type TApplyEvent,
  type TLiteMsgEvent,
  type TPresenceEvent,
  type TWarnedEvent,
} from '@ftown/domain/live/live.schemas';
import type { Stream, Transport } from './transport';

/**
 * One set of event streams per browser and user, shared by every open tab (DESIGN section 5: HTTP/1.1 allows six
 * connections per host, and staff hold two streams). The tab holding the user's lock leads: it opens the streams
 * (or polls where EventSource is missing) and relays each event over the user's channel; the others only listen.
 * When the leader goes, the browser hands the lock to the next waiting tab, which opens the streams; the server
 * answers a new stream with the current state at once. A tab that joins asks for the last events so it is current
 * before anything changes. Lock and channel are named by uid, so another user signed in in the same browser
 * shares nothing with this one.
 */

export type LiveUser = { uid: number; token: string; staff: boolean };
/**
 * An application that moved (applySE), or null: the stream was (re)opened after a gap in which changes may have
 * been missed (a dropped connection, another tab that led until now), so anything showing applications is stale.
 */
export type ApplyChange = TApplyEvent | null;
export type LiveSinks = {
  onTotal: (event: TLiteMsgEvent) => void;
  onNotices: (event: TWarnedEvent) => void;
  onApply: (change: ApplyChange) => void;
  /** Who examines an application changed (presenceSE, staff only); like an application change, not a state. */
  onPresence: (event: TPresenceEvent) => void;
};
export type LiveHub = { stop: () => void; isLeader: () => boolean };

type Snapshot = { total?: TLiteMsgEvent; notices?: TWarnedEvent };
type Wire =
  | { kind: 'hello'; from: string }
  | { kind: 'snapshot'; to: string; snapshot: Snapshot }
  | { kind: 'total'; event: TLiteMsgEvent }
  | { kind: 'notices'; event: TWarnedEvent }
  | { kind: 'apply'; change: ApplyChange }
  | { kind: 'presence'; event: TPresenceEvent };

export const POLL_MS = 30_000;
const MAX_REOPEN_MS = 60_000;

export const liveName = (uid: number) => `ftown-live:${uid}`;

/** A stream's address: tickets, not the session token, go into URLs (they are spent on opening). */
export const streamUrl = (stream: LiveStream, ticket: string) =>
  `${API_BASE}${LIVE_STREAMS[stream].path}?${new URLSearchParams({ ticket }).toString()}`;

/** A payload schema of the wire (domain live.schemas), as the hub uses it. */
type Parser<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown } };

type Emit = {
  total: (event: TLiteMsgEvent) => void;
  notices: (event: TWarnedEvent) => void;
  apply: (change: ApplyChange) => void;
  presence: (event: TPresenceEvent) => void;
};

/**
 * One EventSource, opened with a fresh ticket. EventSource would reconnect by itself after a network error, but
 * with the ticket it already spent, so after any error the hub closes it and opens it again itself, with a new
 * ticket, after a pause that grows while openings fail and starts over once an event arrives (the server sends
 * the current state as soon as a stream opens). Application changes sent while the messages stream was down are
 * lost, so its first event after a reopening (or after taking over from another tab, `gapBefore`) also says that
 * anything showing applications may be stale.
 */
const openFeed = (stream: LiveStream, user: LiveUser, transport: Transport, emit: Emit, gapBefore: boolean): (() => void) => {
  const open = transport.openStream;
  if (!open) return () => undefined;
  const { event } = LIVE_STREAMS[stream];
  let pause = RECONNECT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let source: Stream | null = null;
  let connects = 0;
  let gap = false;

  const retry = () => {
    timer = setTimeout(() => void connect(), pause);
    pause = Math.min(pause * 2, MAX_REOPEN_MS);
  };

  const parse = (name: string, data: unknown): unknown => {
    pause = RECONNECT_MS;
    if (gap) {
      gap = false;
      emit.apply(null);
    }
    try {
      return JSON.parse(String(data));
    } catch (error) {
      transport.log(`${name}: not JSON`, error);
      return undefined;
    }
  };

  /** An event of the messages stream besides its own: parsed with its schema, else logged. */
  const also = <T>(current: Stream, name: string, schema: Parser<T>, sink: (value: T) => void) =>
    current.addEventListener(name, ({ data }) => {
      const parsed = parse(name, data);
      if (parsed === undefined) return;
      const result = schema.safeParse(parsed);
      if (result.success) sink(result.data);
      else transport.log(`${name}: unexpected payload`, result.error);
    });

  const listen = (current: Stream) => {
    if (stream === 'messages') {
      also(current, APPLY_EVENT, ZApplyEvent, emit.apply);
      also(current, PRESENCE_EVENT, ZPresenceEvent, emit.presence);
    }
    current.addEventListener(event, ({ data }) => {
      const parsed = parse(event, data);
      if (parsed === undefined) return;
      if (stream === 'messages') {
        const result = ZLiteMsgEvent.safeParse(parsed);
        if (result.success) emit.total(result.data);
        else transport.log(`${event}: unexpected payload`, result.error);
      } else {
        const result = ZWarnedEvent.safeParse(parsed);
        if (result.success) emit.notices(result.data);
        else transport.log(`${event}: unexpected payload`, result.error);
      }
    });
    current.addEventListener('error', (error) => {
      transport.log(`${event}: stream error`, error);
      if (closed || current !== source) return;
      current.close();
      source = null;
      retry();
    });
  };

  const connect = async () => {
    if (closed) return;
    let ticket: string;
    try {
      ticket = await transport.ticket();
    } catch (error) {
      transport.log(`${event}: no stream ticket`, error);
      if (!closed) retry();
      return;
    }
    if (closed) return;
    connects += 1;
    gap = stream === 'messages' && (connects > 1 || gapBefore);
    source = open(streamUrl(stream, ticket));
    listen(source);
  };
  void connect();

  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
};

/** Without EventSource (spec section 7): the unread total and, for staff, selectAllNotices, on a timer. */
const startPolling = (user: LiveUser, transport: Transport, emit: Emit): (() => void) => {
  const tick = async () => {
    try {
      emit.total({ uid: user.uid, total: await transport.poll.total() });
      if (user.staff) emit.notices(await transport.poll.notices());
    } catch (error) {
      transport.log('live polling failed', error);
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), POLL_MS);
  return () => clearInterval(timer);
};

const openFeeds = (user: LiveUser, transport: Transport, emit: Emit, gapBefore: boolean): (() => void) => {
  if (!transport.openStream) return startPolling(user, transport, emit);
  const streams: LiveStream[] = user.staff ? ['messages', 'notices'] : ['messages'];
  const closers = streams.map((stream) => openFeed(stream, user, transport, emit, gapBefore));
  return () => closers.forEach((close) => close());
};

export const startLiveHub = ({ user, transport, sinks }: { user: LiveUser; transport: Transport; sinks: LiveSinks }): LiveHub => {
  const name = liveName(user.uid);
  const snapshot: Snapshot = {};
  const channel = transport.openChannel?.(name) ?? null;
  const abort = new AbortController();
  let leading = false;
  /** Another tab led before this one: when this one takes over, what it relayed may have a gap. */
  let followed = false;
  let stopped = false;
  let closeFeeds: (() => void) | null = null;
  let release: (() => void) | null = null;

  const apply: Emit = {
    total: (event) => {
      snapshot.total = event;
      sinks.onTotal(event);
    },
    notices: (event) => {
      snapshot.notices = event;
      sinks.onNotices(event);
    },
    // A change, not a state: nothing to keep for tabs that join later (they load what they show afresh).
    apply: (change) => sinks.onApply(change),
    presence: (event) => sinks.onPresence(event),
  };
  const relay: Emit = {
    total: (event) => {
      apply.total(event);
      channel?.postMessage({ kind: 'total', event } satisfies Wire);
    },
    notices: (event) => {
      apply.notices(event);
      channel?.postMessage({ kind: 'notices', event } satisfies Wire);
    },
    apply: (change) => {
      apply.apply(change);
      channel?.postMessage({ kind: 'apply', change } satisfies Wire);
    },
    presence: (event) => {
      apply.presence(event);
      channel?.postMessage({ kind: 'presence', event } satisfies Wire);
    },
  };

  channel?.addEventListener('message', ({ data }) => {
    if (stopped) return;
    const wire = data as Wire;
    switch (wire.kind) {
      case 'hello':
        if (leading) channel.postMessage({ kind: 'snapshot', to: wire.from, snapshot } satisfies Wire);
        break;
      case 'snapshot':
        if (wire.to !== transport.tabId) break;
        followed = true;
        if (wire.snapshot.total) apply.total(wire.snapshot.total);
        if (wire.snapshot.notices) apply.notices(wire.snapshot.notices);
        break;
      case 'total':
        followed = true;
        apply.total(wire.event);
        break;
      case 'notices':
        followed = true;
        apply.notices(wire.event);
        break;
      case 'apply':
        followed = true;
        apply.apply(wire.change);
        break;
      case 'presence':
        followed = true;
        apply.presence(wire.event);
        break;
    }
  });
  channel?.postMessage({ kind: 'hello', from: transport.tabId } satisfies Wire);

  const lead = () =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      leading = true;
      release = resolve;
      closeFeeds = openFeeds(user, transport, relay, followed);
    });

  // Without a channel there is nobody to share with, so a lock would only make this tab wait for another.
  if (transport.locks && channel)
    transport.locks.request(name, abort.signal, lead).catch((error: unknown) => {
      if (!abort.signal.aborted) transport.log('live lock failed', error);
    });
  else void lead();

  return {
    isLeader: () => leading,
    stop: () => {
      if (stopped) return;
      stopped = true;
      leading = false;
      abort.abort();
      closeFeeds?.();
      release?.();
      channel?.close();
    },
  };
};
