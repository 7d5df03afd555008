import { Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { APPLY_CALLS, APPLY_MESSAGES, type ApplyCall, type TApply } from '@ftown/domain/applications/api/apply.schemas';
import { ATTACHMENT_MAX_BYTES, missingAttachments } from '@ftown/domain/applications/attachments';
import { DEMO_A, exampleFor } from '@ftown/domain/applications/examples';
import { formOf } from '@ftown/domain/applications/forms';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import { withValue } from '@ftown/domain/applications/test-support';
import { APPLY_TYPES, partsOf, type ApplyType } from '@ftown/domain/applications/types';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin, smsLogin } from '../test/login.ts';
import { ATTACHMENT_STREAM_MESSAGES } from '../files/attachment-store.ts';
import { call, fakeExe, lazyPdfStream, tinyPdf, tinyPng, upload } from './test-support.ts';

let t: TestApp;
let applicant: string;
let stranger: string;
let chief: string;
let law1: string;

beforeAll(async () => {
  t = await buildTestApp();
  [applicant, stranger, chief, law1] = await Promise.all([
    passwordLogin(t.app, 'personPassword', 'zhangsan'),
    smsLogin(t.app, 'personMobile', '13900000101'),
    passwordLogin(t.app, 'personPassword', 'chief'),
    passwordLogin(t.app, 'personPassword', 'law1'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Res = { statusCode: number; json(): unknown };
const body = <T = unknown>(res: Res) => res.json() as { code: number; message: string; data: T };
const data = <T>(res: Res): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${JSON.stringify(res.json())}`);
  return body<T>(res).data;
};
const expectRefused = (res: Res, status: number, code: number) => {
  expect(res.statusCode).toBe(status);
  const b = body<{ fields?: Record<string, string> } | null>(res);
  expect(b.code).toBe(code);
  expect(b.message).toMatch(/[\u4e00-\u9fa5]/);
  return b;
};

const create = async (token: string, type: ApplyType) => data<TApply>(await call(t.app, token, 'createApply', partsOf(type)));

const saveAll = async (token: string, apply: TApply, sections: Partial<Record<SectionKey, unknown>>) => {
  for (const [section, sectionData] of Object.entries(sections)) {
    data(await call(t.app, token, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section, data: sectionData }));
  }
};

/** Uploads one small real file for every attachment the type requires with this data. */
const uploadRequired = async (token: string, apply: TApply, type: ApplyType) => {
  const required = missingAttachments(type, exampleFor(type), new Set());
  expect(required.length).toBeGreaterThan(0);
  for (const [i, def] of required.entries()) {
    const png = i % 2 === 1;
    data(
      await upload(t.app, token, {
        fields: { id: apply.id, unicodes: apply.unicodes, section: def.section, key: def.key },
        file: { name: `${def.label}.${png ? 'png' : 'pdf'}`, content: png ? tinyPng() : tinyPdf(def.key) },
      }),
    );
  }
  return required;
};

/** A draft of `type` with every section saved and every required file uploaded, ready to submit. */
const readyDraft = async (token: string, type: ApplyType) => {
  const apply = await create(token, type);
  await saveAll(token, apply, exampleFor(type));
  await uploadRequired(token, apply, type);
  return apply;
};

describe('draft, save, upload and submit', () => {
  it.each(APPLY_TYPES)('%s goes from draft to submitted version 1', async (type) => {
    const apply = await create(applicant, type);
    expect(apply).toMatchObject({ status: 0, version: 0, type, unicodes: expect.stringMatching(/^ENT-\d+$/) });

    const example = exampleFor(type);
    await saveAll(applicant, apply, example);
    const premature = expectRefused(await call(t.app, applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }), 400, CODES.badInput);
    expect(Object.keys(premature.data?.fields ?? {}).every((f) => f.startsWith('attachments.'))).toBe(true);

    const required = await uploadRequired(applicant, apply, type);
    // A read of the draft shows its files as the attachment calls list them (same fields, format and order).
    const draft = data<{ attachments: { section: string }[] }>(await call(t.app, applicant, 'read', { id: apply.id }));
    const listed = data(
      await call(t.app, applicant, 'getMultiSectionAttaByUnicodes', { id: apply.id, unicodes: apply.unicodes, version: 0, sections: [...new Set(draft.attachments.map((a) => a.section))].join(',') }),
    );
    expect(draft.attachments).toHaveLength(required.length);
    expect(draft.attachments).toEqual(listed);
    const submitted = data<TApply>(await call(t.app, applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }));
    expect(submitted).toMatchObject({ id: apply.id, status: 1, version: 1, name: example.base?.name });
    // The answer is the row as the submission wrote it: what reading it back shows.
    expect(submitted).toEqual(data<{ apply: TApply }>(await call(t.app, applicant, 'read', { id: apply.id })).apply);

    const versions = data<{ version: number }[]>(await call(t.app, applicant, 'getArchiveVersionForApply', { id: apply.id, unicodes: apply.unicodes }));
    expect(versions.map((v) => v.version)).toEqual([1]);
    const frozen = data<{ sections: Record<string, unknown>; attachments: { key: string }[] }>(
      await call(t.app, applicant, 'getOneApply', { id: apply.id, unicodes: apply.unicodes, version: 1 }),
    );
    expect(Object.keys(frozen.sections).sort()).toEqual(formOf(type).sections.map((s) => s.key).sort());
    expect(frozen.attachments.map((a) => a.key).sort()).toEqual(required.map((d) => d.key).sort());

    // Frozen means frozen: the application is no longer editable.
    expectRefused(
      await call(t.app, applicant, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section: 'base', data: example.base }),
      409,
      CODES.conflict,
    );
  });

  it('the keyed body (unicodes, category, companyType) names the same application as its id', async () => {
    const apply = await create(applicant, 'product_partner');
    await saveAll(applicant, apply, { product: exampleFor('product_partner').product });
    const keyed = data<{ data: unknown }>(
      await call(t.app, applicant, 'getFundManagedForApply', { unicodes: apply.unicodes, category: 'product', companyType: 'partner', version: 0 }),
    );
    expect(keyed).toMatchObject({ id: apply.id, section: 'fundManaged', data: null });
    const one = data<{ apply: TApply; sections: Record<string, unknown> }>(
      await call(t.app, applicant, 'getOneApply', { unicodes: apply.unicodes, category: 'product', companyType: 'partner' }),
    );
    expect(one.apply.id).toBe(apply.id);
    expect(one.sections.product).toMatchObject({ managerAmacNo: 'P0000001' });
    expectRefused(await call(t.app, applicant, 'getOneApply', { unicodes: apply.unicodes }), 400, CODES.badInput);
  });

  it('each section read returns what was saved, and the executives filter by post', async () => {
    const type: ApplyType = 'manager_company';
    const apply = await create(applicant, type);
    const example = exampleFor(type);
    await saveAll(applicant, apply, example);
    const ref = { id: apply.id, unicodes: apply.unicodes };
    const reads: [ApplyCall, SectionKey][] = [
      ['getAllCapitalForApply', 'capital'],
      ['getTopmanForApply', 'topman'],
      ['getContactsForApply', 'contacts'],
      ['getFinanceForApply', 'finance'],
      ['getFundManagedForApply', 'fundManaged'],
    ];
    for (const [name, section] of reads) {
      expect(data<{ data: unknown }>(await call(t.app, applicant, name, ref)).data).toEqual(example[section]);
    }
    expect(data<{ data: unknown }>(await call(t.app, applicant, 'getContactsForApply', { ...ref, edge: 1 })).data).toEqual(example.contacts);

    const names = async (filters: Record<string, unknown>) =>
      data<{ data: { rows: { names: string }[] } }>(await call(t.app, applicant, 'getFilteExecutivesForApply', { ...ref, ...filters })).data.rows.map(
        (r) => r.names,
      );
    expect(await names({ directorate: 1 })).toEqual(['张三', '李四', '王五']);
    expect(await names({ aufsichtsrat: true })).toEqual(['赵六']);
    expect(await names({ directorate: 1, aufsichtsrat: 1 })).toEqual(['张三', '李四', '王五', '赵六']);
    expect(await names({})).toHaveLength((example.executives?.rows as unknown[]).length);
  });
});

describe('field errors', () => {
  /** One bad value per section, in the paths validateSection reports. */
  const BAD: [ApplyType, SectionKey, string, unknown][] = [
    ['manager_company_relocate', 'base', 'registeredCapital', '一千万'],
    ['manager_company_relocate', 'capital', 'rows.0.subscribed', 'abc'],
    ['manager_company_relocate', 'topman', 'mobile', '12345'],
    ['manager_company_relocate', 'executives', 'rows.0.email', 'not-an-email'],
    ['manager_company_relocate', 'contacts', 'rows.0.mobile', '12345'],
    ['manager_company_relocate', 'finance', 'revenue', 'x'],
    ['manager_company_relocate', 'fundManaged', 'amacManagerNo', 'X123'],
    ['manager_company_relocate', 'relocation', 'formerDistrict', '火星区'],
    ['product_partner', 'product', 'managerAmacNo', 'P12'],
  ];

  it.each(BAD)('%s %s.%s refused with 42200 and the failing field', async (type, section, path, value) => {
    const apply = await create(applicant, type);
    const example = exampleFor(type);
    const bad = withValue(example, `${section}.${path}`, value)[section];
    const refused = expectRefused(
      await call(t.app, applicant, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section, data: bad }),
      400,
      CODES.badInput,
    );
    expect(Object.keys(refused.data?.fields ?? {})).toContain(`${section}.${path}`);
    expect(refused.data?.fields?.[`${section}.${path}`]).toMatch(/[\u4e00-\u9fa5]/);
    // Nothing was written.
    const read = data<{ sections: Record<string, unknown> }>(await call(t.app, applicant, 'read', { id: apply.id }));
    expect(read.sections[section]).toBeUndefined();
  });

  it('a draft may be partial, a submission may not', async () => {
    const apply = await create(applicant, 'other_company');
    data(await call(t.app, applicant, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section: 'base', data: { name: '杭州示例科技有限公司' } }));
    const refused = expectRefused(await call(t.app, applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }), 400, CODES.badInput);
    expect(refused.data?.fields).toMatchObject({ 'base.registeredCapital': expect.stringContaining('注册资本'), 'attachments.settleApplicationForm': expect.any(String) });
  });

  it('a section the type does not have is refused', async () => {
    const apply = await create(applicant, 'other_company');
    const refused = expectRefused(
      await call(t.app, applicant, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section: 'product', data: {} }),
      400,
      CODES.badInput,
    );
    expect(refused.data?.fields).toHaveProperty('product');
  });
});

describe('ownership', () => {
  it('another applicant reads and writes nothing of it: every call answers 404', async () => {
    const apply = await readyDraft(applicant, 'manager_company');
    const [file] = data<{ id: number }[]>(await call(t.app, applicant, 'getOneSectionAttaForApply', { id: apply.id, unicodes: apply.unicodes, section: 'base' }));
    const ref = { id: apply.id, unicodes: apply.unicodes };
    const keyed = { unicodes: apply.unicodes, category: 'manager', companyType: 'company' };
    const attempts: [ApplyCall, Record<string, unknown>][] = [
      ['read', { id: apply.id }],
      ['getOneApply', ref],
      ['getOneApply', keyed],
      ['getAllCapitalForApply', ref],
      ['getTopmanForApply', ref],
      ['getContactsForApply', { ...ref, edge: 1 }],
      ['getFinanceForApply', ref],
      ['getFundManagedForApply', keyed],
      ['getArchiveVersionForApply', ref],
      ['getFilteExecutivesForApply', { ...ref, directorate: 1 }],
      ['getOneSectionAttaForApply', { ...ref, section: 'base' }],
      ['getMultiSectionAttaByUnicodes', { ...ref, sections: 'base,capital' }],
      ['saveSection', { ...ref, section: 'base', data: { name: '抢注有限公司' } }],
      ['submitApply', ref],
      ['removeApplyForStatus', { ...ref, status: 0 }],
      ['downloadAttachment', { id: file!.id }],
      ['removeAttachment', { id: file!.id }],
      ['selectAllByMobile', { mobile: '13800000001' }],
    ];
    for (const [name, input] of attempts) {
      const res = await call(t.app, stranger, name, input);
      expect({ name, status: res.statusCode, code: body(res).code }).toEqual({ name, status: 404, code: CODES.notFound });
    }
    expectRefused(
      await upload(t.app, stranger, { fields: { ...ref, section: 'base', key: 'commitmentLetter' }, file: { name: 'x.pdf', content: tinyPdf() } }),
      404,
      CODES.notFound,
    );
    const registerCalls = [
      t.app.inject({ method: 'GET', url: '/ftown-api/public/index.php/register/get', headers: { 'x-token': stranger }, query: { unicodes: apply.unicodes } }),
      t.app.inject({
        method: 'POST',
        url: '/ftown-api/public/index.php/register/save',
        headers: { 'x-token': stranger },
        payload: { unicodes: apply.unicodes, section: 'legal', entry: { id: 9, names: '王八', job: '1', isCompany: 1 } },
      }),
      t.app.inject({
        method: 'POST',
        url: '/ftown-api/public/index.php/register/remove',
        headers: { 'x-token': stranger },
        payload: { unicodes: apply.unicodes, section: 'directorate', entry: { id: 1, names: '张三' } },
      }),
    ];
    for (const res of await Promise.all(registerCalls)) expectRefused(res, 404, CODES.notFound);

    // The stranger's own list does not show it, and nothing changed for its owner.
    expect(data<{ total: number }>(await call(t.app, stranger, 'getAllApply', {})).total).toBe(0);
    const after = data<{ apply: TApply; attachments: unknown[] }>(await call(t.app, applicant, 'read', { id: apply.id }));
    expect(after.apply).toMatchObject({ status: 0, name: DEMO_A.name });
    expect(after.attachments.length).toBeGreaterThan(0);
  });

  it('staff may read a submitted application but not change it, and never see drafts', async () => {
    const draft = await create(applicant, 'other_partner');
    expectRefused(await call(t.app, chief, 'read', { id: draft.id }), 404, CODES.notFound);
    const seeded = data<{ items: TApply[] }>(await call(t.app, applicant, 'getAllApply', { searchData: 'ENT-1' })).items[0]!;
    expect(seeded.status).toBe(2);
    expect(data<{ apply: TApply }>(await call(t.app, chief, 'read', { id: seeded.id })).apply.id).toBe(seeded.id);
    expectRefused(
      await call(t.app, chief, 'saveSection', { id: seeded.id, unicodes: seeded.unicodes, section: 'base', data: {} }),
      403,
      CODES.forbidden,
    );
  });
});

describe('lists', () => {
  it('an applicant sees their own applications, the seeded ones included, paged in the database', async () => {
    const page1 = data<{ total: number; items: TApply[] }>(await call(t.app, applicant, 'getAllApply', { page: 1, size: 2 }));
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(2);
    const all = data<{ total: number; items: TApply[] }>(await call(t.app, applicant, 'getAllApply', { size: 100 }));
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((a) => a.updatedAt)).toEqual([...all.items.map((a) => a.updatedAt)].sort().reverse());
    const seeded = all.items.filter((a) => a.unicodes === 'ENT-1' || a.unicodes === 'ENT-2');
    expect(seeded.map((a) => [a.status, a.stage, a.haltedAt])).toEqual(
      expect.arrayContaining([
        [2, 'industry_name', null],
        [4, null, 'statute_early'],
      ]),
    );
    const byCode = data<{ items: TApply[] }>(await call(t.app, applicant, 'getAllApply', { searchData: 'ENT-2' }));
    expect(byCode.items.map((a) => a.unicodes)).toEqual(['ENT-2']);
    const byName = data<{ items: TApply[] }>(await call(t.app, applicant, 'getAllApply', { searchData: '一期创业', size: 100 }));
    expect(byName.items.map((a) => a.unicodes)).toContain('ENT-2');
    expect(byName.items.every((a) => a.name.includes('一期创业'))).toBe(true);
    expect(data<TApply[]>(await call(t.app, applicant, 'selectAllByMobile', { mobile: '13800000001' })).length).toBeGreaterThanOrEqual(2);
  });

  it('staff list a queue only with its node', async () => {
    await readyDraft(applicant, 'ownfund_company').then((a) => call(t.app, applicant, 'submitApply', { id: a.id, unicodes: a.unicodes }));
    const queue = data<{ total: number; items: TApply[] }>(await call(t.app, chief, 'getAllApply', { job: 'examine', size: 100 }));
    expect(queue.total).toBeGreaterThan(0);
    expect(queue.items.every((a) => a.status === 1)).toBe(true);
    expectRefused(await call(t.app, law1, 'getAllApply', { job: 'examine' }), 403, CODES.forbidden);
    expectRefused(await call(t.app, chief, 'getAllApply', {}), 400, CODES.badInput);
    expectRefused(await call(t.app, applicant, 'getAllApply', { job: 'examine' }), 403, CODES.forbidden);
    const industry = data<{ items: TApply[] }>(
      await call(t.app, await passwordLogin(t.app, 'personPassword', 'biz1'), 'getAllApply', { job: 'industry_name' }),
    );
    expect(industry.items.map((a) => a.name)).toContain(DEMO_A.name);
  });
});

describe('attachments', () => {
  it('download returns the same bytes under the Chinese file name', async () => {
    const apply = await create(applicant, 'other_company');
    const content = tinyPdf('download');
    const name = '入驻申请表（签字盖章）.pdf';
    const saved = data<{ id: number; sha256: string; mime: string; size: number; name: string }>(
      await upload(t.app, applicant, {
        fields: { id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'settleApplicationForm' },
        file: { name, content, type: 'application/octet-stream' },
      }),
    );
    expect(saved).toMatchObject({ mime: 'application/pdf', size: content.length, name });
    const res = await call(t.app, applicant, 'downloadAttachment', { id: saved.id });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toContain('application/pdf');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename=("[\x20-\x7e]+"|[\w.-]+); filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
  });

  it('a disguised executable is refused by its content', async () => {
    const apply = await create(applicant, 'other_company');
    const refused = expectRefused(
      await upload(t.app, applicant, {
        fields: { id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'commitmentLetter' },
        file: { name: '承诺书.pdf', content: fakeExe(), type: 'application/pdf' },
      }),
      400,
      CODES.badInput,
    );
    expect(refused.message).toBe(ATTACHMENT_STREAM_MESSAGES.notAllowed);
    expect(data<unknown[]>(await call(t.app, applicant, 'getOneSectionAttaForApply', { id: apply.id, unicodes: apply.unicodes, section: 'base' }))).toEqual([]);
  });

  it('a key of another section or type is refused', async () => {
    const apply = await create(applicant, 'other_company');
    const fields = { id: apply.id, unicodes: apply.unicodes };
    const file = { name: 'a.pdf', content: tinyPdf() };
    expect(expectRefused(await upload(t.app, applicant, { fields: { ...fields, section: 'capital', key: 'commitmentLetter' }, file }), 400, CODES.badInput).data?.fields).toHaveProperty('key');
    expectRefused(await upload(t.app, applicant, { fields: { ...fields, section: 'product', key: 'investorList' }, file }), 400, CODES.badInput);
  });

  it(`an upload over the limit is refused with 413 while streaming, without holding the upload in memory`, async () => {
    const apply = await create(applicant, 'other_company');
    const uploadSize = 3 * ATTACHMENT_MAX_BYTES;
    // Every chunk the sender makes has an ArrayBuffer of its own; the server's parser passes on views of it. A weak
    // reference to each tells after a collection how much of what was sent something still holds. (The process's
    // arrayBuffers figure cannot: freed buffers leave it only when V8's sweeper thread gets to them, which under
    // load is seconds later, so it swung by the whole first upload either way.)
    const sent: WeakRef<ArrayBufferLike>[] = [];
    let sentBytes = 0;
    const send = () => {
      const tracked = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sent.push(new WeakRef(chunk.buffer));
          sentBytes += chunk.length;
          done(null, chunk);
        },
      });
      return upload(t.app, applicant, {
        fields: { id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'commitmentLetter' },
        file: { name: 'big.pdf', content: lazyPdfStream(uploadSize).pipe(tracked) },
      });
    };
    const heldBytes = () => {
      global.gc!();
      return sent.reduce((sum, ref) => sum + (ref.deref()?.byteLength ?? 0), 0);
    };
    // A first refusal lets PGlite's WebAssembly heap (which grows and never shrinks) and the other pools reach
    // their working size, so the measured one's RSS shows only what a refusal itself holds.
    expectRefused(await send(), 413, CODES.tooLarge);
    sent.length = 0;
    sentBytes = 0;
    const before = process.memoryUsage().rss;
    let peak = { held: 0, rss: before };
    const sampler = setInterval(() => {
      peak = { held: Math.max(peak.held, heldBytes()), rss: Math.max(peak.rss, process.memoryUsage().rss) };
    }, 10);
    const res = await send();
    clearInterval(sampler);
    const refused = expectRefused(res, 413, CODES.tooLarge);
    expect(refused.message).toBe(`单个文件不能超过${ATTACHMENT_MAX_BYTES / 1024 / 1024}MB`);
    // The whole upload went out before the refusal, and nearly all of it is gone.
    expect(sentBytes).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
    expect(heldBytes()).toBeLessThan(1024 * 1024);
    // Holding the 20 MB let in before the refusal would show here; chunks in flight in the sender, the parser and
    // the spool are a few hundred KiB.
    expect(peak.held).toBeLessThan(ATTACHMENT_MAX_BYTES / 4);
    // RSS also keeps pages freed but not yet returned by the allocator: a sanity bound, never the whole upload.
    expect(peak.rss - before).toBeLessThan(uploadSize);
    expect(data<unknown[]>(await call(t.app, applicant, 'getOneSectionAttaForApply', { id: apply.id, unicodes: apply.unicodes, section: 'base' }))).toEqual([]);
  });

  it('getMultiSectionAttaByUnicodes without sections is refused before any query, with the spec message', async () => {
    for (const sections of ['', ' , ', undefined]) {
      const refused = expectRefused(
        await call(t.app, applicant, 'getMultiSectionAttaByUnicodes', { id: 999999, unicodes: 'ENT-1', ...(sections === undefined ? {} : { sections }) }),
        400,
        CODES.badInput,
      );
      expect(refused.message).toBe(APPLY_MESSAGES.sectionArr);
    }
  });

  it('several sections come back together; a removed draft file is gone', async () => {
    const apply = await readyDraft(applicant, 'other_company');
    const ref = { id: apply.id, unicodes: apply.unicodes };
    const files = data<{ id: number; section: string }[]>(await call(t.app, applicant, 'getMultiSectionAttaByUnicodes', { ...ref, sections: 'base,capital' }));
    expect(new Set(files.map((f) => f.section))).toEqual(new Set(['base', 'capital']));
    const [first] = files;
    data(await call(t.app, applicant, 'removeAttachment', { id: first!.id }));
    expectRefused(await call(t.app, applicant, 'downloadAttachment', { id: first!.id }), 404, CODES.notFound);
    const left = data<{ id: number }[]>(await call(t.app, applicant, 'getMultiSectionAttaByUnicodes', { ...ref, sections: ['base', 'capital'] }));
    expect(left.map((f) => f.id)).not.toContain(first!.id);
  });
});

describe('concurrency and removal', () => {
  it('submitting twice in parallel freezes exactly one version', async () => {
    const apply = await readyDraft(applicant, 'manager_partner');
    const ref = { id: apply.id, unicodes: apply.unicodes };
    const results = await Promise.all([call(t.app, applicant, 'submitApply', ref), call(t.app, applicant, 'submitApply', ref)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(results.find((r) => r.statusCode === 409)!).code).toBe(CODES.conflict);
    const versions = data<{ version: number }[]>(await call(t.app, applicant, 'getArchiveVersionForApply', ref));
    expect(versions.map((v) => v.version)).toEqual([1]);
  });

  it('only a draft (0) or a withdrawn application (3) can be removed, and only in the status the caller saw', async () => {
    const draft = await create(applicant, 'other_partner');
    const ref = { id: draft.id, unicodes: draft.unicodes };
    expectRefused(await call(t.app, applicant, 'removeApplyForStatus', { ...ref, status: 1 }), 400, CODES.badInput);
    expectRefused(await call(t.app, applicant, 'removeApplyForStatus', { ...ref, status: 3 }), 409, CODES.conflict);
    expect(data(await call(t.app, applicant, 'removeApplyForStatus', { ...ref, status: 0 }))).toEqual({ id: draft.id });
    expectRefused(await call(t.app, applicant, 'read', { id: draft.id }), 404, CODES.notFound);

    const submitted = await readyDraft(applicant, 'other_partner');
    const sref = { id: submitted.id, unicodes: submitted.unicodes };
    data(await call(t.app, applicant, 'submitApply', sref));
    expectRefused(await call(t.app, applicant, 'removeApplyForStatus', { ...sref, status: 0 }), 409, CODES.conflict);

    // Withdrawal is the review workflow's call; here the row is put in status 3 directly.
    await t.app.db.updateTable('applies').set({ status: 3 }).where('id', '=', submitted.id).execute();
    expectRefused(await call(t.app, law1, 'removeApplyForStatus', { ...sref, status: 3 }), 403, CODES.forbidden);
    expect(data(await call(t.app, applicant, 'removeApplyForStatus', { ...sref, status: 3 }))).toEqual({ id: submitted.id });
    expect(await t.app.db.selectFrom('applyVersions').select('id').where('applyId', '=', submitted.id).execute()).toEqual([]);
  });

  it('a returned application resubmits as version N+1 into the stage that returned it', async () => {
    const b = data<{ items: TApply[] }>(await call(t.app, applicant, 'getAllApply', { searchData: 'ENT-2' })).items[0]!;
    expect(b).toMatchObject({ status: 4, haltedAt: 'statute_early', version: 1 });
    await uploadRequired(applicant, b, b.type);
    const resubmitted = data<TApply>(await call(t.app, applicant, 'submitApply', { id: b.id, unicodes: b.unicodes }));
    expect(resubmitted).toMatchObject({ status: 2, stage: 'statute_early', haltedAt: null, version: 2 });
    // With its stage clock running again and its assignees: the same as reading it back.
    expect(resubmitted.clock).toMatchObject({ stage: 'statute_early', startedAt: expect.any(String) });
    expect(resubmitted).toEqual(data<{ apply: TApply }>(await call(t.app, applicant, 'read', { id: b.id })).apply);
  });
});

describe('the officer register', () => {
  const url = (call: 'get' | 'save' | 'remove') => `/ftown-api/public/index.php/register/${call}`;

  it('starts from the latest application, replaces single slots and deletes only from list sections', async () => {
    const get = async () =>
      data<Record<string, unknown>>(await t.app.inject({ method: 'GET', url: url('get'), headers: { 'x-token': applicant }, query: { unicodes: 'ENT-1' } }));
    expect(await get()).toMatchObject({ legal: { names: '张三' }, manager: { names: '李四' }, topman: { names: '张三', job: 'controller' } });

    const post = (which: 'save' | 'remove', payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: url(which), headers: { 'x-token': applicant }, payload });
    const replaced = data<{ legal: unknown }>(await post('save', { unicodes: 'ENT-1', section: 'legal', entry: { id: 2, names: '李四', job: '1', isCompany: 1 } }));
    expect(replaced.legal).toEqual({ id: 2, names: '李四', job: '1', isCompany: 1 });

    expectRefused(await post('remove', { unicodes: 'ENT-1', section: 'legal', entry: { id: 2, names: '李四' } }), 400, CODES.badInput);
    expectRefused(await post('remove', { unicodes: 'ENT-1', section: 'directorate', entry: { id: 2 } }), 400, CODES.badInput);
    expectRefused(await post('remove', { unicodes: 'ENT-1', section: 'directorate', entry: { id: 2, names: '王五' } }), 404, CODES.notFound);
    const removed = data<{ directorate: { names: string }[] }>(await post('remove', { unicodes: 'ENT-1', section: 'directorate', entry: { id: 2, names: '李四' } }));
    expect(removed.directorate.map((e) => e.names)).toEqual(['张三', '王五']);
    expect(await get()).toMatchObject({ legal: { names: '李四' }, directorate: [{ names: '张三' }, { names: '王五' }] });

    // Staff read the register but do not edit it.
    const staffRead = await t.app.inject({ method: 'GET', url: url('get'), headers: { 'x-token': chief }, query: { unicodes: 'ENT-1' } });
    expect(staffRead.statusCode).toBe(200);
    expectRefused(
      await t.app.inject({ method: 'POST', url: url('save'), headers: { 'x-token': chief }, payload: { unicodes: 'ENT-1', section: 'risk', entry: { id: 5, names: '钱七', job: 'risk', isCompany: 1 } } }),
      403,
      CODES.forbidden,
    );
  });
});

describe('creating', () => {
  it('an individual gets a new enterprise per application, visible in their session at once', async () => {
    const apply = await create(stranger, 'other_company');
    const info = await t.app.inject({ method: 'GET', url: '/ftown-api/public/index.php/sam/info', headers: { 'x-token': stranger } });
    expect(body<{ unicodes: string[] }>(info).data.unicodes).toContain(apply.unicodes);
  });

  it('a company login applies for its own enterprise; staff cannot create', async () => {
    const company = await passwordLogin(t.app, 'companyPassword', '91330100MA27XY018X');
    const apply = await create(company, 'ownfund_company_relocate');
    expect(apply.unicodes).toBe('ENT-3');
    expectRefused(await call(t.app, chief, 'createApply', { category: 'other', companyType: 'company' }), 403, CODES.forbidden);
    expectRefused(await call(t.app, applicant, 'createApply', { category: 'bank', companyType: 'company' }), 400, CODES.badInput);
  });

  it('every /apply/home call needs a session', async () => {
    for (const name of Object.keys(APPLY_CALLS) as ApplyCall[]) {
      const res = await call(t.app, '', name, {});
      expect({ name, status: res.statusCode }).toEqual({ name, status: 401 });
    }
  });
});
