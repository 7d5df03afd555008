import { z } from 'zod';
import { ZLoginRequest } from './auth.schemas.ts';
import { SWITCH_FAILED_MESSAGE } from './sign-in-constants.ts';

export const UNCODE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** GET /sam/getUnCodeToken answers `code: 0` with the token as data (DESIGN section 2). */
export const ZUnCodeTokenResponse = z.object({ code: z.literal(0), message: z.string(), data: z.string() });

const personMobile = ZLoginRequest.options.find((o) => o.shape.type.value === 'personMobile');
if (!personMobile) throw new Error('ZLoginRequest has no personMobile option');

/**
 * POST /sam/login as the server reads it: ZLoginRequest, where personMobile may carry the one-time
 * `unCodeToken` of the login switch (spec section 4) in place of an SMS code. The switch still sends a
 * 6-digit code, as the original contract does; with a token it proves nothing and is not checked.
 */
export const ZSamLoginRequest = z.discriminatedUnion(
  'type',
  [
    personMobile.extend({
      unCodeToken: z.string().regex(UNCODE_TOKEN_PATTERN, SWITCH_FAILED_MESSAGE).optional(),
    }),
    ...ZLoginRequest.options.filter((o) => o !== personMobile),
  ],
  { error: '不支持的登录方式' },
);
export type TSamLoginRequest = z.infer<typeof ZSamLoginRequest>;
