import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Call } from '@ftown/domain/api/contract';
import { API_BASE } from '@ftown/domain/api/envelope';

type Endpoint = Pick<Call, 'method' | 'path'>;

/** Sends `input` to one call with the call's method: a GET's as the query (values as text), others' as the JSON body. */
export const sendCall = (app: FastifyInstance, token: string | null, call: Endpoint, input: Record<string, unknown> = {}, extra: Partial<InjectOptions> = {}) => {
  const url = `${API_BASE}${call.path}`;
  const headers = token === null ? {} : { 'x-token': token };
  return call.method === 'GET'
    ? app.inject({ method: call.method, url, headers, query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])), ...extra })
    : app.inject({ method: call.method, url, headers, payload: input, ...extra });
};

/** A caller of one contract's calls by name. */
export const callerOf =
  <K extends string>(calls: Record<K, Endpoint>) =>
  (app: FastifyInstance, token: string | null, name: K, input: Record<string, unknown> = {}, extra: Partial<InjectOptions> = {}) =>
    sendCall(app, token, calls[name], input, extra);
