import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_STREAMS } from '@ftown/domain/live/live.schemas';
import { useSessionStore } from '@/stores/session-store';
import { RELEASE_GRACE_MS, acquireLiveFeed, stopLiveFeed } from './live-feed';
import { useNoticesStore } from './notices-store';
import { FakeChannels, FakeLocks, FakeStreams, FakeTickets, settle } from './test/fake-browser';
import type { Transport } from './transport';

const env = { channels: new FakeChannels(), locks: new FakeLocks(), streams: new FakeStreams(), tickets: new FakeTickets() };
const transport = (): Transport => ({
  ticket: env.tickets.issue({ uid: 0 }),
  tabId: 'this-tab',
  openChannel: env.channels.open,
  locks: env.locks.forTab('this-tab'),
  openStream: env.streams.open,
  poll: { total: async () => 0, notices: async () => [] },
  log: () => undefined,
});
const examiner = { uid: 5, token: 'token-5', staff: true };

beforeEach(() => {
  vi.useFakeTimers();
  useSessionStore.setState({ token: 'token-5' });
});
afterEach(() => {
  stopLiveFeed();
  vi.useRealTimers();
});

describe('the tab’s live feed', () => {
  it('keeps the streams across a layout change, and stops them after the last holder has gone for a moment', async () => {
    const release = acquireLiveFeed(examiner, { onTotal: vi.fn(), onApply: vi.fn(), onPresence: vi.fn() }, transport);
    await settle();
    expect(env.streams.live('')).toHaveLength(2);

    release();
    await vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS / 2);
    const again = acquireLiveFeed(examiner, { onTotal: vi.fn(), onApply: vi.fn(), onPresence: vi.fn() }, transport);
    await vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS);
    expect(env.streams.live('')).toHaveLength(2);
    expect(env.streams.opened).toHaveLength(2);

    again();
    await vi.advanceTimersByTimeAsync(RELEASE_GRACE_MS);
    expect(env.streams.live('')).toHaveLength(0);
  });

  it('stops at once on sign-out and forgets the badges', async () => {
    acquireLiveFeed(examiner, { onTotal: vi.fn(), onApply: vi.fn(), onPresence: vi.fn() }, transport);
    await settle();
    env.streams.live(LIVE_STREAMS.notices.path)[0]!.send(LIVE_STREAMS.notices.event, [{ routePath: '/risk/index', notices: 1 }]);
    expect(useNoticesStore.getState().notices).toHaveLength(1);

    useSessionStore.setState({ token: null });
    expect(env.streams.live('')).toHaveLength(0);
    expect(useNoticesStore.getState().notices).toEqual([]);
  });

  it('starts over for another user', async () => {
    acquireLiveFeed(examiner, { onTotal: vi.fn(), onApply: vi.fn(), onPresence: vi.fn() }, transport);
    acquireLiveFeed({ uid: 20, token: 'token-20', staff: false }, { onTotal: vi.fn(), onApply: vi.fn(), onPresence: vi.fn() }, transport);
    await settle();
    expect(env.streams.live('').map((s) => s.url)).toEqual([
      expect.stringMatching(new RegExp(`^/ftown-api/public/index.php${LIVE_STREAMS.messages.path}\\?ticket=ticket-0-\\d+$`)),
    ]);
  });
});
