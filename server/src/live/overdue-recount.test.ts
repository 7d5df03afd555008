import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONNECT_MS, ZWarnedEvent, type TNotice } from '@ftown/domain/live/live.schemas';
import { OVERDUE_ROUTE_PATH } from '@ftown/domain/live/notices';
import { submittedApplication } from '../review/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { baseUrlOf, openSse, streamUrl, type SseReader } from './test-support.ts';

let t: TestApp;
let stream: SseReader | undefined;

beforeAll(async () => {
  // The test clock moves with real time here: the recount is a timer set for the next overdue instant.
  t = await buildTestApp({ runningClock: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  stream?.close();
  await t?.close();
});

const overdueOf = (data: unknown) => ZWarnedEvent.parse(data).find((n: TNotice) => n.routePath === OVERDUE_ROUTE_PATH)?.overdue ?? 0;

describe('overdue counts change with time alone', () => {
  it('recounts the notices when the next clock passes its limit, with no write to signal it', async () => {
    const apply = await submittedApplication(t.app, await passwordLogin(t.app, 'personPassword', 'zhangsan'));
    // As if it had waited at intake almost its whole limit: overdue four seconds from now.
    const overdueAt = new Date(t.clock.now().getTime() + 4000);
    await t.app.db.updateTable('applies').set({ clockAmberAt: t.clock.now(), clockOverdueAt: overdueAt }).where('id', '=', apply.id).execute();

    const admin = await passwordLogin(t.app, 'personPassword', 'admin');
    stream = await openSse(streamUrl(baseUrlOf(t.app), 'notices', admin));
    expect(await stream.next()).toEqual({ retry: RECONNECT_MS });
    const before = overdueOf((await stream.nextEvent()).data);
    expect(t.clock.now().getTime()).toBeLessThan(overdueAt.getTime());

    // Nothing is written from here on: the live service's own timer recounts once the instant has passed.
    const after = overdueOf((await stream.nextEvent(15_000)).data);
    expect(after).toBe(before + 1);
    expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(overdueAt.getTime());
  });
});
