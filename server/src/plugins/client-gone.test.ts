import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { baseUrlOf } from '../live/test-support.ts';

type Line = { level: number; msg: string; reqId?: string };
const lines: Line[] = [];
let t: TestApp;
/** Set when the slow read has its reply ready, after the client has gone. */
let answered: () => void = () => undefined;

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'info' },
    logTo: (line) => void lines.push(JSON.parse(line) as Line),
    routes: (app) => {
      // A read (a POST, as getOneApply) whose reply is large enough to be compressed, answered after the client
      // has closed its socket.
      app.post(`${API_BASE}/test/slow-read`, async () => {
        await sleep(300);
        answered();
        return { code: 20000, message: '操作成功', data: { rows: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `企业${i}` })) } };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

describe('a client that goes away before its reply', () => {
  // A POST read (getOneApply) cut short while its compressed reply was written was logged as 'request failed'.
  it('is not logged as a server fault, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const requestId = `gone-${encoding}`;
      const done = new Promise<void>((resolve) => (answered = resolve));
      const request = http.request(`${baseUrlOf(t.app)}${API_BASE}/test/slow-read`, {
        method: 'POST',
        headers: { 'accept-encoding': encoding, 'x-request-id': requestId, 'content-type': 'application/json' },
      });
      request.on('error', () => undefined);
      request.end(JSON.stringify({ id: 1 }));
      await sleep(100);
      request.destroy();
      await done;
      // The reply's write fails on the next turns of the loop, after the handler returns.
      await sleep(200);
      const mine = lines.filter((l) => l.reqId === requestId);
      expect(mine.map((l) => l.msg), encoding).toContain('incoming request');
      expect(mine.filter((l) => l.level >= 50).map((l) => l.msg), encoding).toEqual([]);
    }
  });
});
