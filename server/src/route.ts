import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AccessRule } from '@ftown/domain/auth/access';
import type { Call, CallParsed, CallReply, ReplySchema } from '@ftown/domain/api/contract';

/**
 * Who may call: `public` needs no session; `signedIn` any session; `beforePasswordChange` any session, even one
 * that must change its one-time password first (who am I, sign out, change it); a rule adds roles or a node.
 * The server checks it before the input is even parsed.
 */
export type Access = 'public' | 'signedIn' | 'beforePasswordChange' | AccessRule;

const guardOf = (app: FastifyInstance, access: Exclude<Access, 'public'>) => {
  if (access === 'signedIn') return app.guard();
  if (access === 'beforePasswordChange') return app.guard(undefined, { beforePasswordChange: true });
  return app.guard(access);
};

/** Route options a call may add (a serializer of its own, a body limit); the rest comes from the contract. */
export type RouteExtras = Pick<RouteShorthandOptions, 'serializerCompiler' | 'bodyLimit' | 'config' | 'exposeHeadRoute'>;

type Handler<C extends Call> = (
  input: CallParsed<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<C['reply'] extends ReplySchema ? CallReply<C> : unknown>;

/** The part of the request a call's input travels in. */
const inputOf = (call: Call, request: FastifyRequest): unknown => (call.method === 'GET' ? request.query : request.body);

/**
 * Registers the route of one contract call: method, path, input validation, reply serialization and the OpenAPI
 * entry all come from the contract. A multipart call validates its text parts itself (the upload parser), so
 * only a json or file call has its input checked here.
 */
export const route = <C extends Call>(app: FastifyInstance, call: C, access: Access, handler: Handler<C>, extras: RouteExtras = {}) => {
  const validated = call.kind === 'json' || call.kind === 'file' || call.kind === 'stream';
  app.route({
    method: call.method,
    url: call.path,
    ...(access === 'public' ? {} : { onRequest: guardOf(app, access) }),
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(validated ? (call.method === 'GET' ? { querystring: call.input } : { body: call.input }) : {}),
      ...(call.kind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(call.reply ? { response: { 200: call.reply } } : {}),
      ...(access === 'public' ? {} : { security: [{ token: [] }] }),
    },
    ...extras,
    handler: (request, reply) => handler(inputOf(call, request) as CallParsed<C>, request, reply),
  });
};
