import type { z } from 'zod';

/**
 * One call of the wire contract, written once: the server registers its route from it (validation,
 * serialization and OpenAPI from the same schemas, the method is the contract's) and the web calls it
 * through it (typed input, parsed reply). Paths hang under API_BASE.
 */
export type CallMethod = 'GET' | 'POST';

/**
 * How a call travels: `json` takes its input as the query (GET) or a JSON body (POST) and answers an envelope;
 * `multipart` takes its input as the text parts of a multipart body sent before one file and answers an
 * envelope; `file` takes JSON-like input and answers a file, not an envelope; `stream` is an event stream.
 */
export type CallKind = 'json' | 'multipart' | 'file' | 'stream';

/** A success reply: an envelope whose `code` literal names the call's success codes (20000, 0 or '0'). */
export type ReplySchema = z.ZodObject<{ code: z.ZodLiteral<number | string>; data: z.ZodType }>;

export type Call<I extends z.ZodType = z.ZodType, R extends ReplySchema | null = ReplySchema | null> = {
  readonly method: CallMethod;
  readonly path: string;
  readonly kind: CallKind;
  /** The OpenAPI group and one-line summary (Chinese, as staff of other park systems read it). */
  readonly tag: string;
  readonly summary: string;
  readonly input: I;
  /** The success reply; null for files and event streams. */
  readonly reply: R;
};

/** A call answering an envelope; `kind` is json unless said otherwise. */
export const defineCall = <I extends z.ZodType, R extends ReplySchema>(
  call: Omit<Call<I, R>, 'kind'> & { kind?: 'json' | 'multipart' },
): Call<I, R> => ({ kind: 'json', ...call });

/** The envelope codes that are answers of this call, not refusals (getOpinions has two: '0' and '404'). */
export const okCodesOf = (call: Call<z.ZodType, ReplySchema>): (number | string)[] => [...call.reply.shape.code.values];

/**
 * What a caller sends. Query values are coerced by the server, so their schema accepts anything (`unknown`);
 * a caller sends the parsed type there, which keeps the web's arguments typed.
 */
type Wire<In, Out> = { [K in keyof In]: unknown extends In[K] ? (K extends keyof Out ? Out[K] : In[K]) : In[K] };
export type CallInput<C extends Call> =
  z.input<C['input']> extends Record<string, unknown> ? Wire<z.input<C['input']>, z.output<C['input']>> : z.input<C['input']>;

/** What the server hands its handler: the input as the schema parsed it. */
export type CallParsed<C extends Call> = z.output<C['input']>;

/** The reply a handler returns (before serialization) and the `data` a caller gets back. */
export type CallReply<C extends Call> = C['reply'] extends ReplySchema ? z.input<C['reply']> : never;
export type CallData<C extends Call> = C['reply'] extends ReplySchema ? z.output<C['reply']>['data'] : never;
