import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODES, type CodeName, DEFAULT_MESSAGES, HTTP_STATUS } from '@ftown/domain/api/codes';
import { AppError, retryAfterOf } from '../app-error.ts';
import { redactUrl } from './logging.ts';

const MESSAGES = {
  invalidJson: '请求内容不是有效的JSON',
  emptyBody: '请求内容不能为空',
  mediaType: '不支持的请求内容类型',
  tooLarge: '请求内容过大',
} as const;

type Mapped = { codeName: CodeName; message: string; data: Record<string, unknown> | null };

const fieldsOf = (validation: ReadonlyArray<{ instancePath: string; message?: string }>) => {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? DEFAULT_MESSAGES.badInput;
  }
  return fields;
};

/** Fastify's own 4xx errors (parsing, limits) are the client's fault and keep a 4xx status. */
const mapFastifyError = (error: FastifyError): Mapped | null => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { codeName: 'tooLarge', message: MESSAGES.tooLarge, data: null };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { codeName: 'badInput', message: MESSAGES.invalidJson, data: null };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { codeName: 'badInput', message: MESSAGES.emptyBody, data: null };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { codeName: 'badInput', message: MESSAGES.mediaType, data: null };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { codeName: 'badInput', message: MESSAGES.invalidJson, data: null };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const byStatus: Partial<Record<number, CodeName>> = {
      404: 'notFound',
      408: 'timeout',
      413: 'tooLarge',
      429: 'tooMany',
      431: 'headersTooLarge',
    };
    const codeName = byStatus[error.statusCode] ?? 'badInput';
    return { codeName, message: DEFAULT_MESSAGES[codeName], data: null };
  }
  return null;
};

/** The error envelope as JSON text, for replies written outside Fastify's reply (client errors). */
const envelopeText = (codeName: CodeName) =>
  JSON.stringify({ code: CODES[codeName], message: DEFAULT_MESSAGES[codeName], data: null });

/**
 * Node's own refusals, before a request exists (Fastify's clientErrorHandler option): a request that took longer
 * than the request timeout, headers over the size limit, or bytes that are not HTTP. They get the envelope and
 * the basic security headers too; the connection is closed after it.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const codeName: CodeName =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'timeout' : error.code === 'HPE_HEADER_OVERFLOW' ? 'headersTooLarge' : 'badInput';
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = envelopeText(codeName);
    socket.write(
      [
        `HTTP/1.1 ${HTTP_STATUS[codeName]} ${STATUS_CODES[HTTP_STATUS[codeName]] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

const errorsPlugin = async (app: FastifyInstance) => {
  // Requests that reach the server while it shuts down (on a connection opened before) get the envelope, not
  // Fastify's own 503 body (fastifyOptions turns that off with return503OnClosing: false).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // preParsing: after every onRequest hook, so the refusal carries the security headers too.
  app.addHook('preParsing', async (_request, reply) => {
    if (closing) {
      reply.header('connection', 'close').header('retry-after', '1');
      throw new AppError('unavailable');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client went away (a closed tab, an aborted read) while its reply was being compressed: Fastify reports
    // the reply's stream cut short. No fault of the server, and nobody left to answer; 499 is proxies' status for it.
    if (reply.raw.destroyed) {
      request.log.info({ method: request.method, url: redactUrl(request.url) }, 'client closed the connection before the reply');
      return reply.code(499).send();
    }
    let mapped: Mapped | null = null;
    if (error instanceof AppError) {
      mapped = { codeName: error.codeName, message: error.message, data: error.data };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsOf(error.validation);
      mapped = { codeName: 'badInput', message: Object.values(fields)[0] ?? DEFAULT_MESSAGES.badInput, data: { fields } };
    } else {
      mapped = mapFastifyError(error);
    }

    if (mapped === null) {
      request.log.error({ err: error, method: request.method, url: redactUrl(request.url), userId: request.user?.id }, 'request failed');
      mapped = { codeName: 'server', message: DEFAULT_MESSAGES.server, data: null };
    } else if (mapped.codeName === 'server') {
      request.log.error({ err: error, method: request.method, url: redactUrl(request.url) }, 'request failed');
    }

    const retryAfter = retryAfterOf(error);
    if (retryAfter !== null) reply.header('Retry-After', String(retryAfter));
    return reply
      .code(HTTP_STATUS[mapped.codeName])
      .type('application/json; charset=utf-8')
      .send({ code: CODES[mapped.codeName], message: mapped.message, data: mapped.data, requestId: request.id });
  });
};

export default fp(errorsPlugin, { name: 'errors' });
