import { CARRIER_LABELS, FEEDBACK_RESULT_LABELS, type StageResult } from '@ftown/domain/review/stage-results';
import type { Stage } from '@ftown/domain/review/stages';

/** Every key a stage result can hold (the risk checks included); the label table must name each one. */
type ResultKey =
  | { [S in Stage]: keyof StageResult<S> & string }[Stage]
  | (keyof StageResult<'risk'>['checks'] & string);

/** Field labels of the stage result forms (FORMS.md section 4); the schemas carry the rules, this their names. */
export const RESULT_FIELD_LABELS: Record<ResultKey, string> = {
  examinerId: '审核人员',
  checks: '风控核查',
  lookThroughDone: '已完成穿透核查',
  creditChinaChecked: '已查询信用中国',
  dishonestDebtorHit: '命中失信被执行人',
  abnormalOperationHit: '列入经营异常名录',
  qualificationVerified: '已核实从业资格',
  litigationNote: '诉讼仲裁情况',
  registeredAddress: '注册地址',
  building: '楼栋',
  roomNo: '房间号',
  area: '面积（㎡）',
  addressCertNo: '住所证明编号',
  confirmDuplicateAddress: '确认共用已入驻企业地址',
  reportDate: '报备日期',
  reportTo: '报备单位',
  reportDocNo: '报备文号',
  feedbackDate: '反馈日期',
  feedbackResult: '反馈结果',
  feedbackDocNo: '反馈文号',
  candidateNames: '备选名称',
  approvedName: '核准名称',
  nameNoticeNo: '名称告知书编号',
  approvedAt: '核准日期',
  reservedUntil: '名称保留期至',
  onlineApplyNo: '业务流水号',
  submittedAt: '提交日期',
  registrationAuthority: '登记机关',
  carrier: '快递公司',
  trackingNo: '运单号',
  sentAt: '寄出日期',
  materials: '寄送材料',
  receivedAt: '收到日期',
  complete: '材料齐全',
  missingNote: '缺少材料说明',
  returnTrackingNo: '回寄运单号',
  creditCode: '统一社会信用代码',
  licenseIssueDate: '发照日期',
  establishDate: '成立日期',
  licenseScanId: '营业执照扫描件',
};

/** Option labels of the enum fields. */
export const RESULT_OPTION_LABELS: Partial<Record<ResultKey, Record<string, string>>> = {
  feedbackResult: FEEDBACK_RESULT_LABELS,
  carrier: CARRIER_LABELS,
};

export const labelOf = (key: string): string => RESULT_FIELD_LABELS[key as ResultKey] ?? key;
