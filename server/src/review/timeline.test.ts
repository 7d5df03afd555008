import { strFromU8, unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply, TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { exampleFor } from '@ftown/domain/applications/examples';
import { APPLY_TYPE_TITLES, partsOf } from '@ftown/domain/applications/types';
import type { TStaffUser, TTimelineEntry } from '@ftown/domain/review/api/review.schemas';
import { call, tinyPdf, upload } from '../applications/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin, smsLogin } from '../test/login.ts';
import { data, review, submittedApplication, type Res } from './test-support.ts';

let t: TestApp;
const tokens = {} as Record<'applicant' | 'stranger' | 'admin' | 'chief' | 'lawchief' | 'gov1' | 'law1', string>;
const ids = {} as Record<'gov1' | 'law1', number>;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['admin', 'chief', 'lawchief', 'gov1', 'law1'] as const) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  tokens.stranger = await smsLogin(t.app, 'personMobile', '13900000202');
  const staff = data<TStaffUser[]>(await review(t.app, tokens.chief, 'getUserListByNode', { node: '1' }));
  ids.gov1 = staff.find((u) => u.name === '黄磊')!.id;
  ids.law1 = staff.find((u) => u.name === '林静')!.id;
  // Seven sign-ins (scrypt) and a fresh database: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const refused = (res: Res, status: number, code: number) => {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { code: number }).code).toBe(code);
};

/** Each step a minute after the last, so the timeline's order is the order things were done. */
const step = async <T>(run: () => Promise<T>) => {
  t.clock.advance(MINUTE);
  return run();
};

const timelineOf = async (token: string, apply: number) => data<TTimelineEntry[]>(await review(t.app, token, 'getTimeline', { apply }));

/** An entry in a word: its kind, and the action or the change it records. */
const word = (e: TTimelineEntry) =>
  e.kind === 'flow' || e.kind === 'handoff' ? `${e.kind}:${e.record.action}` : e.kind === 'file' || e.kind === 'clock' ? `${e.kind}:${e.change}` : e.kind;

/** submit → intake → assign → pass → return → the business plan replaced → resubmit → pass → assign → pass. */
const walk = async () => {
  const apply = await submittedApplication(t.app, tokens.applicant);
  await step(() => review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
  await step(() => review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: ids.gov1 }));
  await step(() => review(t.app, tokens.gov1, 'pass', { apply: apply.id, stage: 'gov_early', opinion: '材料齐全，内部意见', result: {} }));
  data(
    await step(() =>
      review(t.app, tokens.gov1, 'remadApply', { id: apply.id, unicodes: apply.unicodes, version: 1, stage: 'gov_review', items: '商业计划书', reason: '页面不清晰', other: '' }),
    ),
  );
  const detail = data<TApplyDetail>(await call(t.app, tokens.applicant, 'getOneApply', { id: apply.id, unicodes: apply.unicodes }));
  const old = detail.attachments.find((a) => a.key === 'businessPlan')!;
  data(await step(() => call(t.app, tokens.applicant, 'removeAttachment', { id: old.id })));
  data(
    await step(() =>
      upload(t.app, tokens.applicant, {
        fields: { id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'businessPlan' },
        file: { name: '商业计划书（清晰版）.pdf', content: tinyPdf('v2') },
      }),
    ),
  );
  data(await step(() => call(t.app, tokens.applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes })));
  data(await step(() => review(t.app, tokens.gov1, 'pass', { apply: apply.id, stage: 'gov_review', opinion: '同意', result: {} })));
  data(await step(() => review(t.app, tokens.lawchief, 'assign', { apply: apply.id, stage: 'statute_distribution', examiner: ids.law1 })));
  data(await step(() => review(t.app, tokens.law1, 'pass', { apply: apply.id, stage: 'statute_early', opinion: '同意', result: {} })));
  return { apply, old };
};

let walked: Awaited<ReturnType<typeof walk>>;
const walked$ = () => (walked ? Promise.resolve(walked) : walk().then((w) => (walked = w)));

// The first test walks an application through ten steps for all of them.
describe('one timeline per application', { timeout: 240_000 }, () => {
  it('merges steps, hand-offs, clock pauses, file changes and messages in the order they happened', async () => {
    const { apply, old } = await walked$();
    const entries = await timelineOf(tokens.admin, apply.id);
    const times = entries.map((e) => e.at);
    expect(times).toEqual([...times].sort());

    const uploads = entries.filter((e) => e.kind === 'file' && e.change === 'upload');
    expect(uploads.length).toBeGreaterThan(0);
    expect(entries.slice(0, uploads.length).map(word)).toEqual(uploads.map(() => 'file:upload'));
    expect(entries.filter((e) => e.kind !== 'message' && !(e.kind === 'file' && e.change === 'upload')).map(word)).toEqual([
      'submit',
      'flow:startExamine',
      'handoff:assign',
      'flow:pass',
      'flow:return',
      'clock:pause',
      'file:replace',
      'flow:resubmit',
      'clock:resume',
      'flow:pass',
      'handoff:assign',
      'flow:pass',
    ]);

    const handoffs = entries.filter((e) => e.kind === 'handoff');
    expect(handoffs.map((e) => e.kind === 'handoff' && [e.actor?.name, e.to?.name])).toEqual([
      ['刘建国', '黄磊'],
      ['何敏', '林静'],
    ]);
    const replaced = entries.find((e) => e.kind === 'file' && e.change === 'replace');
    expect(replaced).toMatchObject({ actor: { name: '张三' }, file: { key: 'businessPlan', name: '商业计划书（清晰版）.pdf' }, replaced: { name: old.name, sha256: old.sha256 } });
    expect(entries.filter((e) => e.kind === 'clock').map((e) => e.kind === 'clock' && e.stage)).toEqual(['gov_review', 'gov_review']);
    // The applicant hears of the submission right after it; gov1 is told of the hand-off to them with it.
    const submitAt = entries.findIndex((e) => e.kind === 'submit');
    expect(entries[submitAt + 1]).toMatchObject({ kind: 'message', receiver: { name: '张三' }, subject: '您的申请已提交' });
    const firstHandoff = entries.findIndex((e) => e.kind === 'handoff');
    expect(entries.slice(firstHandoff + 1, firstHandoff + 3).map((e) => e.kind === 'message' && e.receiver.name)).toContain('黄磊');
    // Staff read the examiners' opinions.
    expect(entries.some((e) => e.kind === 'flow' && e.record.opinion === '材料齐全，内部意见')).toBe(true);
  });

  it("shows the applicant their own application's timeline without internal opinions or others' messages", async () => {
    const { apply } = await walked$();
    const entries = await timelineOf(tokens.applicant, apply.id);
    const staffView = await timelineOf(tokens.admin, apply.id);
    expect(entries.filter((e) => e.kind !== 'message').map(word)).toEqual(staffView.filter((e) => e.kind !== 'message').map(word));
    const records = entries.flatMap((e) => (e.kind === 'flow' || e.kind === 'handoff' ? [e.record] : []));
    expect(records.every((r) => r.opinion === '' && r.result === null)).toBe(true);
    expect(records.find((r) => r.action === 'return')?.note).toContain('页面不清晰');
    const receivers = new Set(entries.flatMap((e) => (e.kind === 'message' ? [e.receiver.name] : [])));
    expect([...receivers]).toEqual(['张三']);
    expect(staffView.some((e) => e.kind === 'message' && e.receiver.name === '黄磊')).toBe(true);
  });

  it("refuses another applicant's, a bad id and a caller without a session", async () => {
    const { apply } = await walked$();
    refused(await review(t.app, tokens.stranger, 'getTimeline', { apply: apply.id }), 404, CODES.notFound);
    refused(await review(t.app, tokens.admin, 'getTimeline', { apply: 'x' }), 400, CODES.badInput);
    refused(await review(t.app, '', 'getTimeline', { apply: apply.id }), 401, CODES.badToken);
  });
});

/** The fonts a PDF embeds (composite Type0 fonts, one per embedded font file), by their BaseFont names. */
const fontNames = (doc: PDFDocument) =>
  doc.context
    .enumerateIndirectObjects()
    .flatMap(([, o]) => (o instanceof PDFDict && o.get(PDFName.of('Subtype')) === PDFName.of('Type0') ? [String(o.get(PDFName.of('BaseFont')))] : []));

describe('the printed application', { timeout: 240_000 }, () => {
  it('exports a version as a PDF with the park header, the version and the date, with a subset of the Chinese font', async () => {
    const { apply } = await walked$();
    const res = await call(t.app, tokens.applicant, 'exportApplyPdf', { id: apply.id, unicodes: apply.unicodes, version: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('第2版'));
    const bytes = new Uint8Array(res.rawPayload);
    expect(strFromU8(bytes.subarray(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toContain(APPLY_TYPE_TITLES.manager_company);
    expect(doc.getSubject()).toBe(`第2版 · 打印日期 ${t.clock.now().toISOString().slice(0, 10)}`);
    expect(doc.getCreator()).toBe('基金小镇机构入驻申请系统');
    // Only the glyphs used are embedded: the whole font is 1.5 MB.
    expect(fontNames(doc)).toHaveLength(1);
    expect(bytes.length).toBeLessThan(300 * 1024);
  });

  it('exports the live draft as version 0 and refuses strangers and versions that do not exist', async () => {
    const { apply } = await walked$();
    const draft = await call(t.app, tokens.gov1, 'exportApplyPdf', { id: apply.id, unicodes: apply.unicodes });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(draft.rawPayload))).getSubject()).toContain('当前内容（未提交）');
    refused(await call(t.app, tokens.stranger, 'exportApplyPdf', { id: apply.id, unicodes: apply.unicodes }), 404, CODES.notFound);
    refused(await call(t.app, tokens.applicant, 'exportApplyPdf', { id: apply.id, unicodes: apply.unicodes, version: 9 }), 404, CODES.notFound);
  });

  it('draws a character the main font lacks from the slice of the font that holds it', async () => {
    const draft = data<TApply>(await call(t.app, tokens.applicant, 'createApply', partsOf('manager_company')));
    const base = { ...exampleFor('manager_company').base, name: '杭州浛光私募基金管理有限公司' };
    data(await call(t.app, tokens.applicant, 'saveSection', { id: draft.id, unicodes: draft.unicodes, section: 'base', data: base }));
    const res = await call(t.app, tokens.applicant, 'exportApplyPdf', { id: draft.id, unicodes: draft.unicodes });
    expect(res.statusCode, res.body).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(res.rawPayload));
    expect(doc.getTitle()).toContain('浛');
    expect(fontNames(doc)).toHaveLength(2);
  });

  it('puts the printed latest version into the review pack', async () => {
    const { apply } = await walked$();
    const res = await review(t.app, tokens.admin, 'packQApply', { id: apply.id, unicodes: apply.unicodes });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const manifest = JSON.parse(strFromU8(files['application.json']!)) as { apply: TApply; printed: string };
    expect(manifest.printed).toBe(`申请${apply.id}-第2版.pdf`);
    const pdf = files[manifest.printed]!;
    expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getSubject()).toContain('第2版');
  });
});
