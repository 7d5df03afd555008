import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { RECONNECT_MS } from '@ftown/domain/live/live.schemas';
import { LITEMSG_CALLS } from '@ftown/domain/messages/messages.schemas';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { info, passwordLogin } from '../test/login.ts';
import { baseUrlOf, streamUrl, writeMessage } from '../live/test-support.ts';

type RawReply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET over a real socket that keeps the body as it came over the wire (fetch would decode it). */
const rawGet = (url: string, headers: Record<string, string>): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });

let t: TestApp;
let base: string;
let token: string;
const messagesUrl = () => `${base}${API_BASE}${LITEMSG_CALLS.selectAllByReceiver.path}?size=50`;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrlOf(t.app);
  token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  const uid = ((await info(t.app, token)).json() as { data: { id: number } }).data.id;
  for (let i = 0; i < 12; i++) await writeMessage(t.app, uid);
});
afterAll(async () => {
  await t?.close();
});

describe('compressed API replies', () => {
  it('sends a JSON reply above the threshold as brotli when accepted, and the bytes decode to the reply', async () => {
    const plain = await rawGet(messagesUrl(), { 'x-token': token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await rawGet(messagesUrl(), { 'x-token': token, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('falls back to gzip for a client without brotli', async () => {
    const gz = await rawGet(messagesUrl(), { 'x-token': token, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(gz.body).toString('utf8')) as { data: { total: number } }).data.total).toBeGreaterThanOrEqual(12);
  });

  it('leaves a reply under the threshold as it is', async () => {
    const small = await rawGet(`${base}${API_BASE}${LITEMSG_CALLS.selectUnReadTotal.path}`, { 'x-token': token, 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ data: { total: expect.any(Number) } });
  });
});

describe('event streams', () => {
  it('are never compressed nor buffered: the first event arrives while the stream stays open', async () => {
    const abort = new AbortController();
    const first = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.get(
        streamUrl(base, 'messages', token),
        { headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' }, signal: abort.signal },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            // The retry field and then one whole event: both had to leave the server unbuffered.
            if (/\nevent: [^\n]+\ndata: [^\n]+\n\n/.test(text)) resolve({ headers: res.headers, text });
          });
          res.on('end', () => reject(new Error(`the stream ended before its first event: ${text}`)));
        },
      );
      req.on('error', (e) => (abort.signal.aborted ? undefined : reject(e)));
    });
    abort.abort();
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.text.startsWith(`retry: ${RECONNECT_MS}\n\n`)).toBe(true);
  });
});
