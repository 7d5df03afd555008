import { formatFileSize } from '../formats/file-size.ts';
import type { ApplicationData, SectionKey } from './form-model.ts';
import { rowsOf } from './rule-helpers.ts';
import { holdsPost } from './sections/executives.ts';
import { partsOf, type ApplyType, type ApplyTypeParts } from './types.ts';

/** Attachments per section (FORMS.md section 3): PDF, JPEG or PNG, several files per key. */

/** Default per-file limit; the server may configure another (FORMS.md suggested 10 MB, the issue settled on 20 MB). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

export const ATTACHMENT_KINDS = [
  { kind: 'pdf', mime: 'application/pdf', extensions: ['pdf'], magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  { kind: 'jpeg', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: [[0xff, 0xd8, 0xff]] },
  { kind: 'png', mime: 'image/png', extensions: ['png'], magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number]['kind'];

export const ATTACHMENT_KIND_MESSAGE = '仅支持PDF、JPG、PNG格式的文件';
export const attachmentSizeMessage = (maxBytes = ATTACHMENT_MAX_BYTES) => `单个文件不能超过${Math.floor(maxBytes / 1024 / 1024)}MB`;

/** The kind a file's first bytes announce, whatever its name says; null for anything else. */
export const detectAttachmentKind = (head: Uint8Array): AttachmentKind | null =>
  ATTACHMENT_KINDS.find((k) => k.magic.some((sig) => sig.every((byte, i) => head[i] === byte)))?.kind ?? null;

export const kindOfFileName = (name: string): AttachmentKind | null => {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return ATTACHMENT_KINDS.find((k) => (k.extensions as readonly string[]).includes(ext))?.kind ?? null;
};

export type Requirement = 'R' | 'O' | 'C';

/**
 * Whether a key applies to a type and how: null when it does not apply. 'C' keys are required when
 * `condition` holds for the application's data.
 */
export type AttachmentDef = {
  readonly key: string;
  readonly section: SectionKey | 'stage';
  readonly label: string;
  readonly applies: (parts: ApplyTypeParts) => Requirement | null;
  readonly condition?: (data: ApplicationData) => boolean;
  /** One file or more per row of the section (each shareholder, each officer); stated for the form engine. */
  readonly perRow?: boolean;
  readonly note?: string;
};

const all = (req: Requirement) => () => req;
const byCategory =
  (map: Partial<Record<ApplyTypeParts['category'], Requirement>>, otherwise: Requirement | null = null) =>
  ({ category }: ApplyTypeParts) =>
    map[category] ?? otherwise;

export const ATTACHMENTS: readonly AttachmentDef[] = [
  { key: 'settleApplicationForm', section: 'base', label: '入驻申请表（签字盖章）', applies: all('R') },
  { key: 'commitmentLetter', section: 'base', label: '承诺书', applies: all('R') },
  { key: 'articlesOrAgreement', section: 'base', label: '公司章程 / 合伙协议（草案或现行）', applies: all('R') },
  { key: 'agentAuthorization', section: 'base', label: '指定代表或共同委托代理人授权委托书', applies: (p) => (p.relocate ? null : 'R') },
  { key: 'businessLicense', section: 'base', label: '营业执照（副本）', applies: (p) => (p.relocate ? 'R' : null) },
  { key: 'officeProof', section: 'base', label: '实际办公场所证明（租赁合同、产权证明）', applies: byCategory({ manager: 'R' }, 'O') },
  { key: 'businessPlan', section: 'base', label: '商业计划书', applies: byCategory({ manager: 'R', other: 'R' }, 'O') },
  { key: 'internalControls', section: 'base', label: '内部控制制度', applies: byCategory({ manager: 'R' }) },
  { key: 'ownFundsPledge', section: 'base', label: '自有资金投资承诺函', applies: byCategory({ ownfund: 'R' }) },
  { key: 'qualificationCerts', section: 'base', label: '资质 / 知识产权证明', applies: byCategory({ other: 'O' }) },
  { key: 'holderIdProof', section: 'capital', label: '出资人身份证明（身份证正反面 / 营业执照）', applies: all('R'), perRow: true },
  {
    key: 'paidInProof',
    section: 'capital',
    label: '实缴出资证明（银行回单 / 验资报告）',
    applies: all('C'),
    condition: (d) => rowsOf(d.capital).some((r) => typeof r.paidIn === 'string' && /[1-9]/.test(r.paidIn)),
    note: '有实缴出资时必传',
  },
  { key: 'fundingSourceProof', section: 'capital', label: '出资能力 / 资金来源证明', applies: byCategory({ manager: 'R', product: 'R' }, 'O') },
  { key: 'ownershipChart', section: 'capital', label: '股权结构图（穿透至实际控制人）', applies: all('R') },
  { key: 'topmanIdProof', section: 'topman', label: '实际控制人身份证明', applies: all('R') },
  { key: 'topmanResume', section: 'topman', label: '简历及从业经验证明', applies: byCategory({ manager: 'R' }, 'O') },
  { key: 'topmanDebtProof', section: 'topman', label: '负债情况说明 / 征信报告', applies: byCategory({ manager: 'R' }, 'O') },
  {
    key: 'concertAgreement',
    section: 'topman',
    label: '一致行动协议',
    applies: all('C'),
    condition: (d) => d.topman?.basis === 'concert',
    note: '认定依据为一致行动协议时必传',
  },
  { key: 'officerIdProof', section: 'executives', label: '身份证明', applies: all('R'), perRow: true },
  { key: 'officerResume', section: 'executives', label: '个人简历', applies: byCategory({ manager: 'R' }, 'O') },
  {
    key: 'fundQualificationProof',
    section: 'executives',
    label: '基金从业资格证明',
    applies: byCategory({ manager: 'C' }),
    condition: (d) => rowsOf(d.executives).some((r) => holdsPost(r, 'legal') || holdsPost(r, 'risk')),
    note: '法定代表人（委派代表）及合规风控负责人必传',
  },
  { key: 'degreeProof', section: 'executives', label: '学历学位证书', applies: byCategory({ manager: 'O' }) },
  { key: 'appointmentResolution', section: 'executives', label: '任职文件（股东会 / 董事会决议）', applies: (p) => (p.companyType === 'company' ? 'R' : null) },
  {
    key: 'delegationLetter',
    section: 'executives',
    label: '执行事务合伙人委派书',
    applies: (p) => (p.companyType === 'partner' ? 'C' : null),
    condition: (d) => rowsOf(d.capital).some((r) => r.isExecutivePartner === true && r.isCompany === '2'),
    note: '执行事务合伙人为非自然人时必传',
  },
  { key: 'laborProof', section: 'executives', label: '劳动合同及社保证明', applies: byCategory({ manager: 'O' }) },
  { key: 'liaisonIdProof', section: 'contacts', label: '登记联络员身份证明', applies: all('O') },
  { key: 'auditReport', section: 'finance', label: '上年度审计报告 / 财务报表', applies: (p) => (p.relocate ? 'R' : null) },
  { key: 'taxProof', section: 'finance', label: '完税证明', applies: (p) => (p.relocate ? 'O' : null) },
  { key: 'fundTermSheet', section: 'fundManaged', label: '拟设基金要素表', applies: (p) => (p.category === 'manager' && !p.relocate ? 'O' : null) },
  { key: 'amacManagerProof', section: 'fundManaged', label: '协会登记公示截图', applies: (p) => (p.category === 'manager' && p.relocate ? 'R' : null) },
  { key: 'managerAmacProof', section: 'product', label: '管理人登记公示截图', applies: byCategory({ product: 'R' }) },
  {
    key: 'custodyAgreement',
    section: 'product',
    label: '托管协议',
    applies: byCategory({ product: 'C' }),
    condition: (d) => d.product?.custodied === true,
    note: '托管时必传',
  },
  {
    key: 'nonCustodyStatement',
    section: 'product',
    label: '不托管说明及争议解决安排',
    applies: byCategory({ product: 'C' }),
    condition: (d) => d.product?.custodied === false,
    note: '不托管时必传',
  },
  {
    key: 'managementAgreement',
    section: 'product',
    label: '委托管理协议',
    applies: byCategory({ product: 'C' }),
    condition: (d) =>
      d.product?.managementType === 'entrusted' &&
      !rowsOf(d.capital).some((r) => r.isExecutivePartner === true && r.name === d.product?.managerName),
    note: '受托管理且管理人不担任执行事务合伙人时必传',
  },
  { key: 'investorList', section: 'product', label: '投资者明细 / 认缴确认书', applies: byCategory({ product: 'R' }) },
  { key: 'marketingMaterials', section: 'product', label: '募集推介材料', applies: byCategory({ product: 'O' }) },
  { key: 'fundFilingProof', section: 'product', label: '基金备案证明', applies: (p) => (p.category === 'product' && p.relocate ? 'R' : null) },
  { key: 'relocationResolution', section: 'relocation', label: '迁址决议（股东会 / 合伙人会议）', applies: (p) => (p.relocate ? 'R' : null) },
  { key: 'relocationApplication', section: 'relocation', label: '迁入申请书', applies: (p) => (p.relocate ? 'R' : null) },
  { key: 'taxMigrationProof', section: 'relocation', label: '税务迁移 / 清税证明', applies: (p) => (p.relocate ? 'O' : null) },
  // Uploaded by staff at the licence stage, never by the applicant.
  { key: 'licenseScan', section: 'stage', label: '营业执照扫描件', applies: () => null },
];

export const ATTACHMENT_KEYS = ATTACHMENTS.map((a) => a.key);
const BY_KEY = new Map(ATTACHMENTS.map((a) => [a.key, a]));
export const attachmentOf = (key: string): AttachmentDef | undefined => BY_KEY.get(key);

/** A file in words, as the timeline and the printed application name it: its name and size. */
export const fileText = (file: { name: string; size: number }) => `${file.name}（${formatFileSize(file.size)}）`;

export type AttachmentSlot = { def: AttachmentDef; requirement: Requirement };

/** The keys an applicant of this type may upload, in form order. */
export const attachmentsFor = (type: ApplyType): AttachmentSlot[] => {
  const parts = partsOf(type);
  return ATTACHMENTS.flatMap((def) => {
    const requirement = def.applies(parts);
    return requirement === null ? [] : [{ def, requirement }];
  });
};

/** Whether this key may be uploaded to an application of this type (the licence scan only by staff). */
export const acceptsAttachment = (type: ApplyType, key: string, byStaff = false): boolean => {
  const def = BY_KEY.get(key);
  if (!def) return false;
  return def.section === 'stage' ? byStaff : def.applies(partsOf(type)) !== null;
};

/** Keys required for this application's data that have no file yet; the submission check blocks on these. */
export const missingAttachments = (type: ApplyType, data: ApplicationData, uploaded: ReadonlySet<string>): AttachmentDef[] =>
  attachmentsFor(type)
    .filter(({ def, requirement }) => requirement === 'R' || (requirement === 'C' && (def.condition?.(data) ?? false)))
    .filter(({ def }) => !uploaded.has(def.key))
    .map(({ def }) => def);
