import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES, DEFAULT_MESSAGES } from '@ftown/domain/api/codes';
import { closeWithin } from '../shutdown.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/** Generous bounds: the tests prove "finishes", never "finishes fast". */
const BOUND_MS = 30_000;

const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not finish`)), BOUND_MS))]);

const portOf = (t: TestApp) => (t.app.server.address() as net.AddressInfo).port;

/** A raw connection: write what you like, read everything the server sends until it closes the connection. */
const rawConnection = (port: number) => {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, connected, closed, received: () => received };
};

/** The status and the JSON body of the first reply in `text`. */
const replyOf = (text: string) => {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) as { code: number; message: string } };
};

const holdRoute = () => {
  let entered: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => {
    entered = resolve;
  });
  return {
    inFlight,
    routes: (app: TestApp['app']) => {
      // Never answers: a request in flight that would hold a plain close for ever.
      app.get('/test-only/hold', async () => {
        entered();
        await new Promise(() => undefined);
      });
    },
  };
};

describe('Node-level refusals use the error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('cuts a client that sends its body slowly with 408 once the request timeout has passed', async () => {
    const c = rawConnection(portOf(t));
    await c.connected;
    c.socket.write(`POST ${API_BASE}/sam/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
    const drip = setInterval(() => c.socket.writable && c.socket.write(' '), 100);
    try {
      await within(c.closed, 'the slow request');
    } finally {
      clearInterval(drip);
    }
    const reply = replyOf(c.received());
    expect(reply.status).toBe(408);
    expect(reply.body).toEqual({ code: CODES.timeout, message: DEFAULT_MESSAGES.timeout, data: null });
    expect(reply.head).toContain('x-content-type-options: nosniff');
  });

  it('answers headers over the size limit with 431 and bytes that are not HTTP with 400', async () => {
    const big = rawConnection(portOf(t));
    await big.connected;
    big.socket.write(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await within(big.closed, 'the oversized request');
    expect(replyOf(big.received()).status).toBe(431);
    expect(replyOf(big.received()).body).toEqual({ code: CODES.headersTooLarge, message: DEFAULT_MESSAGES.headersTooLarge, data: null });

    const garbage = rawConnection(portOf(t));
    await garbage.connected;
    garbage.socket.write('HELLO THERE\r\n\r\n');
    await within(garbage.closed, 'the garbage request');
    expect(replyOf(garbage.received()).status).toBe(400);
    expect(replyOf(garbage.received()).body.code).toBe(CODES.badInput);
  });
});

describe('shutdown', () => {
  it('finishes within the grace period whatever the open connections do, and answers late requests with 503', async () => {
    const hold = holdRoute();
    const t = await buildTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '60' }, routes: hold.routes });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = portOf(t);

      // A request in flight on a keep-alive connection, which its handler never answers.
      const agent = new http.Agent({ keepAlive: true });
      const held = new Promise<string>((resolve) => {
        http
          .get({ port, host: '127.0.0.1', path: '/test-only/hold', agent }, (res) => resolve(`answered ${res.statusCode}`))
          .on('error', (error) => resolve(`cut: ${error.message}`));
      });
      await within(hold.inFlight, 'the held request to arrive');

      // An idle keep-alive connection, after one answered request.
      const idle = rawConnection(port);
      await idle.connected;
      idle.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
      await within(
        new Promise<void>((resolve) => idle.socket.once('data', () => resolve())),
        'the health check',
      );

      // A client sending its body slowly (the request timeout, 60 s here, is far away).
      const slow = rawConnection(port);
      await slow.connected;
      slow.socket.write(`POST ${API_BASE}/sam/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
      const drip = setInterval(() => slow.socket.writable && slow.socket.write(' '), 100);

      // A request whose headers are half sent when the shutdown starts.
      const late = rawConnection(port);
      await late.connected;
      late.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');

      const closing = closeWithin(t.app, 1500);
      await within(
        (async () => {
          while (t.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 20));
        })(),
        'the server to stop listening',
      );
      late.socket.write('\r\n');
      await within(late.closed, 'the late request');
      const reply = replyOf(late.received());
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ code: CODES.unavailable, message: DEFAULT_MESSAGES.unavailable, data: null, requestId: expect.any(String) });
      expect(reply.head).toContain('x-content-type-options: nosniff');

      await within(closing, 'the shutdown');
      clearInterval(drip);
      await within(Promise.all([idle.closed, slow.closed]), 'the connections to close');
      expect(await within(held, 'the held request')).toMatch(/^cut/);
      agent.destroy();
    } finally {
      await t.close();
    }
    // The app is built inside the test.
  }, 180_000);
});
