import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ATTACHMENT_KINDS, attachmentSizeMessage, detectAttachmentKind } from '@ftown/domain/applications/attachments';
import { AppError } from '../app-error.ts';

/** The longest signature detectAttachmentKind compares. */
const HEAD_BYTES = Math.max(...ATTACHMENT_KINDS.flatMap((k) => k.magic.map((m) => m.length)));

export const ATTACHMENT_STREAM_MESSAGES = {
  notAllowed: '文件内容不是PDF、JPG或PNG格式，请上传正确的文件（仅支持PDF、JPG、PNG格式）',
  empty: '上传的文件为空',
} as const;

export type ReadFile = { content: Buffer; size: number; sha256: string; mime: string };

/**
 * Reads an uploaded file as it streams in. The byte counter refuses it (413) as soon as it passes `maxBytes`, and
 * the first bytes decide its kind (422 for anything but PDF, JPEG or PNG), so neither an oversized nor a disguised
 * file is ever read whole. On refusal the stream is destroyed and the rest of the upload is discarded.
 */
export const readAttachment = async (stream: Readable, maxBytes: number): Promise<ReadFile> => {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  let mime: string | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new AppError('tooLarge', attachmentSizeMessage(maxBytes));
      chunks.push(chunk);
      hash.update(chunk);
      if (mime === null && size >= HEAD_BYTES) mime = kindOf(Buffer.concat(chunks, Math.min(size, HEAD_BYTES)));
    }
    // Busboy stops short at its own limit and marks the stream truncated instead of failing.
    if ((stream as Readable & { truncated?: boolean }).truncated) throw new AppError('tooLarge', attachmentSizeMessage(maxBytes));
  } catch (error) {
    stream.destroy();
    stream.resume();
    throw error;
  }
  if (size === 0) throw new AppError('badInput', ATTACHMENT_STREAM_MESSAGES.empty, { fields: { file: ATTACHMENT_STREAM_MESSAGES.empty } });
  mime ??= kindOf(Buffer.concat(chunks));
  return { content: Buffer.concat(chunks, size), size, sha256: hash.digest('hex'), mime };
};

const kindOf = (head: Buffer): string => {
  const kind = detectAttachmentKind(head);
  if (kind === null) throw new AppError('badInput', ATTACHMENT_STREAM_MESSAGES.notAllowed, { fields: { file: ATTACHMENT_STREAM_MESSAGES.notAllowed } });
  return ATTACHMENT_KINDS.find((k) => k.kind === kind)!.mime;
};
