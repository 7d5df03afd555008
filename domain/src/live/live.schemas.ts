import { z } from 'zod';
import { defineCall, type Call } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { zApplyStatus } from '../applications/status.schema.ts';
import { STAGES } from '../review/stages.ts';

export const ZStreamQuery = z.object({
  ticket: z.string().trim().max(100).optional(),
  /** Spec section 7's way (the session token itself); the web app sends a ticket. */
  token: z.string().trim().max(100).optional(),
  /** The new applicant bar sends it; it names nothing the ticket does not already say, so it is ignored. */
  mobile: z.string().optional(),
});

const tag = 'live';

/** An event stream: a call answering `text/event-stream` with events of one name. */
const streamCall = <E extends string>(path: string, event: E, summary: string) =>
  ({ method: 'GET', path, kind: 'stream', tag, summary, input: ZStreamQuery, reply: null, event }) as const satisfies Call<
    typeof ZStreamQuery,
    null
  > & { event: E };

/**
 * The two event streams of spec section 7 and the payloads they push (DESIGN section 5). EventSource cannot
 * send headers, so a stream is opened with a stream ticket in the query: short-lived, single-use, and worth
 * nothing else, so a URL that ends up in a log or a proxy's history gives nothing away. Spec section 7's
 * `token` query parameter is still accepted on these two paths, and on no other.
 */
export const LIVE_STREAMS = {
  messages: streamCall('/litemsg/sseChannel', 'liteMsgSE', '未读消息数（liteMsgSE）、申请状态变化（applySE）与正在审核变化（presenceSE，仅工作人员）的事件流'),
  notices: streamCall('/examine/warned/sseChannel', 'warnedSE', '工作人员待办提醒的事件流（warnedSE）'),
};
export type LiveStream = keyof typeof LIVE_STREAMS;

/** Seconds a stream ticket stays valid; EventSource opens at once, so this only covers a slow network. */
export const STREAM_TICKET_SECONDS = 60;

export const ZStreamTicket = z.object({ ticket: z.string(), expiresIn: z.number().int() });
export type TStreamTicket = z.infer<typeof ZStreamTicket>;

export const LIVE_CALLS = {
  streamTicket: defineCall({
    method: 'POST',
    path: '/live/streamTicket',
    tag,
    summary: '打开事件流的一次性凭证（60秒内有效）',
    input: z.object({}),
    reply: envelope(ZStreamTicket),
  }),
};

/** liteMsgSE: the receiver's unread total. Clients apply it only when `uid` is their own. */
export const ZLiteMsgEvent = z.object({ uid: z.number().int(), total: z.number().int().min(0) });
export type TLiteMsgEvent = z.infer<typeof ZLiteMsgEvent>;

/**
 * One sidebar badge: the staff route path of a queue (routePathOf of its node, e.g. '/government/early/index',
 * '/nopassed/index', '/rejection/index'), the number waiting there for this user, and for a centre's chief the
 * count per examiner of that centre (user id → count).
 */
export const ZNotice = z.object({
  routePath: z.string(),
  notices: z.number().int().min(0),
  /** How many of them are past their stage's time limit (issue 14); left out when none. */
  overdue: z.number().int().min(0).optional(),
  staff: z.record(z.string(), z.number().int().min(0)).optional(),
});
export type TNotice = z.infer<typeof ZNotice>;

/** warnedSE: the whole notice list of the stream's user (small: one entry per queue they may open). */
export const ZWarnedEvent = z.array(ZNotice);
export type TWarnedEvent = z.infer<typeof ZWarnedEvent>;

/** The fallback when event streams are unsupported (spec section 7): the same notice list, on request. */
export const SELECT_ALL_NOTICES = defineCall({
  method: 'GET',
  path: '/examine/warned/selectAllNotices',
  tag,
  summary: '工作人员待办提醒（不支持事件流时）',
  input: z.object({}),
  reply: envelope(ZWarnedEvent),
});

/**
 * applySE, sent on the messages stream (every signed-in user holds one): an application the user may see changed
 * status or stage, so the lists, views, queues and counts showing it are out of date. It carries the id and the new
 * status and stage only, never the record: the client reads the rest through the calls that check access. Sent to
 * the users acting for the application's enterprise and to every staff user (staff see every submitted application).
 */
export const APPLY_EVENT = 'applySE';
export const ZApplyEvent = z.object({ id: z.number().int(), status: zApplyStatus(), stage: z.enum(STAGES).nullable() });
export type TApplyEvent = z.infer<typeof ZApplyEvent>;

/**
 * presenceSE, sent on the messages stream to every staff user: who examines an application changed (a claim, a
 * takeover, a release; not a heartbeat). `holder` is the new holder's id, null when nobody holds it; `from` the
 * holder a takeover displaced, so that examiner's view turns read-only. Ids only: the views read names through
 * the presence calls.
 */
export const PRESENCE_EVENT = 'presenceSE';
export const ZPresenceEvent = z.object({ apply: z.number().int(), holder: z.number().int().nullable(), from: z.number().int().nullable() });
export type TPresenceEvent = z.infer<typeof ZPresenceEvent>;

/** Seconds between heartbeats (comment lines) on an idle stream, so proxies keep it open. */
export const HEARTBEAT_SECONDS = 25;
/** What the server tells EventSource to wait before reconnecting (the `retry:` field), in ms. */
export const RECONNECT_MS = 3000;

/**
 * LISTEN/NOTIFY channels between the writers (messages, review) and the stream holders, in every process.
 * Payloads are ids, never records: `litemsg` carries the receivers whose unread total changed, `warned`
 * says that some queue changed (every process recomputes the notices of the staff it holds streams for) and,
 * from a workflow step, when the moved application's stage clock next falls due (ZNoticesSignal),
 * `apply_changed` names the applications that moved, with their enterprise (whose users are told) and new state,
 * `apply_presence` a change of who examines an application (the presenceSE event itself).
 */
export const LIVE_CHANNELS = { messages: 'litemsg', notices: 'warned', applies: 'apply_changed', presence: 'apply_presence' } as const;
/**
 * A step's `warned` payload: the next amber or overdue instant (epoch ms) of the clock it left running, null if it
 * left none. Without it (a settings change, another process's older code) every clock may have moved.
 */
export const ZNoticesSignal = z.object({ clockDue: z.number().int().nullable().optional() });
export type TNoticesSignal = z.infer<typeof ZNoticesSignal>;
export const ZMessagesSignal = z.object({ uids: z.array(z.number().int()) });
export type TMessagesSignal = z.infer<typeof ZMessagesSignal>;
export const ZAppliesSignal = z.object({ applies: z.array(ZApplyEvent.extend({ enterpriseId: z.number().int() })) });
export type TAppliesSignal = z.infer<typeof ZAppliesSignal>;
