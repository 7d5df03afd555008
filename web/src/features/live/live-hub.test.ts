import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLY_EVENT, LIVE_STREAMS, PRESENCE_EVENT, RECONNECT_MS, type TLiteMsgEvent, type TPresenceEvent, type TWarnedEvent } from '@ftown/domain/live/live.schemas';
import { POLL_MS, liveName, startLiveHub, type ApplyChange, type LiveHub, type LiveUser } from './live-hub';
import { FakeChannels, FakeLocks, FakeStreams, FakeTickets, settle } from './test/fake-browser';
import type { Transport } from './transport';

const MESSAGES = LIVE_STREAMS.messages;
const NOTICES = LIVE_STREAMS.notices;

const applicant: LiveUser = { uid: 20, token: 'token-20', staff: false };
const examiner: LiveUser = { uid: 5, token: 'token-5', staff: true };
const notices: TWarnedEvent = [
  { routePath: '/government/early/index', notices: 2 },
  { routePath: '/nopassed/index', notices: 1 },
];

/** One browser: the tabs share its channels, locks and (through the leader) its connections. */
const browser = () => ({ channels: new FakeChannels(), locks: new FakeLocks(), streams: new FakeStreams(), tickets: new FakeTickets() });
type Browser = ReturnType<typeof browser>;

type Tab = {
  id: string;
  hub: LiveHub;
  totals: TLiteMsgEvent[];
  notices: TWarnedEvent[];
  changes: ApplyChange[];
  presence: TPresenceEvent[];
  log: ReturnType<typeof vi.fn<Transport['log']>>;
};

let tabs: Tab[] = [];
let serial = 0;

const openTab = (env: Browser, user: LiveUser, over: Partial<Transport> = {}): Tab => {
  const id = `tab-${(serial += 1)}`;
  const tab: Tab = { id, hub: undefined as unknown as LiveHub, totals: [], notices: [], changes: [], presence: [], log: vi.fn<Transport['log']>() };
  tab.hub = startLiveHub({
    user,
    transport: {
      tabId: id,
      openChannel: env.channels.open,
      locks: env.locks.forTab(id),
      openStream: env.streams.open,
      ticket: env.tickets.issue(user),
      poll: { total: () => Promise.reject(new Error('no polling here')), notices: () => Promise.reject(new Error('no polling here')) },
      log: tab.log,
      ...over,
    },
    sinks: {
      onTotal: (e) => tab.totals.push(e),
      onNotices: (e) => tab.notices.push(e),
      onApply: (c) => tab.changes.push(c),
      onPresence: (e) => tab.presence.push(e),
    },
  });
  tabs.push(tab);
  return tab;
};

const leaders = (list: Tab[]) => list.filter((t) => t.hub.isLeader());
const lastTotal = (tab: Tab) => tab.totals.at(-1)?.total;

afterEach(() => {
  for (const tab of tabs) tab.hub.stop();
  tabs = [];
  vi.useRealTimers();
});

describe('live hub: one set of streams per browser and user', () => {
  it('lets the first tab lead with the one stream an applicant holds, and relays its events to the second', async () => {
    const env = browser();
    const first = openTab(env, applicant);
    const second = openTab(env, applicant);
    await settle();

    expect(leaders([first, second])).toEqual([first]);
    // With a ticket of the leader's, never the session token.
    expect(env.streams.opened.map((s) => s.url)).toEqual([`/ftown-api/public/index.php${MESSAGES.path}?ticket=ticket-20-1`]);

    env.streams.live(MESSAGES.path)[0]!.send(MESSAGES.event, { uid: 20, total: 3 });
    await settle();
    expect(first.totals).toEqual([{ uid: 20, total: 3 }]);
    expect(second.totals).toEqual([{ uid: 20, total: 3 }]);
  });

  it('opens the notices stream for staff only, and relays the notice list', async () => {
    const env = browser();
    const leader = openTab(env, examiner);
    const follower = openTab(env, examiner);
    await settle();

    expect(env.streams.live(MESSAGES.path)).toHaveLength(1);
    expect(env.streams.live(NOTICES.path)).toHaveLength(1);
    env.streams.live(NOTICES.path)[0]!.send(NOTICES.event, notices);
    await settle();
    expect(leader.notices).toEqual([notices]);
    expect(follower.notices).toEqual([notices]);
  });

  it('relays an application change to every tab, drops a malformed one, and says nothing of changes on a first opening', async () => {
    const env = browser();
    const leader = openTab(env, applicant);
    const follower = openTab(env, applicant);
    await settle();
    const stream = env.streams.live(MESSAGES.path)[0]!;
    stream.send(MESSAGES.event, { uid: 20, total: 1 });
    stream.send(APPLY_EVENT, { id: 7, status: 4, stage: null });
    stream.send(APPLY_EVENT, { id: 7, status: 9, stage: 'nowhere' });
    await settle();
    expect(leader.changes).toEqual([{ id: 7, status: 4, stage: null }]);
    expect(follower.changes).toEqual([{ id: 7, status: 4, stage: null }]);
    expect(leader.log).toHaveBeenCalledTimes(1);
  });

  it('relays a change of examiner to every tab, and drops a malformed one', async () => {
    const env = browser();
    const leader = openTab(env, examiner);
    const follower = openTab(env, examiner);
    await settle();
    const stream = env.streams.live(MESSAGES.path)[0]!;
    stream.send(PRESENCE_EVENT, { apply: 7, holder: 1, from: 5 });
    stream.send(PRESENCE_EVENT, { apply: 7, holder: '黄磊' });
    await settle();
    expect(leader.presence).toEqual([{ apply: 7, holder: 1, from: 5 }]);
    expect(follower.presence).toEqual([{ apply: 7, holder: 1, from: 5 }]);
    expect(leader.log).toHaveBeenCalledTimes(1);
  });

  it('says that anything may be stale once a stream reopens after a gap, or a tab takes over from another', async () => {
    vi.useFakeTimers();
    const env = browser();
    const a = openTab(env, applicant);
    const b = openTab(env, applicant);
    await vi.advanceTimersByTimeAsync(0);
    const first = env.streams.live(MESSAGES.path)[0]!;
    first.send(MESSAGES.event, { uid: 20, total: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect([a.changes, b.changes]).toEqual([[], []]);

    first.fail();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    env.streams.live(MESSAGES.path)[0]!.send(MESSAGES.event, { uid: 20, total: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect([a.changes, b.changes]).toEqual([[null], [null]]);

    a.hub.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(b.hub.isLeader()).toBe(true);
    env.streams.live(MESSAGES.path)[0]!.send(APPLY_EVENT, { id: 3, status: 2, stage: 'gov_early' });
    await vi.advanceTimersByTimeAsync(0);
    expect(b.changes).toEqual([null, null, { id: 3, status: 2, stage: 'gov_early' }]);
  });

  it('with three tabs, hands the streams to one of the others when the leader closes, and again when that one closes', async () => {
    const env = browser();
    const [a, b, c] = [openTab(env, examiner), openTab(env, examiner), openTab(env, examiner)];
    await settle();
    expect(leaders([a!, b!, c!])).toEqual([a]);
    const firstStreams = env.streams.live('');

    a!.hub.stop();
    await settle();
    expect(firstStreams.every((s) => s.closed)).toBe(true);
    expect(leaders([b!, c!])).toHaveLength(1);
    expect(env.streams.live(MESSAGES.path)).toHaveLength(1);
    expect(env.streams.live(NOTICES.path)).toHaveLength(1);

    env.streams.live(MESSAGES.path)[0]!.send(MESSAGES.event, { uid: 5, total: 7 });
    await settle();
    expect([b, c].map((t) => lastTotal(t!))).toEqual([7, 7]);
    expect(a!.totals).toEqual([]);

    const [next] = leaders([b!, c!]);
    const last = next === b ? c! : b!;
    next!.hub.stop();
    await settle();
    expect(last.hub.isLeader()).toBe(true);
    env.streams.live(MESSAGES.path)[0]!.send(MESSAGES.event, { uid: 5, total: 6 });
    await settle();
    expect(lastTotal(last)).toBe(6);
    expect(env.streams.live('')).toHaveLength(2);
  });

  it('takes over when the leading tab disappears without a word (the browser frees its lock)', async () => {
    const env = browser();
    const a = openTab(env, applicant);
    const b = openTab(env, applicant);
    await settle();
    env.locks.crash(a.id);
    await settle();
    expect(b.hub.isLeader()).toBe(true);
    expect(env.locks.holder(liveName(20))).toBe(b.id);
  });

  it('makes a tab that joins current at once with the last events, before anything changes', async () => {
    const env = browser();
    const leader = openTab(env, examiner);
    await settle();
    env.streams.live(MESSAGES.path)[0]!.send(MESSAGES.event, { uid: 5, total: 4 });
    env.streams.live(NOTICES.path)[0]!.send(NOTICES.event, notices);
    const follower = openTab(env, examiner);
    await settle();

    expect(follower.totals).toEqual([{ uid: 5, total: 4 }]);
    expect(follower.notices).toEqual([notices]);
    // Only the newcomer was answered, and nobody opened a second stream for it.
    expect(leader.totals).toHaveLength(1);
    expect(env.streams.opened).toHaveLength(2);
  });

  it('keeps another user of the same browser apart: own lock, own streams, none of the first user’s counts', async () => {
    const env = browser();
    const mine = openTab(env, applicant);
    const theirs = openTab(env, examiner);
    await settle();

    expect(leaders([mine, theirs])).toEqual([mine, theirs]);
    const applicantStream = env.streams.live('ticket-20-')[0]!;
    applicantStream.send(MESSAGES.event, { uid: 20, total: 9 });
    await settle();
    expect(theirs.totals).toEqual([]);

    const newcomer = openTab(env, examiner);
    await settle();
    expect(newcomer.totals).toEqual([]);
  });

  it('logs and drops payloads that are not the contract’s', async () => {
    const env = browser();
    const tab = openTab(env, examiner);
    await settle();
    env.streams.live(MESSAGES.path)[0]!.sendRaw(MESSAGES.event, 'not json');
    env.streams.live(MESSAGES.path)[0]!.send(MESSAGES.event, { uid: 'five', total: -1 });
    env.streams.live(NOTICES.path)[0]!.send(NOTICES.event, [{ routePath: '/risk/index' }]);
    await settle();
    expect(tab.totals).toEqual([]);
    expect(tab.notices).toEqual([]);
    expect(tab.log).toHaveBeenCalledTimes(3);
  });

  it('reopens a failed stream itself, with a new ticket each time, after a pause that grows until an event arrives', async () => {
    vi.useFakeTimers();
    const env = browser();
    const tab = openTab(env, applicant);
    await vi.advanceTimersByTimeAsync(0);
    const first = env.streams.live(MESSAGES.path)[0]!;

    // EventSource would retry with the spent ticket: the hub closes it instead.
    first.fail();
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS - 1);
    expect(env.streams.live(MESSAGES.path)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const second = env.streams.live(MESSAGES.path)[0]!;
    expect(second.url).toContain('ticket=ticket-20-2');

    second.fail();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2 - 1);
    expect(env.streams.live(MESSAGES.path)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const third = env.streams.live(MESSAGES.path)[0]!;
    expect(third.url).toContain('ticket=ticket-20-3');
    third.send(MESSAGES.event, { uid: 20, total: 2 });
    expect(lastTotal(tab)).toBe(2);

    // An event restarted the pause.
    third.fail();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(env.streams.live(MESSAGES.path)).toHaveLength(1);
    expect(env.streams.opened).toHaveLength(4);
    expect(tab.log).toHaveBeenCalledTimes(3);
  });

  it('retries after a pause when no ticket can be had (the server is away)', async () => {
    vi.useFakeTimers();
    const env = browser();
    const ticket = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('late-ticket');
    const tab = openTab(env, applicant, { ticket });
    await vi.advanceTimersByTimeAsync(0);
    expect(env.streams.opened).toHaveLength(0);
    expect(tab.log).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(env.streams.live(MESSAGES.path).map((s) => s.url)).toEqual([`/ftown-api/public/index.php${MESSAGES.path}?ticket=late-ticket`]);
  });

  it('polls the total and, for staff, the notices where EventSource is missing', async () => {
    vi.useFakeTimers();
    const env = browser();
    const poll = { total: vi.fn().mockResolvedValueOnce(3).mockResolvedValue(1), notices: vi.fn().mockResolvedValue(notices) };
    const leader = openTab(env, examiner, { openStream: null, poll });
    const follower = openTab(env, examiner, { openStream: null, poll });
    await vi.advanceTimersByTimeAsync(0);

    expect(poll.total).toHaveBeenCalledTimes(1);
    expect(leader.totals).toEqual([{ uid: 5, total: 3 }]);
    expect(leader.notices).toEqual([notices]);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(poll.total).toHaveBeenCalledTimes(2);
    expect(follower.totals.map((e) => e.total)).toEqual([3, 1]);
    expect(follower.notices).toEqual([notices, notices]);

    leader.hub.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(follower.hub.isLeader()).toBe(true);
    expect(poll.total).toHaveBeenCalledTimes(3);
  });

  it('leads alone without a channel or a lock, and closes everything on stop', async () => {
    const env = browser();
    const lone = openTab(env, applicant, { openChannel: null, locks: null });
    await settle();
    expect(lone.hub.isLeader()).toBe(true);
    lone.hub.stop();
    expect(lone.hub.isLeader()).toBe(false);
    expect(env.streams.live('')).toHaveLength(0);
  });
});
