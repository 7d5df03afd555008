/**
 * Envelope codes of the wire contract (DESIGN section 2) with the HTTP status each travels with.
 * The three 500xx session codes make the web app offer a re-login, so a refused login uses 40100 instead.
 */
export const CODES = {
  ok: 20000,
  badInput: 42200,
  badCredentials: 40100,
  badToken: 50008,
  revoked: 50012,
  expired: 50014,
  forbidden: 40300,
  notFound: 40400,
  conflict: 40900,
  tooLarge: 41300,
  tooMany: 42900,
  timeout: 40800,
  headersTooLarge: 43100,
  server: 50000,
  unavailable: 50300,
} as const;

export type CodeName = keyof typeof CODES;

export const HTTP_STATUS: Record<CodeName, number> = {
  ok: 200,
  badInput: 400,
  badCredentials: 401,
  badToken: 401,
  revoked: 401,
  expired: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  timeout: 408,
  headersTooLarge: 431,
  server: 500,
  unavailable: 503,
};

/** Default Chinese message per code, used when a throw site has nothing more specific to say. */
export const DEFAULT_MESSAGES: Record<CodeName, string> = {
  ok: '操作成功',
  badInput: '提交的数据不符合要求，请检查后重试',
  badCredentials: '账号或密码错误',
  badToken: '登录凭证无效，请重新登录',
  revoked: '您已在其他地方登录或已退出，请重新登录',
  expired: '登录已过期，请重新登录',
  forbidden: '您没有执行此操作的权限',
  notFound: '记录不存在',
  conflict: '数据已被他人更新，请刷新后重试',
  tooLarge: '文件或请求内容过大',
  tooMany: '操作过于频繁，请稍后再试',
  timeout: '请求超时，请检查网络后重试',
  headersTooLarge: '请求头过大，请清理浏览器缓存后重试',
  server: '服务器开小差了，请稍后重试',
  unavailable: '服务正在重启，请稍后重试',
};

/** Codes after which the session is gone and the user is offered a re-login (spec section 8). */
export const RELOGIN_CODES: readonly number[] = [CODES.badToken, CODES.revoked, CODES.expired];
