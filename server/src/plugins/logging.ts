import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Query parameters that carry a secret somewhere in the portal or in the pages other park systems link to:
 * session tokens, stream tickets, hand-off tokens, SMS and QR codes, passwords. Compared lower-cased.
 */
const SECRET_PARAMS = new Set([
  'token',
  'xtoken',
  'ticket',
  'code',
  'scancode',
  'qr_code_id',
  'password',
  'oldpassword',
  'newpassword',
  'secret',
  'sign',
  'signature',
  'uncodetoken',
]);

export const REDACTED = '[redacted]';

/** Headers that carry credentials; pino replaces them wherever a log line has them under these paths. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-token', 'proxy-authorization'];

/** The URL with every secret query value replaced, for logs; the path and the other parameters stay readable. */
export const redactUrl = (url: string): string => {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url.slice(at + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replaceAll('+', ' '));
    } catch {
      // A malformed escape: keep the raw key for matching.
    }
    return SECRET_PARAMS.has(key.trim().toLowerCase()) ? `${rawKey}=${REDACTED}` : pair;
  });
  return `${url.slice(0, at)}?${query.join('&')}`;
};

/** What a request log line says about the request: Fastify's default fields, with the URL's secrets redacted. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket.remotePort,
});

/**
 * The logger: no line carries a token, a password or an SMS code. Request lines go through the serializer above
 * (URLs are the only request data Fastify logs); credential headers and secret body fields are censored by pino
 * wherever a line includes them under the usual names, in case someone logs a request's headers or body.
 */
export const loggerOptions = (config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>): NonNullable<FastifyServerOptions['logger']> => ({
  level: config.LOG_LEVEL,
  ...(config.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
  serializers: { req: serializeRequest },
  redact: {
    paths: [
      ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `res.headers["${h}"]`]),
      ...['password', 'oldPassword', 'newPassword', 'code', 'token', 'ticket', 'Xtoken'].flatMap((f) => [`body.${f}`, `req.body.${f}`]),
    ],
    censor: REDACTED,
  },
});
