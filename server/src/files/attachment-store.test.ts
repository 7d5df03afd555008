import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { API_BASE } from '@ftown/domain/api/envelope';
import { APPLY_CALLS, type TApply } from '@ftown/domain/applications/api/apply.schemas';
import { call, lazyPdfStream, multipart, tinyPdf, upload, type Upload } from '../applications/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { ATTACHMENT_STREAM_MESSAGES, CHUNK_BYTES, deleteUnclaimedBlobs } from './attachment-store.ts';
import { UPLOAD_RETRY_AFTER_SECONDS, UPLOAD_SLOT_MESSAGES } from './upload-slots.ts';

/** Issue 18 item 14: attachments stored in chunks, uploads capped per user and in total. */

let t: TestApp;
let applicant: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOADS_PER_USER: '2', UPLOADS_TOTAL: '3' } });
  [applicant, admin] = await Promise.all([passwordLogin(t.app, 'personPassword', 'zhangsan'), passwordLogin(t.app, 'personPassword', 'admin')]);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const draft = async () => {
  const res = await call(t.app, applicant, 'createApply', { category: 'other', companyType: 'company' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: TApply }).data;
};

const fieldsOf = (apply: TApply) => ({ id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'commitmentLetter' });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** How many blobs and chunks the database holds, to show an upload left nothing behind. */
const stored = async () => {
  const count = async (table: 'attachmentBlobs' | 'attachmentChunks') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { blobs: await count('attachmentBlobs'), chunks: await count('attachmentChunks') };
};

/** A file of several chunks and a part, starting like a PDF and otherwise random, so a misplaced chunk shows. */
const severalChunks = () => Buffer.concat([tinyPdf('chunks'), Buffer.from(Array.from({ length: 3 * CHUNK_BYTES + 1234 }, (_, i) => (i * 7919) % 251))]);

describe('chunked storage', () => {
  it('a file of several chunks comes back byte for byte (sha256 equal) from the download and keeps one row per chunk', async () => {
    const apply = await draft();
    const content = severalChunks();
    const before = await stored();
    const res = await upload(t.app, applicant, { fields: fieldsOf(apply), file: { name: '承诺书.pdf', content } });
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as { data: { id: number; sha256: string; size: number } }).data;
    expect(saved).toMatchObject({ sha256: sha256(content), size: content.length });
    expect(await stored()).toEqual({ blobs: before.blobs + 1, chunks: before.chunks + Math.ceil(content.length / CHUNK_BYTES) });

    const download = await call(t.app, applicant, 'downloadAttachment', { id: saved.id });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(sha256(download.rawPayload)).toBe(sha256(content));
  });

  it('removing a draft file deletes its chunks with it', async () => {
    const apply = await draft();
    const before = await stored();
    const res = await upload(t.app, applicant, { fields: fieldsOf(apply), file: { name: 'a.pdf', content: severalChunks() } });
    const { id } = (res.json() as { data: { id: number } }).data;
    expect((await call(t.app, applicant, 'removeAttachment', { id })).statusCode).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('an upload refused over the limit (413) leaves no blob and no chunk behind', async () => {
    const apply = await draft();
    const before = await stored();
    const res = await upload(t.app, applicant, { fields: fieldsOf(apply), file: { name: 'big.pdf', content: lazyPdfStream(2 * 20 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('an upload cut off mid-file (the body ends without its closing boundary) leaves no blob, no chunk and no attachment', async () => {
    const apply = await draft();
    const before = await stored();
    const { headers, payload } = multipart({ fields: fieldsOf(apply), file: { name: 'cut.pdf', content: severalChunks() } });
    const cut = (payload as Buffer).subarray(0, (payload as Buffer).length - 100);
    const res = await t.app.inject({ method: 'POST', url: `${API_BASE}${APPLY_CALLS.uploadAttachment.path}`, headers: { ...headers, 'x-token': applicant }, payload: cut });
    expect({ status: res.statusCode, ...(res.json() as object) }).toMatchObject({ status: 400, code: CODES.badInput, message: ATTACHMENT_STREAM_MESSAGES.broken });
    expect(await stored()).toEqual(before);
    const listed = await call(t.app, applicant, 'getOneSectionAttaForApply', { id: apply.id, unicodes: apply.unicodes, section: 'base' });
    expect((listed.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('an upload whose application goes away while it streams writes its chunks, fails to attach and deletes them again', async () => {
    const apply = await draft();
    const before = await stored();
    const { headers, payload } = multipart({ fields: fieldsOf(apply), file: { name: 'late.pdf', content: severalChunks() } });
    const whole = payload as Buffer;
    let open = () => {};
    const go = new Promise<void>((resolve) => (open = resolve));
    // The text parts and the file's first bytes arrive, so the service has checked the application; the rest waits.
    const body = Readable.from(
      (async function* () {
        yield whole.subarray(0, whole.length - CHUNK_BYTES);
        await go;
        yield whole.subarray(whole.length - CHUNK_BYTES);
      })(),
    );
    const pending = t.app.inject({ method: 'POST', url: `${API_BASE}${APPLY_CALLS.uploadAttachment.path}`, headers: { ...headers, 'x-token': applicant }, payload: body });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await call(t.app, applicant, 'removeApplyForStatus', { id: apply.id, unicodes: apply.unicodes, status: 0 })).statusCode).toBe(200);
    open();
    const res = await pending;
    expect(res.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('the sweep deletes only blobs nobody claimed and older than a request can last', async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - 2 * 24 * 3600_000);
    const orphan = await t.app.db.insertInto('attachmentBlobs').values({ createdAt: old }).returning('id').executeTakeFirstOrThrow();
    const young = await t.app.db.insertInto('attachmentBlobs').values({ createdAt: now }).returning('id').executeTakeFirstOrThrow();
    const claimed = await t.app.db.selectFrom('applyAttachments').select('blobId').executeTakeFirstOrThrow();
    await t.app.db.updateTable('attachmentBlobs').set({ createdAt: old }).where('id', '=', claimed.blobId).execute();
    await deleteUnclaimedBlobs(t.app.db, new Date(now.getTime() - 24 * 3600_000));
    const left = (await t.app.db.selectFrom('attachmentBlobs').select('id').where('id', 'in', [orphan.id, young.id, claimed.blobId]).execute()).map((r) => r.id);
    expect(left.sort((a, b) => a - b)).toEqual([young.id, claimed.blobId].sort((a, b) => a - b));
    await t.app.db.deleteFrom('attachmentBlobs').where('id', '=', young.id).execute();
  });
});

/** An upload whose body waits until `go` resolves: the request holds its slot meanwhile. */
const heldUpload = (token: string, body: Upload, go: Promise<void>) => {
  const { headers, payload } = multipart(body);
  const stream = Readable.from(
    (async function* () {
      await go;
      yield payload as Buffer;
    })(),
  );
  return t.app.inject({ method: 'POST', url: `${API_BASE}${APPLY_CALLS.uploadAttachment.path}`, headers: { ...headers, 'x-token': token }, payload: stream });
};

describe('upload caps under a burst', () => {
  it('a third upload of one user and a fourth upload in all are refused with 429, Retry-After and a Chinese message', async () => {
    const apply = await draft();
    let open = () => {};
    const go = new Promise<void>((resolve) => (open = resolve));
    const body = { fields: fieldsOf(apply), file: { name: 'a.pdf', content: tinyPdf('burst') } };

    const mine = [1, 2, 3].map(() => heldUpload(applicant, body, go));
    const refusedMine = await Promise.race(mine);
    expect(refusedMine.statusCode).toBe(429);
    expect(refusedMine.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(refusedMine.json()).toMatchObject({ code: CODES.tooMany, message: UPLOAD_SLOT_MESSAGES.perUser });

    // Another user still has a slot of their own, but only one is left in all.
    const theirs = [1, 2].map(() => heldUpload(admin, body, go));
    const refusedTheirs = await Promise.race(theirs);
    expect(refusedTheirs.statusCode).toBe(429);
    expect(refusedTheirs.json()).toMatchObject({ code: CODES.tooMany, message: UPLOAD_SLOT_MESSAGES.total });

    open();
    const mineDone = (await Promise.all(mine)).map((r) => r.statusCode).sort();
    expect(mineDone).toEqual([200, 200, 429]);
    const theirsDone = (await Promise.all(theirs)).map((r) => r.statusCode);
    expect(theirsDone.filter((s) => s === 429)).toHaveLength(1);

    // Every slot is free again once the burst is over.
    const after = await Promise.all([1, 2].map(() => upload(t.app, applicant, body)));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200]);
  });
});
