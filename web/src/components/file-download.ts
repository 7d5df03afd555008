import { API_BASE } from '@ftown/domain/api/envelope';
import { fail, RequestError, refusalOf, type Envelope } from '@/lib/request';
import { useSessionStore } from '@/stores/session-store';

const decodeExtValue = (value: string): string | null => {
  // RFC 5987 ext-value: charset'language'percent-encoded; only UTF-8 and ISO-8859-1 are defined.
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1')
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
  return null;
};

/** Splits on ';' outside quoted strings, so `filename="a;b.pdf"` stays whole. */
const parameters = (header: string): [string, string][] =>
  (header.match(/(?:[^;"]+|"(?:\\.|[^"\\])*")+/g) ?? []).slice(1).flatMap((part) => {
    const at = part.indexOf('=');
    if (at < 0) return [];
    return [[part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as [string, string]];
  });

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;

/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*` (RFC 5987, e.g. a Chinese name
 * in UTF-8) wins over the plain `filename`; null when the header names none. Path parts are dropped.
 */
export const fileNameFromDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const params = parameters(header);
  const extended = params.find(([k]) => k === 'filename*');
  const plain = params.find(([k]) => k === 'filename');
  const name = (extended && decodeExtValue(unquote(extended[1]))) ?? (plain ? unquote(plain[1]) : null);
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
};

const saveBlob = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

const refusal = async (response: Response): Promise<RequestError> =>
  refusalOf((await response.json().catch(() => null)) as Envelope | null, response, '文件下载失败');

export type DownloadOptions = {
  params?: Record<string, string | number>;
  /** A POST sends `body` as JSON (packQApply builds the archive on a POST). */
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Used when the server sends no file name. */
  fallbackName: string;
};

/**
 * A file from the API, GET (or a POST with a JSON body) with the token in X-Token, read whole as a blob and named
 * from Content-Disposition. A refusal (an error envelope) is reported by the request layer (toast, re-login dialog for
 * a gone session) and rethrown, so the caller can stop a spinner.
 */
export const fetchFile = async (
  path: string,
  { params = {}, fallbackName, method = 'GET', body }: DownloadOptions,
): Promise<{ blob: Blob; name: string }> => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const token = useSessionStore.getState().token;
  try {
    const response = await fetch(`${API_BASE}${path}${query ? `?${query}` : ''}`, {
      method,
      headers: { ...(token ? { 'X-Token': token } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('application/json'))
      throw await refusal(response);
    const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
    return { blob: await response.blob(), name };
  } catch (cause) {
    return fail(cause instanceof RequestError ? cause : new RequestError('网络异常，文件下载失败，请稍后重试', 0, 0));
  }
};

/** The file download of spec section 7: fetchFile, then saved to the user's disk. Resolves with the name it was saved under. */
export const downloadFile = async (path: string, options: DownloadOptions): Promise<string> => {
  const { blob, name } = await fetchFile(path, options);
  saveBlob(blob, name);
  return name;
};
