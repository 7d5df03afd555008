import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where a request came from, as the audit log records it. */
export type AuditSource = { clientIp: string; userAgent: string | null; requestId: string };

/** Longest user agent kept: the header is the client's to choose, the row is ours to bound. */
const USER_AGENT_MAX = 512;

const storage = new AsyncLocalStorage<AuditSource>();

/** The source of the request whose work is running now; null outside a request (the maintenance jobs). */
export const currentAuditSource = (): AuditSource | null => storage.getStore() ?? null;

/**
 * Every handler runs inside its request's audit source, so the services and the shared workflow writer record
 * the client without each call passing it down. The address is Fastify's request.ip, which already honours
 * TRUST_PROXY. Set in preHandler, after the body is read: stream callbacks of the body would not carry it.
 */
const auditContextPlugin = async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const agent = request.headers['user-agent'];
    storage.run({ clientIp: request.ip, userAgent: agent === undefined ? null : agent.slice(0, USER_AGENT_MAX), requestId: request.id }, done);
  });
};

export default fp(auditContextPlugin, { name: 'audit-context' });
