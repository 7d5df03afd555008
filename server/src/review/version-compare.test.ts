import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply, TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { missingAttachments } from '@ftown/domain/applications/attachments';
import { exampleFor } from '@ftown/domain/applications/examples';
import { partsOf } from '@ftown/domain/applications/types';
import type { TChangeInfo, TCompareResult, TStaffUser } from '@ftown/domain/review/api/review.schemas';
import { REVIEW_MESSAGES } from '@ftown/domain/review/review-messages';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { call, tinyPdf, tinyPng, upload } from '../applications/test-support.ts';
import { REVIEW_SERVICE_MESSAGES } from './review.service.ts';
import { data, review, type Res } from './test-support.ts';

/**
 * Compare any two versions (issue 14 part 3): version 3 against version 1 of an application whose files were
 * removed, replaced, added and uploaded again unchanged on the way, and the checks on the versions named.
 */

let t: TestApp;
let applicant: string;
let chief: string;
let gov1: string;
let gov1Id: number;

beforeAll(async () => {
  t = await buildTestApp();
  [applicant, chief, gov1] = await Promise.all([
    passwordLogin(t.app, 'personPassword', 'zhangsan'),
    passwordLogin(t.app, 'personPassword', 'chief'),
    passwordLogin(t.app, 'personPassword', 'gov1'),
  ]);
  const staff = data<TStaffUser[]>(await review(t.app, chief, 'getUserListByNode', { node: '1' }));
  gov1Id = staff.find((u) => u.name === '黄磊')!.id;
});
afterAll(async () => {
  await t?.close();
});

const refused = (res: Res, status: number, code: number, message: string | RegExp = /[\u4e00-\u9fa5]/) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code, message: typeof message === 'string' ? message : expect.stringMatching(message) });
};

const example = exampleFor('manager_company');
let apply: TApply;
const ref = () => ({ id: apply.id, unicodes: apply.unicodes });

const put = async (section: string, key: string, name: string, content: Buffer) =>
  data<TAttachment>(await upload(t.app, applicant, { fields: { ...ref(), section, key }, file: { name, content } }));
const liveFiles = async () => data<{ attachments: TAttachment[] }>(await call(t.app, applicant, 'getOneApply', { ...ref(), version: 0 })).attachments;
const removeFile = async (key: string) => {
  const file = (await liveFiles()).find((f) => f.key === key)!;
  data(await call(t.app, applicant, 'removeAttachment', { id: file.id }));
  return file;
};
const saveBase = async (changes: Record<string, unknown>) =>
  data(await call(t.app, applicant, 'saveSection', { ...ref(), section: 'base', data: { ...example.base, ...changes } }));
const submit = async () => (apply = data<TApply>(await call(t.app, applicant, 'submitApply', ref())));
const returnIt = async () =>
  data(await review(t.app, gov1, 'remadApply', { ...ref(), version: apply.version, stage: 'gov_early', items: '材料', reason: '请补正材料' }));
const compare = async (input: Record<string, unknown>, name: 'getCompareResultForApply' | 'getContactsCompareResultForApply' = 'getCompareResultForApply') =>
  data<TCompareResult>(await review(t.app, gov1, name, { ...ref(), ...input }));

const names = (files: readonly { name: string }[]) => files.map((f) => f.name).sort();

describe('compare of any two versions', () => {
  let letterV1: TAttachment;
  let liaison: TAttachment;

  beforeAll(async () => {
    apply = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('manager_company')));
    for (const [section, sectionData] of Object.entries(example)) {
      data(await call(t.app, applicant, 'saveSection', { ...ref(), section, data: sectionData }));
    }
    for (const def of missingAttachments('manager_company', example, new Set())) await put(def.section, def.key, `${def.key}.pdf`, tinyPdf(def.key));
    liaison = await put('contacts', 'liaisonIdProof', '联络员身份证.png', tinyPng());
    await submit();
    letterV1 = (await liveFiles()).find((f) => f.key === 'commitmentLetter')!;
    data(await review(t.app, chief, 'startExamine', ref()));
    data(await review(t.app, chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: gov1Id }));

    // Version 2: a new name, the liaison's file removed, the commitment letter replaced by other content.
    await returnIt();
    await saveBase({ name: '杭州乙私募基金管理有限公司' });
    await removeFile('liaisonIdProof');
    await removeFile('commitmentLetter');
    await put('base', 'commitmentLetter', '承诺书（重签）.pdf', tinyPdf('signed again'));
    await submit();

    // Version 3: more staff, a term sheet added, the application form uploaded again with the same bytes.
    await returnIt();
    await saveBase({ name: '杭州乙私募基金管理有限公司', employees: 9 });
    await put('fundManaged', 'fundTermSheet', '拟设基金要素表.pdf', tinyPdf('term sheet'));
    await removeFile('settleApplicationForm');
    await put('base', 'settleApplicationForm', '入驻申请表（再传）.pdf', tinyPdf('settleApplicationForm'));
    await submit();
    expect(apply.version).toBe(3);
  });

  it('compares version 3 with version 1: fields of both rounds, files added, removed, replaced by sha256 and unchanged', async () => {
    const result = await compare({ version: 3, against: 1 });
    expect(result).toMatchObject({ version: 3, against: 1 });
    const base = result.diff.sections.find((s) => s.section === 'base');
    expect(base?.fields.map((f) => f.path).sort()).toEqual(['employees', 'name']);

    const files = result.attachments;
    expect(names(files.added)).toEqual(['拟设基金要素表.pdf']);
    expect(files.removed).toEqual([expect.objectContaining({ id: liaison.id, section: 'contacts', key: 'liaisonIdProof', sha256: liaison.sha256 })]);
    expect(files.replaced).toHaveLength(1);
    expect(files.replaced[0]!.before).toMatchObject({ id: letterV1.id, sha256: letterV1.sha256 });
    expect(files.replaced[0]!.after).toMatchObject({ key: 'commitmentLetter', name: '承诺书（重签）.pdf' });
    expect(files.replaced[0]!.after.sha256).not.toBe(letterV1.sha256);
    // Uploaded again with the same bytes: a new file, the same content, no change.
    expect(files.unchanged).toContainEqual(expect.objectContaining({ key: 'settleApplicationForm', name: '入驻申请表（再传）.pdf' }));
    expect(files.unchanged).toHaveLength(missingAttachments('manager_company', example, new Set()).length - 1);
    expect(files.size).toBe(3);
  });

  it('compares in either order, defaults to the version before, and limits the files to the sections compared', async () => {
    const backwards = await compare({ version: 1, against: 3 });
    expect(names(backwards.attachments.added)).toEqual(['联络员身份证.png']);
    expect(names(backwards.attachments.removed)).toEqual(['拟设基金要素表.pdf']);

    const latest = await compare({});
    expect(latest).toMatchObject({ version: 3, against: 2 });
    expect(names(latest.attachments.added)).toEqual(['拟设基金要素表.pdf']);
    expect(latest.attachments).toMatchObject({ removed: [], replaced: [], size: 1 });

    const contacts = await compare({ version: 3, against: 1 }, 'getContactsCompareResultForApply');
    expect(contacts.attachments).toMatchObject({ added: [], replaced: [], unchanged: [], size: 1 });
    expect(names(contacts.attachments.removed)).toEqual(['联络员身份证.png']);

    const executives = data<TChangeInfo>(await review(t.app, gov1, 'getExecutivesChangeInfo', { ...ref(), version: 3, against: 1 }));
    expect(executives).toMatchObject({ version: 3, against: 1, diff: { size: 0 } });
  });

  it('refuses a version the application does not have (404), the same version twice or a bad number (400), and applicants (403)', async () => {
    refused(await review(t.app, gov1, 'getCompareResultForApply', { ...ref(), version: 3, against: 9 }), 404, CODES.notFound, REVIEW_SERVICE_MESSAGES.noVersion(9));
    refused(await review(t.app, gov1, 'getCompareResultForApply', { ...ref(), version: 7, against: 1 }), 404, CODES.notFound, REVIEW_SERVICE_MESSAGES.noVersion(7));
    refused(await review(t.app, gov1, 'getCompareResultForApply', { ...ref(), version: 2, against: 2 }), 400, CODES.badInput, REVIEW_SERVICE_MESSAGES.sameVersion);
    // Version 0 is the latest: against it, the latest is the same version too.
    refused(await review(t.app, gov1, 'getCompareResultForApply', { ...ref(), against: 3 }), 400, CODES.badInput, REVIEW_SERVICE_MESSAGES.sameVersion);
    for (const against of [0, -1, '2a', 1.5]) {
      refused(await review(t.app, gov1, 'getCompareResultForApply', { ...ref(), version: 3, against }), 400, CODES.badInput, REVIEW_MESSAGES.badAgainst);
    }
    refused(await review(t.app, applicant, 'getCompareResultForApply', { ...ref(), version: 3, against: 1 }), 403, CODES.forbidden);
  });
});
