import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './file-names.ts';

/**
 * A download: its name and type, its bytes whole or streaming, and its length when known before sending. `inline`
 * files are shown in the page, not saved (the attachment viewer).
 */
export type FileReply = { name: string; mime: string; body: Buffer | Readable; size?: number; inline?: boolean };

/**
 * Sends a file, the one way every download route does: under its real name, never sniffed into another type by the
 * browser, never kept by a shared cache.
 */
export const sendFile = (reply: FastifyReply, file: FileReply) => {
  reply
    .header('content-disposition', attachmentDisposition(file.name, file.inline ? 'inline' : 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .type(file.mime);
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
};
