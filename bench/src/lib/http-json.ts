import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type JsonAnswer = { status: number; body: { code: number; message: string; data?: unknown } };

/**
 * JSON calls over plain node http on kept-alive sockets, for benches whose client shares the machine with the
 * server: fetch (undici) took about 40 % of a core to drive 50 connections, CPU the measured server then lacked.
 * It asks for compression as a browser does, so the server does the work it does for one.
 */
export const jsonClient = (base: string, connections: number) => {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<JsonAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${base}${path}`,
        {
          method,
          agent,
          headers: {
            ...headers,
            'accept-encoding': 'br, gzip',
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
            try {
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as JsonAnswer['body'] });
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    get: (path: string, headers: Record<string, string>) => call('GET', path, headers),
    post: (path: string, headers: Record<string, string>, body: unknown) => call('POST', path, headers, body),
    /** Opens every socket before a measurement starts, so connection set-up is not timed. */
    warm: (path: string) => Promise.all(Array.from({ length: connections }, () => call('GET', path, {}).catch(() => undefined))),
    close: () => agent.destroy(),
  };
};
