import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { spread, type Spread } from '../lib/stats.ts';
import { API, loginWithPassword, startPortal, type Db } from '../lib/portal-process.ts';

/** The file: just under the 20 MB limit. */
const FILE_BYTES = 19 * 1024 * 1024;
/** Uploads in flight at once: the default UPLOADS_TOTAL, all from the one demo applicant (its per-user cap raised to match). */
const PARALLEL = 6;
const UPLOADS_EACH = 3;
/** A burst far over the caps, with the default per-user cap: how many are refused at once. */
const BURST = 20;
const PROBE_EVERY_MS = 50;

export type UploadsDbResult = {
  fileMiB: number;
  parallel: number;
  uploads: number;
  uploadSeconds: Spread;
  /** A signed-in read (one application) sent every 50 ms while the uploads run, in milliseconds. */
  otherRequests: Spread & { count: number };
  /** The same read with no upload running. */
  otherRequestsIdle: Spread & { count: number };
  rssMiB: { idle: number; peak: number };
  /** BURST uploads at once with the default caps: the statuses they got. */
  burst: Record<string, number>;
};
export type UploadsResult = Partial<Record<Db, UploadsDbResult>>;

const MiB = 1024 * 1024;

/** Resident memory of a process and its peak so far (VmHWM), in MiB. */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
};

const postJson = async (url: string, token: string, path: string, body: unknown) => {
  const res = await fetch(`${url}${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; data: { id: number; unicodes: string } };
};

/** A PDF-looking file of FILE_BYTES, made once and sent by every upload. */
const file = (() => {
  const bytes = Buffer.alloc(FILE_BYTES, 0x20);
  bytes.write('%PDF-1.4\n');
  return new Blob([bytes], { type: 'application/pdf' });
})();

const uploadOnce = async (url: string, token: string, apply: { id: number; unicodes: string }) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ id: String(apply.id), unicodes: apply.unicodes, section: 'base', key: 'commitmentLetter' })) form.append(k, v);
  form.append('file', file, 'big.pdf');
  const res = await fetch(`${url}${API}${APPLY_CALLS.uploadAttachment.path}`, { method: 'POST', headers: { 'x-token': token }, body: form });
  await res.arrayBuffer();
  return res.status;
};

/** Reads one application every PROBE_EVERY_MS until `until` settles; returns each latency. */
const probe = async (url: string, token: string, applyId: number, until: Promise<unknown>) => {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${url}${API}${APPLY_CALLS.read.path}?id=${applyId}`, { headers: { 'x-token': token } });
    await res.arrayBuffer();
    times.push(performance.now() - start);
    await sleep(PROBE_EVERY_MS);
  }
  return times;
};

const measure = async (db: Db, perUser: number) => {
  process.env.UPLOADS_PER_USER = String(perUser);
  const portal = await startPortal(db);
  delete process.env.UPLOADS_PER_USER;
  return portal;
};

const runOn = async (db: Db): Promise<UploadsDbResult> => {
  const portal = await measure(db, PARALLEL);
  let result: Omit<UploadsDbResult, 'burst'>;
  try {
    const token = await loginWithPassword(portal.url, 'zhangsan');
    const applies = await Promise.all(Array.from({ length: PARALLEL }, () => postJson(portal.url, token, APPLY_CALLS.createApply.path, { category: 'other', companyType: 'company' })));
    const applies0 = applies[0]!.data;
    const idle = await probe(portal.url, token, applies0.id, sleep(3000));
    const idleRss = memoryOf(portal.pid).rss;
    const uploadTimes: number[] = [];
    const uploads = Promise.all(
      applies.map(async ({ data }) => {
        for (let i = 0; i < UPLOADS_EACH; i++) {
          const start = performance.now();
          const status = await uploadOnce(portal.url, token, data);
          if (status !== 200) throw new Error(`upload answered ${status}`);
          uploadTimes.push(performance.now() - start);
        }
      }),
    );
    const during = await probe(portal.url, token, applies0.id, uploads);
    await uploads;
    result = {
      fileMiB: FILE_BYTES / MiB,
      parallel: PARALLEL,
      uploads: uploadTimes.length,
      uploadSeconds: spread(uploadTimes.map((ms) => ms / 1000)),
      otherRequests: { ...spread(during), count: during.length },
      otherRequestsIdle: { ...spread(idle), count: idle.length },
      rssMiB: { idle: idleRss, peak: memoryOf(portal.pid).peak },
    };
  } finally {
    await portal.stop();
  }

  const defaults = await startPortal(db);
  try {
    const token = await loginWithPassword(defaults.url, 'zhangsan');
    const { data } = await postJson(defaults.url, token, APPLY_CALLS.createApply.path, { category: 'other', companyType: 'company' });
    const statuses = await Promise.all(Array.from({ length: BURST }, () => uploadOnce(defaults.url, token, data)));
    const burst: Record<string, number> = {};
    for (const s of statuses) burst[s] = (burst[s] ?? 0) + 1;
    return { ...result, burst };
  } finally {
    await defaults.stop();
  }
};

/**
 * Issue 18 item 14: PARALLEL uploads of a 19 MB file, UPLOADS_EACH times each, while a light signed-in read is
 * timed every 50 ms; the server's peak resident memory (VmHWM) against its idle size; then a burst of BURST
 * uploads at once against the default caps.
 */
export const uploads = async (dbs: Db[]): Promise<UploadsResult> => {
  const result: UploadsResult = {};
  for (const db of dbs) {
    console.log(`  ${db}…`);
    result[db] = await runOn(db);
  }
  return result;
};
