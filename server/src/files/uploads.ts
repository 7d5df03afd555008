import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { withSafeText } from '@ftown/domain/api/wire-values';
import { AppError } from '../app-error.ts';
import { userOf } from '../plugins/auth.ts';
import { createUploadSlots, type UploadSlots } from './upload-slots.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    uploadSlots: UploadSlots;
  }
}

export const NO_FILE_MESSAGE = '请选择要上传的文件';

/** The file part of an upload: its stream, not yet read, and the name the client gave it. */
export type UploadedFile = { stream: Readable; filename: string };

export type UploadsOptions = { maxFileBytes: number; perUser: number; total: number };

/**
 * Multipart parsing for the whole app, registered once: one file a request, after at most ten short text parts.
 * One byte over the file limit lets the store's counter refuse it with the right message.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, { maxFileBytes, perUser, total }: UploadsOptions) => {
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: maxFileBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    app.decorate('uploadSlots', createUploadSlots({ perUser, total }));
  },
  { name: 'uploads', dependencies: ['auth'] },
);

/** The text parts sent before the file; later parts cannot be read without reading the file first. */
const textFieldsOf = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, part]) =>
      part && typeof part === 'object' && 'type' in part && part.type === 'field' && 'value' in part ? [[name, part.value]] : [],
    ),
  );

const fieldsOfIssues = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
};

/**
 * The one upload parser: holds one of the caller's upload slots (429 when none is free) for as long as `use`
 * runs, validates the text parts sent before the file against `schema` before a byte of the file is read, and
 * hands `use` the file still streaming.
 */
export const receiveUpload = async <S extends z.ZodType, T>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  use: (fields: z.output<S>, file: UploadedFile) => Promise<T>,
): Promise<T> => {
  const release = request.server.uploadSlots.take(userOf(request).id);
  try {
    return await readUpload(request, schema, use);
  } catch (error) {
    // A refused upload's unread rest (up to the client's whole file) is not read just to be thrown away: the
    // body stops here and the connection closes after the reply.
    if (!request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.pause();
      reply.header('connection', 'close');
    }
    throw error;
  } finally {
    release();
  }
};

/** The text parts checked, then `use` with the file still streaming. */
const readUpload = async <S extends z.ZodType, T>(request: FastifyRequest, schema: S, use: (fields: z.output<S>, file: UploadedFile) => Promise<T>): Promise<T> => {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part) throw new AppError('badInput', NO_FILE_MESSAGE, { fields: { file: NO_FILE_MESSAGE } });
  const fields = withSafeText(schema).safeParse(textFieldsOf(part.fields));
  if (!fields.success) {
    const byField = fieldsOfIssues(fields.error);
    throw new AppError('badInput', Object.values(byField)[0], { fields: byField });
  }
  return use(fields.data as z.output<S>, { stream: part.file, filename: part.filename });
};
