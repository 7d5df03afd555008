import type { Call, CallData, CallInput, ReplySchema } from '@ftown/domain/api/contract';
import { okCodesOf } from '@ftown/domain/api/contract';
import { fail, NO_CONNECTION, request, REQUEST_TIMEOUT_MS, RequestError, TIMED_OUT, type RequestOptions } from './request';

export type CallOptions = Pick<RequestOptions, 'silent' | 'signal' | 'timeoutMs' | 'keepalive'>;

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

const GAVE_UP = Symbol('gave up');

/**
 * A contract table fetched within the call's own time limit, and given up when the caller aborts. A chunk that
 * fails or never arrives (a deploy replaced it, the line dropped) is a call that got no answer, reported as one,
 * rather than a promise that never settles and a button that spins for ever.
 */
const loadWithin = async <T>(
  load: () => Promise<T>,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS, silent = false }: CallOptions,
): Promise<T> => {
  signal?.throwIfAborted();
  let stop = () => {};
  const giveUp = new Promise<typeof GAVE_UP>((resolve, reject) => {
    const timer = setTimeout(() => resolve(GAVE_UP), timeoutMs);
    const abort = () => reject(signal?.reason);
    signal?.addEventListener('abort', abort);
    stop = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
  });
  let loaded: T | typeof GAVE_UP;
  try {
    loaded = await Promise.race([load(), giveUp]);
  } catch (error) {
    if (signal?.aborted) throw error;
    return fail(new RequestError(NO_CONNECTION, 0, 0), silent);
  } finally {
    stop();
  }
  return loaded === GAVE_UP ? fail(new RequestError(TIMED_OUT, 0, 0), silent) : loaded;
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
): Promise<CallData<T[K]>> => callApi((await loadWithin(load, options))[name], input, options);
