import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand us as the id: short and plain, so it cannot forge log fields or bloat every line. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: the id a proxy in front assigned (X-Request-Id) when it is a short safe token, so one id
 * follows the request through both logs; otherwise a fresh UUID. Fastify puts it on every line of request.log.
 */
export const requestIdOf = (raw: IncomingMessage): string => {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
};

/** Every reply names its request's id; set on the raw response, so hijacked event streams carry it too. */
const requestIdPlugin = async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  });
};

export default fp(requestIdPlugin, { name: 'request-id' });
