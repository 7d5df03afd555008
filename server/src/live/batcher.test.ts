import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A batcher whose runs are recorded and can be held open until released. */
const recorder = (hold = false) => {
  const runs: number[][] = [];
  const errors: unknown[] = [];
  let active = 0;
  let maxActive = 0;
  let release: () => void = () => {};
  const batcher = createBatcher<number>(
    async (keys) => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      runs.push([...keys].sort((a, b) => a - b));
      if (hold) await new Promise<void>((r) => (release = r));
      active -= 1;
      if (keys.has(-1)) throw new Error('boom');
    },
    (err) => errors.push(err),
  );
  return { batcher, runs, errors, maxActive: () => maxActive, release: () => release() };
};

describe('createBatcher', () => {
  it('runs a burst of keys once, after the delay', async () => {
    const { batcher, runs } = recorder();
    batcher.add([1, 2], 300);
    batcher.add([2, 3], 300);
    await sleep(50);
    expect(runs).toEqual([]);
    await expect.poll(() => runs).toEqual([[1, 2, 3]]);
  });

  it('lets an urgent key bring a lazy batch forward', async () => {
    const { batcher, runs } = recorder();
    batcher.add([1], 5_000);
    batcher.add([2], 0);
    await expect.poll(() => runs, { timeout: 1000 }).toEqual([[1, 2]]);
  });

  it('never runs twice at once: keys arriving during a run wait for the next one', async () => {
    const r = recorder(true);
    r.batcher.add([1], 0);
    await expect.poll(() => r.runs).toEqual([[1]]);
    r.batcher.add([2], 0);
    r.batcher.add([3], 0);
    await sleep(50);
    expect(r.runs).toEqual([[1]]);
    r.release();
    await expect.poll(() => r.runs).toEqual([[1], [2, 3]]);
    r.release();
    expect(r.maxActive()).toBe(1);
  });

  it('reports a failed run and keeps going', async () => {
    const { batcher, runs, errors } = recorder();
    batcher.add([-1], 0);
    await expect.poll(() => errors).toHaveLength(1);
    batcher.add([4], 0);
    await expect.poll(() => runs).toEqual([[-1], [4]]);
  });

  it('waits for the run in progress when stopped, and runs nothing after', async () => {
    const r = recorder(true);
    r.batcher.add([1], 0);
    await expect.poll(() => r.runs).toEqual([[1]]);
    let stopped = false;
    const stopping = r.batcher.stop().then(() => (stopped = true));
    r.batcher.add([2], 0);
    await sleep(50);
    expect(stopped).toBe(false);
    r.release();
    await stopping;
    await sleep(50);
    expect(r.runs).toEqual([[1]]);
  });
});
