import { z } from 'zod';
import { envelope } from '../api/envelope.ts';
import { zWireInt } from '../api/wire-values.ts';
import { HANDOFF_MAX_TTL_SECONDS, PARK_SYSTEMS } from './sign-in-constants.ts';

/** A path inside the target system: letters, digits, '-', '_' and '/' segments, never '..' or a scheme. */
const zSystemPath = () =>
  z
    .string()
    .max(200)
    .regex(/^(?:[A-Za-z0-9_-]+\/?)*$/, '目标页面路径无效')
    .optional();

/** POST /sam/crossOut: a signed, single-use, short-lived hand-off to another park system. */
export const ZCrossOutRequest = z.object({
  target: z.enum(PARK_SYSTEMS, { error: '不支持的目标系统' }),
  path: zSystemPath(),
});
export type TCrossOutRequest = z.infer<typeof ZCrossOutRequest>;
/** `target` is the address to open: the system's entry with the token in its query. */
const ZCrossOut = z.object({ target: z.string() });
export type TCrossOut = z.infer<typeof ZCrossOut>;
export const ZCrossOutResponse = envelope(ZCrossOut);

/** POST /sam/crossIn: another park system hands a user to this portal (spec sections 4 and 7). */
export const ZCrossInRequest = z.object({
  Xtoken: z.string({ error: '缺少跨系统登录凭证' }).min(1, '缺少跨系统登录凭证').max(4096, '跨系统登录凭证无效'),
  Xreferer: z.enum(PARK_SYSTEMS, { error: '来源系统无效' }),
  Xttl: zWireInt({ message: '凭证有效期无效', min: 1, max: HANDOFF_MAX_TTL_SECONDS }),
});
export type TCrossInRequest = z.infer<typeof ZCrossInRequest>;
/** The spec stores token, nodes and id from the reply; nodes is the comma-terminated wire string. */
export const ZCrossIn = z.object({ token: z.string(), nodes: z.string(), id: z.number().int() });
export type TCrossIn = z.infer<typeof ZCrossIn>;
export const ZCrossInResponse = envelope(ZCrossIn);

/** GET /sam/getChangeSystemIndex: the systems the caller may open from the top navigation. */
export const ZChangeSystem = z.object({ key: z.enum(PARK_SYSTEMS), name: z.string() });
export type TChangeSystem = z.infer<typeof ZChangeSystem>;
export const ZChangeSystemIndexResponse = envelope(z.array(ZChangeSystem));

/** GET /sam/getLoginMiddlePageByUrl: the community's login middle page that lands on `url`. */
export const ZLoginMiddlePageQuery = z.object({
  url: z.string({ error: '缺少链接地址' }).min(1, '缺少链接地址').max(2000, '链接地址过长'),
});
export const ZLoginMiddlePageResponse = envelope(z.string());
