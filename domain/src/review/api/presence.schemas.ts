import { z } from 'zod';
import { defineCall } from '../../api/contract.ts';
import { envelope } from '../../api/envelope.ts';
import { zApplyId } from '../../applications/api/apply.schemas.ts';
import { REVIEW_TAG, ZAllowedActionsQuery } from './queue.calls.ts';

/**
 * Who is examining an application (issue 14 part 3, domain review/presence.ts): the examine view claims the
 * application on opening and every PRESENCE_HEARTBEAT_MS while open, releases it on leaving, and may take it over;
 * a queue page asks who holds its rows.
 */

/** The examiner holding an application, since their claim began. */
export const ZHolder = z.object({ id: z.number().int(), name: z.string(), since: z.string().describe('ISO 8601') });
export type THolder = z.infer<typeof ZHolder>;

/** One application's holder as its caller sees it, and whether the caller decides there (may claim and take over). */
export const ZPresence = z.object({ apply: z.number().int(), holder: ZHolder.nullable(), decides: z.boolean() });
export type TPresence = z.infer<typeof ZPresence>;

/** POST claim: `takeover` replaces another holder's fresh claim (recorded, and the holder is told live). */
export const ZClaimRequest = z.object({ apply: zApplyId(), takeover: z.boolean({ error: '参数[takeover]应为布尔值' }).default(false) });

export const ZReleaseRequest = z.object({ apply: zApplyId() });

/** The held applications among a queue page's ids (the others are nobody's). */
export const ZHolders = z.array(z.object({ apply: z.number().int(), holder: ZHolder }));
export type THolders = z.infer<typeof ZHolders>;

const tag = REVIEW_TAG;

export const PRESENCE_CALLS = {
  claim: defineCall({
    method: 'POST',
    path: '/examine/presence/claim',
    tag,
    summary: '打开审核视图：登记正在审核（心跳续期），或接手他人的审核',
    input: ZClaimRequest,
    reply: envelope(ZPresence),
  }),
  release: defineCall({
    method: 'POST',
    path: '/examine/presence/release',
    tag,
    summary: '离开审核视图：结束自己的正在审核登记',
    input: ZReleaseRequest,
    reply: envelope(z.object({ released: z.boolean() })),
  }),
  getHolders: defineCall({
    method: 'GET',
    path: '/examine/presence/getHolders',
    tag,
    summary: '列表中各申请的正在审核人员',
    input: ZAllowedActionsQuery,
    reply: envelope(ZHolders),
  }),
};
export type PresenceCall = keyof typeof PRESENCE_CALLS;
