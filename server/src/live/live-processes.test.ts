import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { APPLY_CALLS, type TApply } from '@ftown/domain/applications/api/apply.schemas';
import { APPLY_EVENT, PRESENCE_EVENT, ZApplyEvent, ZLiteMsgEvent, ZPresenceEvent, ZWarnedEvent } from '@ftown/domain/live/live.schemas';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { info, SAM } from '../test/login.ts';
import { data, presence, review, submittedApplication } from '../review/test-support.ts';
import { openSse, signalQueues, streamUrl, unreadCount, writeMessage, type SseReader } from './test-support.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Server = { child: ChildProcess; base: string; exited: Promise<number | null> };

/** Starts server/src/main.ts as its own process on the test database; resolves once it listens. */
const startServer = (databaseUrl: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        WORKERS: '1',
        WEB_DIST: path.join(os.tmpdir(), 'ftown-no-web-live'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the second server did not start:\n${output}`));
    }, 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts prints the address it listens on once it is ready.
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${port}`, exited });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the second server exited with ${code}:\n${output}`));
    });
  });

describe.skipIf(TEST_DB !== 'postgres')('two server processes on one PostgreSQL (PGlite is one process by design)', () => {
  let t: TestApp;
  let other: Server;
  const streams: SseReader[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    if (t.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    other = await startServer(t.target.url);
  }, 120_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    other?.child.kill('SIGKILL');
    await t?.close();
  });

  /** Signs in through the other process: its clock is the real one, the test app's is fixed in the past. */
  const login = async (account: string): Promise<string> => {
    const res = await fetch(`${other.base}${SAM}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'personPassword', account, password: 'Demo@2026' }),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${body}`);
    return (JSON.parse(body) as { data: { token: string } }).data.token;
  };

  const open = async (kind: 'messages' | 'notices', token: string) => {
    const s = await openSse(streamUrl(other.base, kind, token));
    streams.push(s);
    expect(s.status, s.body).toBe(200);
    return s;
  };

  it('delivers a message committed through one process to the stream another process holds', async () => {
    const token = await login('zhangsan');
    const uid = data<{ id: number }>(await info(t.app, token)).id;
    const s = await open('messages', token);
    const before = await unreadCount(t.app, uid);
    expect(ZLiteMsgEvent.parse((await s.nextEvent(10_000)).data)).toEqual({ uid, total: before });

    await writeMessage(t.app, uid);
    expect(ZLiteMsgEvent.parse((await s.nextEvent(10_000)).data)).toEqual({ uid, total: before + 1 });
  });

  it('updates the notices held by another process when a queue changes here', async () => {
    const chief = await login('chief');
    const s = await open('notices', chief);
    const examine = (notices: unknown) => ZWarnedEvent.parse(notices).find((n) => n.routePath === '/examine/index')?.notices ?? Number.NaN;
    const before = examine((await s.nextEvent(10_000)).data);

    await submittedApplication(t.app, await login('zhangsan'));
    await signalQueues(t.app);
    expect(examine((await s.nextEvent(10_000)).data)).toBe(before + 1);
  });

  it('answers a list read from the process holding the stream with the state its applySE announced', async () => {
    const [applicant, chief] = [await login('zhangsan'), await login('chief')];
    const apply = await submittedApplication(t.app, applicant);
    const s = await open('messages', applicant);
    await s.nextEvent(10_000);
    // Read through the other process, whose list cache then holds the page.
    const statusThere = async () => {
      const res = await fetch(`${other.base}${API_BASE}${APPLY_CALLS.getAllApply.path}?size=100`, { headers: { 'x-token': applicant } });
      const body = (await res.json()) as { data: { items: TApply[] } };
      return body.data.items.find((a) => a.id === apply.id)?.status;
    };
    expect(await statusThere()).toBe(1);

    data(await review(t.app, chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    let event = await s.nextEvent(10_000);
    while (event.event !== APPLY_EVENT) event = await s.nextEvent(10_000);
    expect(ZApplyEvent.parse(event.data)).toEqual({ id: apply.id, status: 2, stage: 'gov_distribution' });
    expect(await statusThere()).toBe(2);
  });

  it('tells an examiner whose stream the other process holds that someone took over here', async () => {
    const [applicant, chief, gov1, admin] = [await login('zhangsan'), await login('chief'), await login('gov1'), await login('admin')];
    const gov1Id = data<{ id: number }>(await info(t.app, gov1)).id;
    const apply = await submittedApplication(t.app, applicant);
    data(await review(t.app, chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    data(await review(t.app, chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: gov1Id }));
    const s = await open('messages', gov1);
    data(await presence(t.app, gov1, 'claim', { apply: apply.id }));
    data(await presence(t.app, admin, 'claim', { apply: apply.id, takeover: true }));
    const takeover = async () => {
      for (;;) {
        const event = await s.nextEvent(10_000);
        const parsed = event.event === PRESENCE_EVENT ? ZPresenceEvent.parse(event.data) : null;
        if (parsed?.from === gov1Id) return parsed;
      }
    };
    expect(await takeover()).toMatchObject({ apply: apply.id, from: gov1Id });
  });

  it('ends the other process\'s streams of a session signed out here', async () => {
    const token = await login('gov1');
    const s = await open('messages', token);
    await s.nextEvent(10_000);
    expect((await t.app.inject({ method: 'POST', url: `${SAM}/logout`, headers: { 'x-token': token } })).statusCode).toBe(200);
    await s.ended(10_000);
  });

  it('shuts the other process down on SIGTERM while a stream is open, ending it', async () => {
    const s = await open('messages', await login('risk1'));
    await s.nextEvent(10_000);
    other.child.kill('SIGTERM');
    await s.ended(10_000);
    expect(await other.exited).toBe(0);
  });
});
