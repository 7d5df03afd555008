import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { LOGIN_TYPES } from '@ftown/domain/auth/login-types';
import { HANDOFF_MAX_TTL_SECONDS } from '@ftown/domain/auth/sign-in-constants';
import { AppError } from '../app-error.ts';

/**
 * Hand-off tokens between park systems: `base64url(claims).base64url(HMAC-SHA256)`, signed with the secret
 * the two systems share. They name the user, the issuer, the audience and a short expiry; the receiver
 * records `jti` so each is accepted once.
 */
const ZClaims = z.object({
  jti: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  iss: z.string(),
  aud: z.string(),
  sub: z.number().int().positive(),
  lt: z.enum(LOGIN_TYPES),
  /** The enterprise a company login acts for. */
  ent: z.string().nullable(),
  name: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type HandoffClaims = z.infer<typeof ZClaims>;

export const HANDOFF_MESSAGES = {
  invalid: '跨系统登录凭证无效',
  expired: '跨系统登录凭证已过期，请从原系统重新进入',
  foreign: '该跨系统登录凭证不是签发给本系统的',
  replayed: '该跨系统登录凭证已使用，请从原系统重新进入',
  ttl: '跨系统登录凭证的有效期与签发不符',
} as const;

const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest();

export const signHandoff = (
  claims: Omit<HandoffClaims, 'jti' | 'iat' | 'exp'>,
  secret: string,
  now: Date,
  ttlSeconds: number,
): { token: string; claims: HandoffClaims } => {
  const iat = Math.floor(now.getTime() / 1000);
  const full: HandoffClaims = { ...claims, jti: randomBytes(16).toString('base64url'), iat, exp: iat + ttlSeconds };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return { token: `${body}.${mac(body, secret).toString('base64url')}`, claims: full };
};

/** Clock skew tolerated between park systems for `iat`. */
const SKEW_SECONDS = 30;

/**
 * Checks signature, audience and time; replay is the caller's check (it needs the database). The
 * signature is compared before anything in the claims is trusted.
 */
export const verifyHandoff = (
  token: string,
  secret: string,
  expect: { audience: string; issuer: string; now: Date },
): HandoffClaims => {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) throw new AppError('badCredentials', HANDOFF_MESSAGES.invalid);
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(body, secret);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new AppError('badCredentials', HANDOFF_MESSAGES.invalid);
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('badCredentials', HANDOFF_MESSAGES.invalid);
  }
  const parsed = ZClaims.safeParse(json);
  if (!parsed.success) throw new AppError('badCredentials', HANDOFF_MESSAGES.invalid);
  const claims = parsed.data;
  if (claims.aud !== expect.audience || claims.iss !== expect.issuer) {
    throw new AppError('badCredentials', HANDOFF_MESSAGES.foreign);
  }
  const now = Math.floor(expect.now.getTime() / 1000);
  if (claims.exp - claims.iat > HANDOFF_MAX_TTL_SECONDS || claims.iat > now + SKEW_SECONDS) {
    throw new AppError('badCredentials', HANDOFF_MESSAGES.invalid);
  }
  if (claims.exp <= now) throw new AppError('badCredentials', HANDOFF_MESSAGES.expired);
  return claims;
};
