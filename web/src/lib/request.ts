import { API_BASE } from '@ftown/domain/api/base-path';
import { CODES, RELOGIN_CODES, type CodeName } from '@ftown/domain/api/codes';
import { useSessionStore } from '@/stores/session-store';
import { dialogs, toast } from './feedback';

export const REQUEST_TIMEOUT_MS = 8000;
/**
 * Uploads carry up to 20 MB (ATTACHMENT_MAX_BYTES): about 80 s on a 2 Mbit/s uplink, which is common on the
 * mobile and office lines applicants use. 120 s lets such an upload finish while a dead connection still ends.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;
const TOAST_SECONDS = 5;
const TOAST_KEY = 'request-failed:';
/** The text of a reply that is no envelope at all (a proxy's error page, a cut connection). */
export const UNREADABLE_REPLY = '服务器响应异常，请稍后重试';
/** The texts of a call that got no answer: it ran out of time, or never reached the server. */
export const TIMED_OUT = '请求超时，请稍后重试';
export const NO_CONNECTION = '网络异常，无法连接服务器，请检查网络后重试';

type RefusalDetails = { fields?: Record<string, string>; retryAfter?: number | null; requestId?: string | null };

/**
 * A refused call: the envelope code (0 for transport failures), the HTTP status, per-field messages and, for a
 * call refused as too soon, the seconds before it may be repeated.
 */
export class RequestError extends Error {
  readonly code: number;
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly retryAfter: number | null;
  /** The server's id of the failed request (envelope `requestId`, else the X-Request-Id header), to quote to support. */
  readonly requestId: string | null;

  constructor(message: string, code: number, status: number, { fields = {}, retryAfter = null, requestId = null }: RefusalDetails = {}) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.retryAfter = retryAfter;
    this.requestId = requestId;
  }
}

/** Whether the server refused with this code (a failure that never reached it has code 0). */
export const isRefusedAs = (error: unknown, code: CodeName): boolean => error instanceof RequestError && error.code === CODES[code];

/**
 * What the toast says: the refusal, and for a server fault (5xx) the request id, so a person can quote it and
 * the operator find the request's log lines. A refusal of the person's own input needs no id.
 */
const toastText = (error: RequestError) =>
  error.status >= 500 && error.requestId ? `${error.message}（请求编号 ${error.requestId}）` : error.message;

export type RequestOptions = {
  method?: 'GET' | 'POST';
  params?: Record<string, string | number | undefined>;
  /** Sent as JSON; a FormData is sent as multipart instead (the browser writes its boundary into Content-Type). */
  body?: unknown;
  /** The caller shows the failure itself (the login form, the navigation guard): no toast, no dialog. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * The envelope code meaning success: 20000, 0 for the tax and dialog calls, '0' for the litemsg batch calls; a
   * list when several codes are answers rather than refusals (getOpinions: '0' with records, '404' with none).
   */
  okCode?: number | string | readonly (number | string)[];
  /** REQUEST_TIMEOUT_MS unless the call moves a file (UPLOAD_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Let the call outlive the page (a release sent as the tab closes). */
  keepalive?: boolean;
};

let reloginOpen = false;

const offerRelogin = async () => {
  // One dialog at a time: a burst of parallel calls failing with an expired session asks once.
  if (reloginOpen) return;
  reloginOpen = true;
  const modal = await dialogs();
  if (!modal) {
    reloginOpen = false;
    return;
  }
  modal.confirm({
    title: '确认登出',
    content: '您已被登出，可以取消继续留在该页面，或者重新登录',
    okText: '重新登录',
    cancelText: '取消',
    onOk: () => {
      useSessionStore.getState().resetToken();
      window.location.reload();
    },
    afterClose: () => {
      reloginOpen = false;
    },
  });
};

/**
 * Reports a refusal the one way the app does (toast, and the re-login dialog for a gone session) unless the
 * caller shows it itself, then throws it. Exported for file downloads, whose success is not an envelope.
 */
export const fail = (error: RequestError, silent = false): never => {
  if (!silent) {
    // One failure, one toast: the same refusal met by parallel queries (or a retry) replaces the toast shown.
    void toast().error({ key: `${TOAST_KEY}${error.message}`, content: toastText(error), duration: TOAST_SECONDS });
    if (RELOGIN_CODES.includes(error.code)) void offerRelogin();
  }
  throw error;
};

const buildUrl = (path: string, params: RequestOptions['params']) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(key, String(value));
  const qs = query.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
};

export type Envelope = { code?: unknown; message?: unknown; data?: unknown; requestId?: unknown };

/** The RequestError an error envelope (or a reply that is none) stands for. */
export const refusalOf = (
  payload: Envelope | null,
  { status, headers }: Pick<Response, 'status' | 'headers'>,
  fallback = UNREADABLE_REPLY,
): RequestError => {
  const code = typeof payload?.code === 'number' ? payload.code : 0;
  const message = typeof payload?.message === 'string' && payload.message !== '' ? payload.message : fallback;
  const data = payload?.data as { fields?: Record<string, string>; retryAfter?: unknown } | null | undefined;
  const retryAfter = data?.retryAfter;
  return new RequestError(message, code, status, {
    fields: data?.fields,
    retryAfter: typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null,
    requestId: typeof payload?.requestId === 'string' && payload.requestId !== '' ? payload.requestId : headers.get('X-Request-Id'),
  });
};

/**
 * Every general call of the wire contract (DESIGN section 2): resolves with `data` only when the envelope
 * code is 20000; anything else is toasted for 5 s (spec section 8) and rejected with a RequestError.
 */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { method = 'GET', params, body, silent = false, signal, okCode = CODES.ok, timeoutMs = REQUEST_TIMEOUT_MS, keepalive = false } = options;
  const multipart = body instanceof FormData;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = useSessionStore.getState().token;
  if (token) headers['X-Token'] = token;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  let payload: Envelope | null = null;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: controller.signal,
      keepalive,
    });
    payload = (await response.json().catch(() => null)) as Envelope | null;
    // Aborted while the body was read: the caller moved on (a list refetched or left), so nothing failed.
    if (signal?.aborted) throw signal.reason;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const message = timedOut ? TIMED_OUT : NO_CONNECTION;
    return fail(new RequestError(message, 0, 0), silent);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (payload && [okCode].flat().includes(payload.code as number | string)) return payload.data as T;

  return fail(refusalOf(payload, response), silent);
};
