import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { LIVE_CHANNELS } from '@ftown/domain/live/live.schemas';
import {
  LITEMSG_CALLS,
  MESSAGE_TEXTS,
  ZBatchResponse,
  ZMessageListResponse,
  ZMessagePageResponse,
  ZUnreadTotalResponse,
  type MessageGenre,
  type TMessage,
  type TMessagePage,
} from '@ftown/domain/messages/messages.schemas';
import { WORKFLOW_SUBJECTS } from '@ftown/domain/messages/workflow-messages';
import { parseOpinionNote } from '@ftown/domain/review/opinion-note';
import { data, review, submittedApplication, type Res } from '../review/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { info, passwordLogin, smsLogin } from '../test/login.ts';
import { recordWorkflowEvent, writeMessages } from '../workflow/message-writer.ts';
import { callerOf } from '../test/call.ts';

let t: TestApp;
const tokens = {} as Record<'applicant' | 'company' | 'chief' | 'gov1' | 'law1', string>;
const uids = {} as Record<'applicant' | 'company' | 'gov1' | 'law1', number>;

const uidOf = async (app: FastifyInstance, token: string) => ((await info(app, token)).json() as { data: { id: number } }).data.id;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['chief', 'gov1', 'law1'] as const) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  tokens.company = await passwordLogin(t.app, 'companyPassword', '91330100MA27XY018X');
  for (const name of ['applicant', 'company', 'gov1', 'law1'] as const) uids[name] = await uidOf(t.app, tokens[name]);
});
afterAll(async () => {
  await t?.close();
});

type Call = keyof typeof LITEMSG_CALLS;

const litemsgCall = callerOf<Call>(LITEMSG_CALLS);
const litemsg = (token: string | null, name: Call, input: Record<string, unknown> = {}) => litemsgCall(t.app, token, name, input);

/** A refusal with its status and code, and the given message (or at least a Chinese one). */
const refused = (res: Res, status: number, code: number, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code, message: message ?? expect.stringMatching(/[\u4e00-\u9fa5]/) });
};

const unreadTotal = async (token: string) => data<{ total: number }>(await litemsg(token, 'selectUnReadTotal')).total;
const pageOf = async (token: string, query: Record<string, unknown> = {}) => data<TMessagePage>(await litemsg(token, 'selectAllByReceiver', query));

/** A new applicant (first SMS sign-in) with no messages yet; each call gets its own number. */
let nextMobile = 13900000300;
const newcomer = async () => {
  const token = await smsLogin(t.app, 'personMobile', String(nextMobile++));
  return { token, uid: await uidOf(t.app, token) };
};

/** Writes messages to `uid` in one transaction, oldest first; returns their ids newest first, as the calls list them. */
const give = async (uid: number, genres: readonly MessageGenre[]) => {
  await t.app.db.transaction().execute((trx) =>
    writeMessages(
      trx,
      t.app.notify,
      genres.map((genre, i) => ({ receiverId: uid, subject: `主题${i + 1}`, body: `内容${i + 1}`, genre, applyId: null })),
      t.clock.now(),
    ),
  );
  const rows = await t.app.db.selectFrom('messages').select('id').where('receiverId', '=', uid).orderBy('id', 'desc').limit(genres.length).execute();
  return rows.map((m) => m.id);
};

/** Every payload on the two live channels, in arrival order. */
const heard: { channel: string; payload: unknown }[] = [];
beforeAll(async () => {
  for (const channel of [LIVE_CHANNELS.messages, LIVE_CHANNELS.notices]) {
    await t.app.notify.subscribe(channel, (payload) => heard.push({ channel, payload }));
  }
});

/**
 * What the live channels carried since the last call, up to a marker published now: notifications arrive in
 * commit order, so anything published before the marker has arrived once the marker has.
 */
let markers = 0;
const heardSince = async () => {
  const marker = { marker: ++markers };
  await t.app.notify.publish(LIVE_CHANNELS.notices, marker);
  await expect.poll(() => heard.some((h) => JSON.stringify(h.payload) === JSON.stringify(marker)), { timeout: 5000 }).toBe(true);
  return heard.splice(0).filter((h) => JSON.stringify(h.payload) !== JSON.stringify(marker));
};

describe('reading', () => {
  it('lists newest first with each call’s shape, paged and by genre', async () => {
    const { token, uid } = await newcomer();
    // Someone else's message, written in between, must not show up in the caller's lists.
    await give((await newcomer()).uid, ['hub']);
    const mine = await give(uid, ['hub', 'flow', 'hub', 'flow', 'hub']);

    const total = (await litemsg(token, 'selectUnReadTotal')).json();
    expect(ZUnreadTotalResponse.parse(total)).toEqual({ code: CODES.ok, message: MESSAGE_TEXTS.loaded, data: { total: 5 } });

    const latest = ZMessageListResponse.parse((await litemsg(token, 'getAllByReceiver', { size: 2 })).json());
    expect(latest.data.map((m) => m.id)).toEqual(mine.slice(0, 2));
    expect(latest.data[0]).toMatchObject({ subject: '主题5', body: '内容5', readed: 0, genre: 'hub', applyId: null, addTime: t.clock.now().toISOString() });

    const unreadFlow = ZMessageListResponse.parse((await litemsg(token, 'getUnReadMsgByReceiver', { size: 2, genre: 'flow' })).json());
    expect(unreadFlow.data.map((m) => [m.id, m.genre])).toEqual([
      [mine[1], 'flow'],
      [mine[3], 'flow'],
    ]);

    const page2 = ZMessagePageResponse.parse((await litemsg(token, 'selectAllByReceiver', { page: 2, size: 2 })).json());
    expect(page2.data).toMatchObject({ total: 5, items: [{ id: mine[2] }, { id: mine[3] }] });
    expect(await pageOf(token, { genre: 'hub' })).toMatchObject({ total: 3, items: [{ id: mine[0] }, { id: mine[2] }, { id: mine[4] }] });
    expect((await pageOf(token, { page: 2_147_483_647 })).items).toEqual([]);
    // Pages are whole numbers within the database's int4, like ids (issue 18 item 13).
    const beyond = await litemsg(token, 'selectAllByReceiver', { page: 9_007_199_254_740_991 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ code: CODES.badInput, message: MESSAGE_TEXTS.badPage });
  });

  it('says so when there is nothing unread, and a receiver defaults to the caller', async () => {
    const { token, uid } = await newcomer();
    expect((await litemsg(token, 'getUnReadMsgByReceiver')).json()).toEqual({ code: CODES.ok, message: MESSAGE_TEXTS.empty, data: [] });
    await give(uid, ['hub']);
    expect(data<TMessage[]>(await litemsg(token, 'getUnReadMsgByReceiver', { receiver: uid }))).toHaveLength(1);
    expect(data<TMessage[]>(await litemsg(token, 'getUnReadMsgByReceiver', { receiver: 0 }))).toHaveLength(1);
  });

  it('refuses bad input with the Chinese text and no 500', async () => {
    const { token } = await newcomer();
    refused(await litemsg(token, 'getAllByReceiver', { genre: 'mail' }), 400, CODES.badInput, MESSAGE_TEXTS.unknownGenre);
    refused(await litemsg(token, 'selectAllByReceiver', { page: 0 }), 400, CODES.badInput, MESSAGE_TEXTS.badPage);
    refused(await litemsg(token, 'getUnReadMsgByReceiver', { size: 101 }), 400, CODES.badInput, MESSAGE_TEXTS.badSize);
    refused(await litemsg(token, 'selectAllByReceiver', { readed: 'x' }), 400, CODES.badInput, MESSAGE_TEXTS.badReaded);
    for (const name of Object.keys(LITEMSG_CALLS) as Call[]) {
      expect((await litemsg(null, name, { records: '1' })).statusCode).toBe(401);
    }
  });
});

describe('marking read and deleting', () => {
  it('answers code "0" with the affected count, and the spec’s texts for one message or several', async () => {
    const { token, uid } = await newcomer();
    const [a, b, c, d] = await give(uid, ['hub', 'hub', 'flow', 'hub']);
    await heardSince();

    const one = (await litemsg(token, 'batchRead', { records: String(a) })).json();
    expect(ZBatchResponse.parse(one)).toEqual({ code: '0', message: MESSAGE_TEXTS.read, data: { affect: 1 } });
    // Already read ones do not count: only b and c change.
    expect((await litemsg(token, 'batchRead', { records: `${a},${b},${c}` })).json()).toEqual({ code: '0', message: MESSAGE_TEXTS.marked, data: { affect: 2 } });
    refused(await litemsg(token, 'batchRead', { records: `${a},${b}` }), 404, CODES.notFound, MESSAGE_TEXTS.noUnread);
    expect(await unreadTotal(token)).toBe(1);
    expect(await heardSince()).toEqual([
      { channel: LIVE_CHANNELS.messages, payload: { uids: [uid] } },
      { channel: LIVE_CHANNELS.messages, payload: { uids: [uid] } },
    ]);

    // Deleting read messages leaves the unread total as it was, so nothing is signalled.
    expect((await litemsg(token, 'batchDelete', { records: [b, c] })).json()).toEqual({ code: '0', message: MESSAGE_TEXTS.batchDeleted, data: { affect: 2 } });
    expect(await heardSince()).toEqual([]);
    expect((await litemsg(token, 'batchDelete', { records: d, receiver: uid })).json()).toEqual({ code: '0', message: MESSAGE_TEXTS.deleted, data: { affect: 1 } });
    expect(await heardSince()).toEqual([{ channel: LIVE_CHANNELS.messages, payload: { uids: [uid] } }]);
    refused(await litemsg(token, 'batchDelete', { records: `${b},${d}` }), 404, CODES.notFound, MESSAGE_TEXTS.noUnread);
    expect(await pageOf(token)).toMatchObject({ total: 1, items: [{ id: a, readed: 1 }] });
  });

  it.each([['0'], ['-3'], ['abc'], ['1,,x'], ['']])('refuses records %j with 不存在未读的消息记录', async (records) => {
    const { token } = await newcomer();
    for (const name of ['batchRead', 'batchDelete'] as const) refused(await litemsg(token, name, { records }), 400, CODES.badInput, MESSAGE_TEXTS.noUnread);
  });
});

describe('receivers', () => {
  it('lets nobody read or change another user’s messages', async () => {
    const owner = await newcomer();
    const other = await newcomer();
    const [id] = await give(owner.uid, ['hub']);

    for (const name of ['getAllByReceiver', 'getUnReadMsgByReceiver', 'selectUnReadTotal'] as const) {
      refused(await litemsg(other.token, name, { receiver: owner.uid }), 403, CODES.forbidden, MESSAGE_TEXTS.otherReceiver);
    }
    for (const name of ['batchRead', 'batchDelete'] as const) {
      refused(await litemsg(other.token, name, { records: String(id), receiver: owner.uid }), 403, CODES.forbidden, MESSAGE_TEXTS.otherReceiver);
      // Naming the ids as one's own finds nothing to act on.
      refused(await litemsg(other.token, name, { records: String(id) }), 404, CODES.notFound, MESSAGE_TEXTS.noUnread);
    }
    expect(await pageOf(other.token)).toEqual({ total: 0, items: [] });
    expect(await pageOf(owner.token)).toMatchObject({ total: 1, items: [{ id, readed: 0 }] });
  });
});

describe('workflow events', () => {
  const applicantMessages = async (applyId: number) => (await pageOf(tokens.applicant, { size: 100 })).items.filter((m) => m.applyId === applyId);

  it('write the applicant’s and the examiner’s messages and signal them with the queues', async () => {
    await heardSince();
    const apply = await submittedApplication(t.app, tokens.applicant);
    expect((await applicantMessages(apply.id)).map((m) => m.subject)).toEqual([WORKFLOW_SUBJECTS.submitted]);
    expect(await heardSince()).toEqual([
      { channel: LIVE_CHANNELS.messages, payload: { uids: [uids.applicant] } },
      { channel: LIVE_CHANNELS.notices, payload: { clockDue: expect.any(Number) } },
    ]);

    data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    const examinerBefore = await unreadTotal(tokens.gov1);
    data(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: uids.gov1 }));
    expect(await unreadTotal(tokens.gov1)).toBe(examinerBefore + 1);
    const [toExamine] = data<TMessage[]>(await litemsg(tokens.gov1, 'getUnReadMsgByReceiver', { size: 1, genre: 'flow' }));
    expect(toExamine).toMatchObject({ subject: WORKFLOW_SUBJECTS.toExamine(apply.name), genre: 'flow', applyId: apply.id });
    expect(await heardSince()).toEqual([
      { channel: LIVE_CHANNELS.messages, payload: { uids: [uids.applicant] } },
      { channel: LIVE_CHANNELS.notices, payload: { clockDue: expect.any(Number) } },
      { channel: LIVE_CHANNELS.messages, payload: { uids: [uids.applicant, uids.gov1] } },
      { channel: LIVE_CHANNELS.notices, payload: { clockDue: expect.any(Number) } },
    ]);

    const before = await unreadTotal(tokens.applicant);
    const returned = data<TApply>(
      await review(t.app, tokens.gov1, 'remadApply', { id: apply.id, unicodes: apply.unicodes, version: 1, stage: 'gov_early', items: '企业名称', reason: '与已登记企业重名' }),
    );
    expect(await unreadTotal(tokens.applicant)).toBe(before + 1);
    const [newest] = await applicantMessages(apply.id);
    expect(newest).toMatchObject({ genre: 'hub', readed: 0, body: returned.note });
    expect(newest?.subject).toContain('驳回');
    expect(newest?.subject).toContain(`“${apply.name}”`);
    expect(parseOpinionNote(newest?.body ?? '')).toMatchObject({ type: 'return', project: '企业名称', reason: '与已登记企业重名' });
    expect(await heardSince()).toEqual([
      { channel: LIVE_CHANNELS.messages, payload: { uids: [uids.applicant] } },
      { channel: LIVE_CHANNELS.notices, payload: { clockDue: null } },
    ]);
  });

  it('a transition that fails writes no message and signals nothing', async () => {
    const apply = await submittedApplication(t.app, tokens.applicant);
    data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    data(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: uids.gov1 }));
    await heardSince();
    const before = await applicantMessages(apply.id);
    const examinerBefore = await unreadTotal(tokens.gov1);

    // A second distribution from the stage the application has left, and a second intake: 409, nothing changed.
    refused(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: uids.gov1 }), 409, CODES.conflict);
    refused(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }), 409, CODES.conflict);
    expect(await applicantMessages(apply.id)).toEqual(before);
    expect(await unreadTotal(tokens.gov1)).toBe(examinerBefore);
    expect(await heardSince()).toEqual([]);
  });

  it('a workflow event rolled back after writing leaves neither messages nor signals', async () => {
    const { token, uid } = await newcomer();
    const { id } = await t.app.db.selectFrom('applies').select('id').limit(1).executeTakeFirstOrThrow();
    await heardSince();
    const event = {
      action: 'withdraw' as const,
      apply: { id, name: '回滚', applicantId: uid },
      stage: null,
      next: { status: APPLY_STATUS.withdrawn, stage: null, assignees: { government: null, statute: null } },
    };
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await recordWorkflowEvent(trx, t.app.notify, event, t.clock.now(), null);
        expect(await trx.selectFrom('messages').select('id').where('receiverId', '=', uid).execute()).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await pageOf(token)).toEqual({ total: 0, items: [] });
    expect(await heardSince()).toEqual([]);
  });
});

describe('demo messages', () => {
  it('give 张三, the company and the examiners some unread ones, linked to their applications', async () => {
    // The seed wrote its messages at the demo history's times, before the test clock's now (other tests' time).
    const seeded = async (token: string, genre: MessageGenre) =>
      (await pageOf(token, { genre, size: 100 })).items.filter((m) => m.applyId !== null && m.addTime < t.clock.now().toISOString());
    for (const [who, genre] of [['applicant', 'hub'], ['company', 'hub'], ['gov1', 'flow'], ['law1', 'flow']] as const) {
      const messages = await seeded(tokens[who], genre);
      expect(messages.some((m) => m.readed === 0), who).toBe(true);
    }
    const returned = (await seeded(tokens.applicant, 'hub')).find((m) => m.subject.includes('驳回'));
    expect(parseOpinionNote(returned?.body ?? '')?.type).toBe('return');
  });
});
