import type { Call, CallData, CallInput, ReplySchema } from '@ftown/domain/api/contract';
import { okCodesOf } from '@ftown/domain/api/contract';
import { request, type RequestOptions } from './request';

export type CallOptions = Pick<RequestOptions, 'silent' | 'signal' | 'timeoutMs'>;

/**
 * Calls one contract call of the wire contract: the method and path are the contract's, the input travels as
 * the query (GET) or the JSON body (POST), and the reply's `data` is parsed with the contract's schema, so a
 * page never works with an unchecked shape. Refusals go through the one request layer (toast, re-login).
 */
export const callApi = async <C extends Call<Call['input'], ReplySchema>>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallData<C>> => {
  const data = await request<unknown>(call.path, {
    method: call.method,
    ...(call.method === 'GET' ? { params: input as RequestOptions['params'] } : { body: input }),
    okCode: okCodesOf(call),
    ...options,
  });
  return call.reply.shape.data.parse(data) as CallData<C>;
};

/**
 * callApi for a call the first screen makes: the contract table loads on the first call instead of with the
 * screen, whose budget has no room for zod (DESIGN section 8). The call is still the domain's one object.
 */
export const callLater = async <T extends Record<string, Call<Call['input'], ReplySchema>>, K extends keyof T & string>(
  load: () => Promise<T>,
  name: K,
  input: CallInput<T[K]>,
  options: CallOptions = {},
): Promise<CallData<T[K]>> => callApi((await load())[name], input, options);
