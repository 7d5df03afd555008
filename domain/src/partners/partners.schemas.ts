import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { zId, zWireInt } from '../api/wire-values.ts';
import { zPhone } from '../validators/mobile.ts';

/** The park's strategic partner institutions (/strategic_partner/index) and each enterprise's strategic record. */
export const PARTNER_CATEGORIES = ['bank', 'securities', 'law', 'accounting', 'custody', 'investment'] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

export const PARTNER_CATEGORY_LABELS: Record<PartnerCategory, string> = {
  bank: '银行',
  securities: '证券期货',
  law: '律师事务所',
  accounting: '会计师事务所',
  custody: '托管与基金服务',
  investment: '投资机构',
};

const PARTNER_LIST_MESSAGES = {
  page: '页码应为正整数',
  size: '每页条数应为1至50的整数',
  keyword: '关键词不能超过50个字符',
  category: '不支持的机构类别',
} as const;

export const ZPartnerListQuery = z.object({
  page: zWireInt({ message: PARTNER_LIST_MESSAGES.page, min: 1 }).default(1),
  size: zWireInt({ message: PARTNER_LIST_MESSAGES.size, min: 1, max: 50 }).default(10),
  keyword: z.string({ error: PARTNER_LIST_MESSAGES.keyword }).trim().max(50, PARTNER_LIST_MESSAGES.keyword).optional(),
  category: z.enum(PARTNER_CATEGORIES, { error: PARTNER_LIST_MESSAGES.category }).optional(),
});

export const ZPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(PARTNER_CATEGORIES),
  city: z.string(),
  services: z.string(),
  contact: z.string(),
});
export type TPartner = z.infer<typeof ZPartner>;

export const ZPartnerList = z.object({ total: z.number().int(), items: z.array(ZPartner) });
export type TPartnerList = z.infer<typeof ZPartnerList>;
export const ZPartnerListResponse = envelope(ZPartnerList);

/** What an enterprise wants from the partners: one intent per record, the kinds a park desk can route. */
export const COOPERATION_INTENTS = ['fundraising', 'investment', 'custody', 'legal', 'finance', 'other'] as const;
export type CooperationIntent = (typeof COOPERATION_INTENTS)[number];

export const COOPERATION_INTENT_LABELS: Record<CooperationIntent, string> = {
  fundraising: '资金募集',
  investment: '项目投资对接',
  custody: '托管与运营外包',
  legal: '法律合规服务',
  finance: '财务审计与税务',
  other: '其他',
};

export const PARTNER_PICK_MAX = 10;

export const STRATEGIC_MESSAGES = {
  intent: '请选择合作意向',
  partners: '请选择至少1家合作机构',
  partnersMax: `最多选择${PARTNER_PICK_MAX}家合作机构`,
  partnerUnknown: '所选合作机构不存在，请刷新后重新选择',
  contactName: '请输入联系人姓名（不超过30个字）',
  note: '备注不能超过500个字',
  unicodesRequired: '请选择企业',
  saved: '战略合作意向已保存',
} as const;

export const zUnicodesParam = () =>
  z.string({ error: STRATEGIC_MESSAGES.unicodesRequired }).trim().min(1, STRATEGIC_MESSAGES.unicodesRequired).max(64);

/** POST /management/strategic/save: `submitData` is the record of one enterprise. */
export const ZStrategicSubmitData = z.object({
  unicodes: zUnicodesParam(),
  intent: z.enum(COOPERATION_INTENTS, { error: STRATEGIC_MESSAGES.intent }),
  partnerIds: z
    .array(zId(STRATEGIC_MESSAGES.partnerUnknown), { error: STRATEGIC_MESSAGES.partners })
    .min(1, STRATEGIC_MESSAGES.partners)
    .max(PARTNER_PICK_MAX, STRATEGIC_MESSAGES.partnersMax)
    .transform((ids) => [...new Set(ids)]),
  contactName: z.string({ error: STRATEGIC_MESSAGES.contactName }).trim().min(1, STRATEGIC_MESSAGES.contactName).max(30, STRATEGIC_MESSAGES.contactName),
  contactPhone: zPhone(),
  note: z.string().trim().max(500, STRATEGIC_MESSAGES.note).default(''),
});
export type TStrategicSubmitData = z.input<typeof ZStrategicSubmitData>;

export const ZStrategicSaveRequest = z.object({ submitData: ZStrategicSubmitData });

/** GET /management/strategic/get: `unicodes` may be left out by a company sign-in (its own enterprise). */
export const ZStrategicGetQuery = z.object({ unicodes: zUnicodesParam().optional() });

export const ZStrategicRecord = z.object({
  unicodes: z.string(),
  intent: z.enum(COOPERATION_INTENTS),
  partners: z.array(ZPartner.pick({ id: true, name: true })),
  contactName: z.string(),
  contactPhone: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type TStrategicRecord = z.infer<typeof ZStrategicRecord>;
/** null data: the enterprise has no record yet. */
export const ZStrategicGetResponse = envelope(ZStrategicRecord.nullable());
export const ZStrategicSaveResponse = envelope(ZStrategicRecord);

/** An enterprise the caller acts for, as a chooser shows it: the name first, the credit code beside it. */
export const ZStrategicEnterprise = z.object({ unicodes: z.string(), name: z.string(), creditCode: z.string().nullable() });
export type TStrategicEnterprise = z.infer<typeof ZStrategicEnterprise>;

const tag = 'strategic';
/** /management/strategic: the partner list and each enterprise's strategic record (spec section 7). */
export const STRATEGIC_CALLS = {
  getPartnerList: defineCall({
    method: 'GET',
    path: '/management/strategic/getPartnerList',
    tag,
    summary: '战略合作伙伴列表',
    input: ZPartnerListQuery,
    reply: ZPartnerListResponse,
  }),
  getEnterprises: defineCall({
    method: 'GET',
    path: '/management/strategic/getEnterprises',
    tag,
    summary: '可填写战略合作意向的企业（本人代理的企业）',
    input: z.object({}),
    reply: envelope(z.array(ZStrategicEnterprise)),
  }),
  get: defineCall({ method: 'GET', path: '/management/strategic/get', tag, summary: '企业战略合作意向', input: ZStrategicGetQuery, reply: ZStrategicGetResponse }),
  save: defineCall({
    method: 'POST',
    path: '/management/strategic/save',
    tag,
    summary: '保存企业战略合作意向',
    input: ZStrategicSaveRequest,
    reply: ZStrategicSaveResponse,
  }),
};
