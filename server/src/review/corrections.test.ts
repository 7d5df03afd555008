import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { exampleFor } from '@ftown/domain/applications/examples';
import { CORRECTION_CALLS, type TCorrectionRound } from '@ftown/domain/review/api/corrections.schemas';
import type { TStaffUser } from '@ftown/domain/review/api/review.schemas';
import { LOCKED_MESSAGE } from '@ftown/domain/review/corrections';
import { call, tinyPdf, upload } from '../applications/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { data, review, submittedApplication, type Res } from './test-support.ts';
import { callerOf } from '../test/call.ts';

let t: TestApp;
const tokens = {} as Record<'applicant' | 'chief' | 'gov1' | 'law1', string>;
let gov1Id = 0;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['chief', 'gov1', 'law1'] as const) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  const users = data<TStaffUser[]>(await review(t.app, tokens.chief, 'getUserListByNode', { node: '1' }));
  gov1Id = users.find((u) => u.name === '黄磊')!.id;
});
afterAll(async () => {
  await t?.close();
});

const corrections = callerOf(CORRECTION_CALLS);

const refused = (res: Res, status: number, code: number) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: number; message: string };
  expect(body.code).toBe(code);
  return body.message;
};

const NAME = 'base.name';
const LETTER = 'attachments.commitmentLetter';

/** A submitted application at gov_review (gov1 assigned, gov_early passed). */
const atGovReview = async (): Promise<TApply> => {
  const apply = await submittedApplication(t.app, tokens.applicant);
  data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
  data(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: gov1Id }));
  return data<TApply>(await review(t.app, tokens.gov1, 'pass', { apply: apply.id, stage: 'gov_early', opinion: '同意', result: {} }));
};

const returnWith = (apply: TApply, items: { target: string; remark?: string }[]) =>
  review(t.app, tokens.gov1, 'remadApply', {
    id: apply.id,
    unicodes: apply.unicodes,
    version: apply.version,
    stage: 'gov_review',
    items: '企业名称、承诺书',
    reason: '请按退回事项修改',
    corrections: items,
  });

const roundOf = async (token: string, apply: TApply) => data<TCorrectionRound>(await corrections(t.app, token, 'getCorrections', { id: apply.id, unicodes: apply.unicodes }));

describe('a return pinned to items', () => {
  it('refuses a target that is not part of the application, in Chinese, and writes nothing', async () => {
    const apply = await atGovReview();
    for (const target of ['base.nope', 'capital.rows.99', 'attachments.noSuchKey', 'nowhere']) {
      const message = refused(await returnWith(apply, [{ target }]), 400, CODES.badInput);
      expect(message).toBe(`“${target}”不是本申请的内容，请重新选择退回事项`);
    }
    expect(refused(await returnWith(apply, [{ target: NAME }, { target: NAME }]), 400, CODES.badInput)).toBe('同一事项不能重复选择');
    const state = data<{ apply: TApply }>(await review(t.app, tokens.gov1, 'getReviewState', { apply: apply.id }));
    expect(state.apply).toMatchObject({ status: 2, stage: 'gov_review' });
  });

  it('locks the rest, refuses resubmission while an item is unchanged and unanswered, and is ticked off by the returning stage', async () => {
    const apply = await atGovReview();
    const returned = data<TApply>(await returnWith(apply, [{ target: NAME, remark: '与已登记名称近似' }, { target: LETTER, remark: '未盖章' }]));
    expect(returned).toMatchObject({ status: 4, haltedAt: 'gov_review' });

    const round = await roundOf(tokens.applicant, apply);
    expect(round).toMatchObject({ action: 'return', version: 1, stage: 'gov_review', moreAskedAt: null, mayCheck: false });
    expect(round.items.map((i) => [i.target, i.label, i.remark, i.changed])).toEqual([
      [NAME, '企业基本信息 / 企业名称（拟设立名称）', '与已登记名称近似', false],
      [LETTER, '附件 / 承诺书', '未盖章', false],
    ]);

    // Outside the named items the form is read-only; the named section opens.
    const example = exampleFor('manager_company');
    const contacts = await call(t.app, tokens.applicant, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section: 'contacts', data: example.contacts });
    expect(refused(contacts, 409, CODES.conflict)).toBe(LOCKED_MESSAGE);
    const newName = '杭州丙私募基金管理有限公司';
    data(await call(t.app, tokens.applicant, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section: 'base', data: { ...example.base, name: newName } }));

    // The name changed; the letter did not and has no reply.
    const open = refused(await call(t.app, tokens.applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }), 400, CODES.badInput);
    expect(open).toBe('以下退回事项尚未修改或答复：附件 / 承诺书');

    const letter = tinyPdf('stamped letter');
    expect((await upload(t.app, tokens.applicant, { fields: { id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'commitmentLetter' }, file: { name: '承诺书（盖章）.pdf', content: letter } })).statusCode).toBe(200);
    const resubmitted = data<TApply>(await call(t.app, tokens.applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }));
    expect(resubmitted).toMatchObject({ status: 2, stage: 'gov_review', version: 2 });

    // The examiner of the returning stage sees old and new values, files by name, size and sha256.
    const seen = await roundOf(tokens.gov1, apply);
    expect(seen.mayCheck).toBe(true);
    const [name, file] = seen.items;
    expect(name).toMatchObject({ before: example.base?.name, after: newName, changed: true, checkedBy: null });
    expect(file?.changed).toBe(true);
    const sha256 = createHash('sha256').update(letter).digest('hex');
    expect(file?.after).toEqual(expect.arrayContaining([{ name: '承诺书（盖章）.pdf', size: letter.length, sha256 }]));
    expect((file?.before as unknown[]).length).toBe(1);

    // Another centre's examiner and the applicant may not tick off; the returning stage's examiner may.
    const body = { apply: apply.id, item: name!.id, checked: true };
    refused(await corrections(t.app, tokens.law1, 'checkCorrection', body), 403, CODES.forbidden);
    refused(await corrections(t.app, tokens.applicant, 'checkCorrection', body), 403, CODES.forbidden);
    const ticked = data<TCorrectionRound>(await corrections(t.app, tokens.gov1, 'checkCorrection', body));
    expect(ticked.items[0]).toMatchObject({ checkedBy: { id: gov1Id, name: '黄磊' }, checkedAt: expect.any(String) });
    expect(ticked.items[1]?.checkedBy).toBeNull();
    const unticked = data<TCorrectionRound>(await corrections(t.app, tokens.gov1, 'checkCorrection', { ...body, checked: false }));
    expect(unticked.items[0]?.checkedBy).toBeNull();

    // Once the stage is passed, the items are no longer the stage's to tick.
    data(await review(t.app, tokens.gov1, 'pass', { apply: apply.id, stage: 'gov_review', opinion: '同意', result: {} }));
    expect((await roundOf(tokens.chief, apply)).mayCheck).toBe(false);
  });

  it('accepts a reply instead of a change, and opens the whole form when the applicant asks to change more', async () => {
    const apply = await atGovReview();
    data(await returnWith(apply, [{ target: NAME }]));
    const [item] = (await roundOf(tokens.applicant, apply)).items;
    const ref = { id: apply.id, unicodes: apply.unicodes };

    refused(await corrections(t.app, tokens.gov1, 'checkCorrection', { apply: apply.id, item: item!.id, checked: true }), 409, CODES.conflict);
    expect(refused(await call(t.app, tokens.applicant, 'submitApply', ref), 400, CODES.badInput)).toBe('以下退回事项尚未修改或答复：企业基本信息 / 企业名称（拟设立名称）');

    const replied = data<TCorrectionRound>(await corrections(t.app, tokens.applicant, 'replyCorrection', { ...ref, item: item!.id, reply: '名称已经核准，无需修改' }));
    expect(replied.items[0]).toMatchObject({ reply: '名称已经核准，无需修改', repliedAt: expect.any(String), changed: false });
    refused(await corrections(t.app, tokens.gov1, 'replyCorrection', { ...ref, item: item!.id, reply: 'x' }), 403, CODES.forbidden);

    const example = exampleFor('manager_company');
    const contacts = { id: apply.id, unicodes: apply.unicodes, section: 'contacts', data: example.contacts };
    refused(await call(t.app, tokens.applicant, 'saveSection', contacts), 409, CODES.conflict);
    const opened = data<TCorrectionRound>(await corrections(t.app, tokens.applicant, 'askToChangeMore', ref));
    expect(opened.moreAskedAt).toBe(t.clock.now().toISOString());
    data(await call(t.app, tokens.applicant, 'saveSection', contacts));

    expect(data<TApply>(await call(t.app, tokens.applicant, 'submitApply', ref))).toMatchObject({ status: 2, version: 2 });
    const seen = await roundOf(tokens.gov1, apply);
    expect(seen.items[0]).toMatchObject({ reply: '名称已经核准，无需修改', changed: false, before: example.base?.name, after: example.base?.name });
  });

  it('keeps the free-text return: nothing is locked and nothing is pinned', async () => {
    const apply = await atGovReview();
    data(await returnWith(apply, []));
    expect((await roundOf(tokens.applicant, apply)).items).toEqual([]);
    const example = exampleFor('manager_company');
    data(await call(t.app, tokens.applicant, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section: 'contacts', data: example.contacts }));
    expect(data<TApply>(await call(t.app, tokens.applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }))).toMatchObject({ status: 2 });
  });

  it('records the items of a refusal too', async () => {
    const apply = await atGovReview();
    data(await review(t.app, tokens.gov1, 'refuse', { apply: apply.id, stage: 'gov_review', items: '企业名称', reason: '不符合条件', corrections: [{ target: 'capital.rows.0', remark: '出资人失信' }] }));
    const round = await roundOf(tokens.applicant, apply);
    expect(round).toMatchObject({ action: 'refuse', mayCheck: false });
    expect(round.items[0]?.label).toMatch(/^股东及出资 \/ 第1行/);
  });
});
