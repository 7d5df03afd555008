import autocannon from 'autocannon';

export type LoadResult = { reqPerSec: number; p50: number; p99: number; requests: number; errors: number; non2xx: number };

export type LoadOptions = {
  url: string;
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
};

/** One autocannon run; latencies in milliseconds. A short warm-up first so JIT and caches settle. */
export const load = async (opts: LoadOptions): Promise<LoadResult> => {
  const base = {
    url: opts.url,
    connections: opts.connections ?? 50,
    headers: opts.headers,
    method: opts.method ?? 'GET',
    body: opts.body,
  };
  await autocannon({ ...base, duration: 2 });
  return toLoadResult(await autocannon({ ...base, duration: opts.seconds ?? 10 }));
};

/** What a bench keeps of an autocannon run, also for runs `load` cannot describe (per-request setup). */
export const toLoadResult = (r: autocannon.Result): LoadResult => ({
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  errors: r.errors,
  non2xx: r.non2xx,
});
