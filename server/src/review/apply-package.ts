import { strToU8, zipSync, type Zippable } from 'fflate';
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
  content: Uint8Array;
  removedAt: Date | null;
};

export type PackageInput = {
  apply: TApply;
  stageRecords: Record<string, unknown>;
  versions: { version: number; sections: unknown; attachments: unknown; submittedAt: string; submittedBy: number }[];
  flow: TFlowRecord[];
  files: PackageFile[];
  packedAt: Date;
};

/** The archive's folder of files; each file sits under its section's title on the application's form. */
export const ATTACHMENTS_FOLDER = '附件';

/** Where a file sits in the archive: its id keeps names unique, the section groups them as the form does. */
const entryName = (type: ApplyType, f: PackageFile) =>
  [ATTACHMENTS_FOLDER, attachmentSectionTitle(type, f.section), `${f.id}-${f.name}`].map((part) => part.replace(/[/\\]/g, '_')).join('/');

/**
 * The downloadable package of an application: application.json (the application, every frozen version, what
 * each stage recorded and the flow history) and every file it refers to, including files removed from the draft
 * that an earlier version still cites. PDFs and images are already compressed, so files are stored as they are.
 */
export const buildApplyPackage = (input: PackageInput): { name: string; content: Buffer } => {
  const manifest = {
    packedAt: input.packedAt.toISOString(),
    apply: input.apply,
    stageRecords: input.stageRecords,
    versions: input.versions,
    flow: input.flow,
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
  const entries: Zippable = { 'application.json': [strToU8(JSON.stringify(manifest, null, 2)), { level: 6 }] };
  for (const f of input.files) entries[entryName(input.apply.type, f)] = [f.content, { level: 0 }];
  const zip = zipSync(entries, { mtime: input.packedAt });
  return { name: `申请${input.apply.id}-${input.apply.unicodes}.zip`, content: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) };
};
