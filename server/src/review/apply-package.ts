import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { attachmentSectionTitle } from '@ftown/domain/applications/forms';
import type { ApplyType } from '@ftown/domain/applications/types';
import type { TFlowRecord } from '@ftown/domain/review/api/review.schemas';

export type PackageFile = {
  id: number;
  section: string;
  key: string;
  name: string;
  mime: string;
  sha256: string;
  blobId: number;
  removedAt: Date | null;
};

export type PackageInput = {
  apply: TApply;
  stageRecords: Record<string, unknown>;
  versions: { version: number; sections: unknown; attachments: unknown; submittedAt: string; submittedBy: number }[];
  flow: TFlowRecord[];
  files: PackageFile[];
  /** The printed application (workflow apply-pdf) of the latest version, for the paper archive. */
  printed: { name: string; bytes: Uint8Array } | null;
  packedAt: Date;
  /** A file's bytes, read as the archive is written. */
  contentOf: (file: PackageFile) => AsyncIterable<Uint8Array>;
};

/** The archive's folder of files; each file sits under its section's title on the application's form. */
export const ATTACHMENTS_FOLDER = '附件';

/** Where a file sits in the archive: its id keeps names unique, the section groups them as the form does. */
const entryName = (type: ApplyType, f: PackageFile) =>
  [ATTACHMENTS_FOLDER, attachmentSectionTitle(type, f.section), `${f.id}-${f.name}`].map((part) => part.replace(/[/\\]/g, '_')).join('/');

/** Waits until the client has taken what is buffered, or has gone away. */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });

/**
 * The downloadable package of an application: application.json (the application, every frozen version, what
 * each stage recorded and the flow history), the printed application of the latest version (PDF) and every file
 * it refers to, including files removed from the draft
 * that an earlier version still cites. PDFs and images are already compressed, so files are stored as they are.
 * The archive streams: each file is read a chunk at a time as the client takes the bytes, so a package of many
 * large files never sits in memory.
 */
export const buildApplyPackage = (input: PackageInput): { name: string; mime: string; body: Readable } => {
  const manifest = {
    packedAt: input.packedAt.toISOString(),
    apply: input.apply,
    stageRecords: input.stageRecords,
    versions: input.versions,
    flow: input.flow,
    printed: input.printed?.name ?? null,
    files: input.files.map((f) => ({
      id: f.id,
      section: f.section,
      key: f.key,
      name: f.name,
      mime: f.mime,
      sha256: f.sha256,
      removedFromDraft: f.removedAt !== null,
      path: entryName(input.apply.type, f),
    })),
  };
  const body = new PassThrough();
  const zip = new Zip((error, data, final) => {
    if (error) body.destroy(error);
    else {
      body.write(data);
      if (final) body.end();
    }
  });
  const write = async () => {
    const json = new ZipDeflate('application.json', { level: 6 });
    json.mtime = input.packedAt;
    zip.add(json);
    json.push(strToU8(JSON.stringify(manifest, null, 2)), true);
    if (input.printed) {
      const pdf = new ZipPassThrough(input.printed.name);
      pdf.mtime = input.packedAt;
      zip.add(pdf);
      pdf.push(input.printed.bytes, true);
    }
    for (const f of input.files) {
      const entry = new ZipPassThrough(entryName(input.apply.type, f));
      entry.mtime = input.packedAt;
      zip.add(entry);
      for await (const chunk of input.contentOf(f)) {
        if (body.destroyed) return;
        entry.push(chunk);
        if (body.writableNeedDrain) await drained(body);
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
  return { name: `申请${input.apply.id}-${input.apply.unicodes}.zip`, mime: 'application/zip', body };
};
