import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { smsNoticeText } from '@ftown/domain/messages/workflow-messages';
import type { SmsMessage } from '../auth/sms-transport.ts';
import { data, review, submittedApplication } from '../review/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { sendDueSmsNotices } from './sms-notices.ts';

let t: TestApp;
let applicant: string;
let admin: string;
/** 张三's mobile in the demo data. */
const MOBILE = '13800000001';

beforeAll(async () => {
  t = await buildTestApp();
  applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  admin = await passwordLogin(t.app, 'personPassword', 'admin');
});
afterAll(async () => {
  await t?.close();
});

const notices = () => t.sent.filter((m) => m.template.kind === 'applyNotice');

/** An application at 政务服务中心初审, taken up and assigned by the administrator (who may act anywhere). */
const atEarlyReview = async () => {
  const apply = await submittedApplication(t.app, applicant);
  data(await review(t.app, admin, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
  const users = data<{ id: number; name: string }[]>(await review(t.app, admin, 'getUserListByNode', { node: '1' }));
  return data<TApply>(await review(t.app, admin, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: users.find((u) => u.name === '黄磊')!.id }));
};

const returnIt = (apply: TApply) =>
  review(t.app, admin, 'remadApply', { id: apply.id, unicodes: apply.unicodes, version: apply.version, stage: 'gov_early', items: '企业名称', reason: '重名', other: '' });

describe('SMS notices of workflow steps', () => {
  it('a return sends the applicant one notice through the notice template; steps that need nothing of them send none', async () => {
    const apply = await atEarlyReview();
    // Taking up and assigning are told in the message centre only.
    expect(notices()).toEqual([]);
    data(await returnIt(apply));

    await vi.waitFor(() => expect(notices()).toHaveLength(1), { timeout: 10_000 });
    const expected = { name: apply.name, result: '已被驳回，请按审核意见修改后重新提交' };
    expect(notices()[0]).toEqual({
      mobile: MOBILE,
      text: smsNoticeText({ audience: 'applicant', ...expected }),
      template: { kind: 'applyNotice', ...expected },
    } satisfies SmsMessage);
    // The row is marked sent once the gateway has answered, so after the gateway saw the message.
    const row = await vi.waitFor(
      async () => {
        const sent = await t.app.db.selectFrom('smsNotices').selectAll().where('name', '=', apply.name).executeTakeFirstOrThrow();
        expect(sent.sentAt).not.toBeNull();
        return sent;
      },
      { timeout: 10_000 },
    );
    expect(row).toMatchObject({ attempts: 1, lastError: null });
  });

  it('a refused step queues nothing: the notice is written with the step or not at all', async () => {
    const apply = await atEarlyReview();
    const before = await t.app.db.selectFrom('smsNotices').select('id').execute();
    // A stale version is refused (409) after nothing was written.
    expect((await review(t.app, admin, 'remadApply', { id: apply.id, unicodes: apply.unicodes, version: apply.version + 1, stage: 'gov_early', items: '名称', reason: '重名' })).statusCode).toBe(409);
    expect(await t.app.db.selectFrom('smsNotices').select('id').execute()).toEqual(before);
  });

  it('parallel senders send a due notice once; a failed send is kept and tried again after its delay', async () => {
    const at = t.clock.now();
    await t.app.db.insertInto('smsNotices').values({ mobile: '13900000301', name: '甲有限公司', result: '未通过审核', createdAt: at, nextAt: at }).execute();
    const sent: SmsMessage[] = [];
    let failing = true;
    const sms = {
      send: async (m: SmsMessage) => {
        if (m.mobile === '13900000301' && failing) throw new Error('gateway down');
        sent.push(m);
      },
    };
    const deps = { db: t.app.db, sms, clock: t.clock, log: t.app.log };
    // The first pass fails; the rest of the burst finds it claimed or not yet due.
    await Promise.all(Array.from({ length: 8 }, () => sendDueSmsNotices(deps)));
    const failed = await t.app.db.selectFrom('smsNotices').selectAll().where('mobile', '=', '13900000301').executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: 'gateway down' });

    failing = false;
    await sendDueSmsNotices(deps);
    expect(sent.filter((m) => m.mobile === '13900000301')).toEqual([]);
    t.clock.advance(2 * 60_000 + 1000);
    await Promise.all(Array.from({ length: 8 }, () => sendDueSmsNotices(deps)));
    expect(sent.filter((m) => m.mobile === '13900000301')).toHaveLength(1);
    expect(await t.app.db.selectFrom('smsNotices').select(['attempts', 'lastError']).where('mobile', '=', '13900000301').executeTakeFirstOrThrow()).toEqual({
      attempts: 2,
      lastError: null,
    });
  });
});
