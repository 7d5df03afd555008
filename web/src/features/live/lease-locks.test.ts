import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_MS, LEASE_MS, RETRY_MS, leaseLocks } from './lease-locks';

/** One localStorage shared by the tabs of a browser. */
const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

type Held = { granted: boolean; release: () => void; abort: AbortController; done: Promise<void> };

const request = (locks: ReturnType<typeof leaseLocks>): Held => {
  const held: Held = { granted: false, release: () => undefined, abort: new AbortController(), done: Promise.resolve() };
  held.done = locks
    .request('ftown-live:5', held.abort.signal, () => {
      held.granted = true;
      return new Promise<void>((resolve) => {
        held.release = resolve;
      });
    })
    .catch(() => undefined);
  return held;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lease locks (where Web Locks are missing)', () => {
  it('grants one tab, keeps the other waiting, and hands over when the holder releases', async () => {
    const shared = storage();
    const a = request(leaseLocks({ storage: shared, tabId: 'a' }));
    await vi.advanceTimersByTimeAsync(CONFIRM_MS);
    const b = request(leaseLocks({ storage: shared, tabId: 'b' }));
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect([a.granted, b.granted]).toEqual([true, false]);

    a.release();
    await vi.advanceTimersByTimeAsync(RETRY_MS + CONFIRM_MS);
    expect(b.granted).toBe(true);
  });

  it('backs off when another tab wrote its claim over this one before it was confirmed', async () => {
    const shared = storage();
    const a = request(leaseLocks({ storage: shared, tabId: 'a' }));
    // Tab b read the empty lease at the same moment and wrote its claim just after a's.
    shared.setItem('ftown-live:5:lease', JSON.stringify({ id: 'b', until: Date.now() + LEASE_MS }));
    await vi.advanceTimersByTimeAsync(CONFIRM_MS + RETRY_MS * 2);
    expect(a.granted).toBe(false);
  });

  it('takes over the lease of a tab that vanished once it runs out, and not before', async () => {
    const shared = storage();
    shared.setItem('ftown-live:5:lease', JSON.stringify({ id: 'gone', until: Date.now() + LEASE_MS }));
    const b = request(leaseLocks({ storage: shared, tabId: 'b' }));
    await vi.advanceTimersByTimeAsync(LEASE_MS - RETRY_MS);
    expect(b.granted).toBe(false);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(b.granted).toBe(true);
  });

  it('hears a closed holder through the storage event instead of waiting for the next try', async () => {
    const shared = storage();
    const events = new EventTarget();
    shared.setItem('ftown-live:5:lease', JSON.stringify({ id: 'a', until: Date.now() + LEASE_MS }));
    const b = request(leaseLocks({ storage: shared, tabId: 'b', events: events as unknown as Window }));
    await vi.advanceTimersByTimeAsync(RETRY_MS / 2);
    shared.removeItem('ftown-live:5:lease');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'ftown-live:5:lease', newValue: null }));
    await vi.advanceTimersByTimeAsync(CONFIRM_MS);
    expect(b.granted).toBe(true);
  });

  it('stops waiting when aborted', async () => {
    const shared = storage();
    request(leaseLocks({ storage: shared, tabId: 'a' }));
    await vi.advanceTimersByTimeAsync(CONFIRM_MS);
    const b = request(leaseLocks({ storage: shared, tabId: 'b' }));
    b.abort.abort();
    await b.done;
    await vi.advanceTimersByTimeAsync(LEASE_MS * 2);
    expect(b.granted).toBe(false);
  });
});
