import { describe, expect, it } from 'vitest';
import { FifoGate } from './fifo-gate.ts';

/** A clock that moves only when a holder says it worked, so the slice is crossed by count, not by the machine's speed. */
const steppedClock = () => {
  let t = 0;
  return { now: () => t, work: (ms: number) => (t += ms) };
};

describe('FifoGate', () => {
  it('serves its holders in the order they asked', async () => {
    const gate = new FifoGate();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => gate.run(async () => void order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
    expect(gate.held).toBe(false);
  });

  it('lets the event loop turn once a run of hand-overs outlasts its slice, still in order', async () => {
    const clock = steppedClock();
    const gate = new FifoGate({ sliceMs: 10, now: clock.now });
    const order: string[] = [];
    // Each holder "works" 1 ms; 40 of them hand over 39 times, 39 ms in all: more than three slices.
    const holders = Array.from({ length: 40 }, (_, n) =>
      gate.run(async () => {
        order.push(`q${n}`);
        clock.work(1);
      }),
    );
    // What the event loop would do meanwhile (read a request): run it as soon as the loop turns.
    setImmediate(() => order.push('io'));
    await Promise.all(holders);
    const io = order.indexOf('io');
    // Handed over in microtasks only, every holder would run before the loop's turn (io last).
    expect(io).toBeGreaterThan(0);
    expect(io).toBeLessThan(order.length - 1);
    expect(order.filter((o) => o !== 'io')).toEqual(Array.from({ length: 40 }, (_, n) => `q${n}`));
  });

  it('keeps the gate held across a yield, so a newcomer waits behind the queue', async () => {
    const clock = steppedClock();
    const gate = new FifoGate({ sliceMs: 0, now: clock.now });
    const order: string[] = [];
    const first = gate.run(async () => void order.push('first'));
    const second = gate.run(async () => void order.push('second'));
    await first;
    // The hand-over to `second` waits for setImmediate; the gate must not look free meanwhile.
    expect(gate.held).toBe(true);
    const late = gate.run(async () => void order.push('late'));
    await Promise.all([second, late]);
    expect(order).toEqual(['first', 'second', 'late']);
  });
});
