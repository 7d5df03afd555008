import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { INT4_MAX, zWireInt } from '../api/wire-values.ts';

/**
 * The litemsg calls of spec section 7. The two batch calls answer `{ code: '0', message, data: { affect } }`
 * as the spec shows them (DESIGN section 2); the others use the general envelope. Refusals travel in the
 * general error envelope with a real HTTP status.
 */
export const LITEMSG_OK_CODE = '0' as const;

/** Spec section 8, word for word. */
export const MESSAGE_TEXTS = {
  noUnread: '不存在未读的消息记录',
  readFailed: '阅读标记失败',
  deleteFailed: '消息删除失败',
  batchDeleteFailed: '批量删除消息失败',
  markFailed: '阅读状态标记失败',
  read: '消息阅读成功',
  deleted: '消息删除成功',
  marked: '阅读状态标记成功',
  batchDeleted: '消息批量删除成功',
  unknownGenre: '未知的消息风格',
  empty: '暂无未读消息',
  otherReceiver: '只能查看和处理自己的消息',
  loaded: '查询成功',
  badPage: '页码应为正整数',
  badSize: '每页条数应为1至100的整数',
  badReaded: '阅读状态应为0（未读）或1（已读）',
} as const;

/** Spec section 9: `flow` messages are read in /msgbox/index (staff), `hub` in /msgbox_edge/index (new window). */
export const MESSAGE_GENRES = ['flow', 'hub'] as const;
export type MessageGenre = (typeof MESSAGE_GENRES)[number];
export const MESSAGE_CENTRE_ROUTES: Record<MessageGenre, { path: string; newWindow: boolean }> = {
  flow: { path: '/msgbox/index', newWindow: false },
  hub: { path: '/msgbox_edge/index', newWindow: true },
};
export const zGenre = () => z.enum(MESSAGE_GENRES, { error: MESSAGE_TEXTS.unknownGenre });

export const MESSAGE_PAGE_SIZE = 10;
export const UNREAD_DRAWER_MAX = 2;
export const MESSAGE_PAGE_SIZE_MAX = 100;

export const ZMessage = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  /** ISO time the message was written. */
  addTime: z.string(),
  readed: z.union([z.literal(0), z.literal(1)]),
  genre: z.enum(MESSAGE_GENRES),
  /** The application the message is about, when it is about one (links the message to its page). */
  applyId: z.number().int().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

/**
 * `receiver` 0 (the default) means the caller. Any other value must be the caller's own uid: messages are
 * read and changed only by their receiver.
 */
export const zReceiver = () => zWireInt({ message: MESSAGE_TEXTS.otherReceiver }).default(0);

/**
 * `records`: comma-joined ids (a number or an array is accepted too). Ids are converted to integers; one not
 * above 0 (or not a number at all, or beyond the column's range) is refused with '不存在未读的消息记录' before
 * anything is touched.
 */
export const zRecords = () =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: MESSAGE_TEXTS.noUnread })
    .transform((v) => (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter((s) => s !== ''))
    .transform((parts) => parts.map((s) => (/^-?\d+$/.test(s) ? Number.parseInt(s, 10) : Number.NaN)))
    .refine((ids) => ids.length > 0 && ids.length <= 500 && ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX), MESSAGE_TEXTS.noUnread)
    .transform((ids) => [...new Set(ids)]);

const zSize = (fallback: number) =>
  zWireInt({ message: MESSAGE_TEXTS.badSize, min: 1, max: MESSAGE_PAGE_SIZE_MAX }).default(fallback);

/** POST batchRead and batchDelete. */
export const ZBatchRequest = z.object({ records: zRecords(), receiver: zReceiver() });
export const ZBatchResponse = z.object({
  code: z.literal(LITEMSG_OK_CODE),
  message: z.string(),
  data: z.object({ affect: z.number().int() }),
});

/** GET getAllByReceiver: the newest messages, read or not. */
export const ZAllByReceiverQuery = z.object({ receiver: zReceiver(), size: zSize(MESSAGE_PAGE_SIZE), genre: zGenre().optional() });
export const ZMessageListResponse = envelope(z.array(ZMessage));

/** GET getUnReadMsgByReceiver: the newest unread messages; the drawer asks for UNREAD_DRAWER_MAX. */
export const ZUnreadQuery = z.object({ receiver: zReceiver(), size: zSize(MESSAGE_PAGE_SIZE), genre: zGenre().optional() });

/** GET selectUnReadTotal. */
export const ZUnreadTotalQuery = z.object({ receiver: zReceiver() });
export const ZUnreadTotalResponse = envelope(z.object({ total: z.number().int() }));

/** GET selectAllByReceiver: the message centers, paged, newest first; `genre` picks a center's flow. */
export const ZAllByReceiverPageQuery = z.object({
  page: zWireInt({ message: MESSAGE_TEXTS.badPage, min: 1 }).default(1),
  size: zSize(MESSAGE_PAGE_SIZE),
  genre: zGenre().optional(),
  /** 0 lists only unread messages, 1 only read ones; absent, both. */
  readed: zWireInt({ message: MESSAGE_TEXTS.badReaded })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: MESSAGE_TEXTS.badReaded }))
    .optional(),
});
export const ZMessagePage = z.object({ total: z.number().int(), items: z.array(ZMessage) });
export type TMessagePage = z.infer<typeof ZMessagePage>;
export const ZMessagePageResponse = envelope(ZMessagePage);

const tag = 'litemsg';
export const LITEMSG_CALLS = {
  batchRead: defineCall({ method: 'POST', path: '/litemsg/batchRead', tag, summary: '标记消息已读', input: ZBatchRequest, reply: ZBatchResponse }),
  batchDelete: defineCall({ method: 'POST', path: '/litemsg/batchDelete', tag, summary: '删除消息', input: ZBatchRequest, reply: ZBatchResponse }),
  getAllByReceiver: defineCall({
    method: 'GET',
    path: '/litemsg/getAllByReceiver',
    tag,
    summary: '最新消息',
    input: ZAllByReceiverQuery,
    reply: ZMessageListResponse,
  }),
  selectUnReadTotal: defineCall({
    method: 'GET',
    path: '/litemsg/selectUnReadTotal',
    tag,
    summary: '未读消息数',
    input: ZUnreadTotalQuery,
    reply: ZUnreadTotalResponse,
  }),
  selectAllByReceiver: defineCall({
    method: 'GET',
    path: '/litemsg/selectAllByReceiver',
    tag,
    summary: '消息中心（分页）',
    input: ZAllByReceiverPageQuery,
    reply: ZMessagePageResponse,
  }),
  getUnReadMsgByReceiver: defineCall({
    method: 'GET',
    path: '/litemsg/getUnReadMsgByReceiver',
    tag,
    summary: '最新未读消息',
    input: ZUnreadQuery,
    reply: ZMessageListResponse,
  }),
};
