import { field, t, type FieldDef } from '../applications/form-model.ts';
import type { Option } from '../applications/options.ts';
import {
  CARRIER_LABELS,
  CARRIERS,
  DEFAULT_REPORT_TO,
  FEEDBACK_RESULT_LABELS,
  FEEDBACK_RESULTS,
} from './stage-results.ts';
import type { Stage } from './stages.ts';

/**
 * The forms of the stage results (FORMS.md section 4) in the vocabulary of the application sections, so one form
 * engine renders both. Requirements and limits here decide the inputs and the required marks; the dialogs check
 * the values with the stage result schemas (stage-results.ts), which the server applies.
 */

const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** A stored record id chosen in the form (an examiner, an uploaded scan). */
const recordId = () => t.int(1, Number.MAX_SAFE_INTEGER);

const DISTRIBUTION = [field('examinerId', '审核人员', recordId())];
const OPINION_ONLY: readonly FieldDef[] = [];

/** The receipt of the paper materials: the postback stage's pass, and echoMaterialApply on its own. */
export const POSTBACK_RECORD_FIELDS: readonly FieldDef[] = [
  field('receivedAt', '收到日期', t.date()),
  field('complete', '材料齐全', t.bool()),
  field('missingNote', '缺少材料说明', t.textarea(500), 'O'),
  field('returnTrackingNo', '回寄运单号', t.text(30), 'O'),
];

export const STAGE_RESULT_FIELDS: Record<Stage, readonly FieldDef[]> = {
  gov_distribution: DISTRIBUTION,
  gov_early: OPINION_ONLY,
  gov_review: OPINION_ONLY,
  statute_distribution: DISTRIBUTION,
  statute_early: OPINION_ONLY,
  statute_review: OPINION_ONLY,
  risk: [
    field(
      'checks',
      '风控核查',
      t.group([
        field('lookThroughDone', '已完成穿透核查', t.bool()),
        field('creditChinaChecked', '已查询信用中国', t.bool()),
        field('dishonestDebtorHit', '命中失信被执行人', t.bool()),
        field('abnormalOperationHit', '列入经营异常名录', t.bool()),
        field('qualificationVerified', '已核实从业资格', t.bool()),
        field('litigationNote', '诉讼仲裁情况', t.textarea(1000), 'O'),
      ]),
    ),
  ],
  address: [
    field('registeredAddress', '注册地址', t.text(200)),
    field('building', '楼栋', t.text(30), 'O'),
    field('roomNo', '房间号', t.text(20)),
    field('area', '面积（㎡）', t.number(2), 'O'),
    field('addressCertNo', '住所证明编号', t.text(50), 'O'),
  ],
  approval: [
    field('reportDate', '报备日期', t.date()),
    field('reportTo', '报备单位', t.text(100), 'R', { defaultValue: DEFAULT_REPORT_TO }),
    field('reportDocNo', '报备文号', t.text(50), 'O'),
  ],
  approval_reported: [
    field('feedbackDate', '反馈日期', t.date()),
    field('feedbackResult', '反馈结果', t.enumOf(optionsOf(FEEDBACK_RESULTS, FEEDBACK_RESULT_LABELS))),
    field('feedbackDocNo', '反馈文号', t.text(50), 'O'),
  ],
  industry_name: [
    field('candidateNames', '备选名称', t.texts(1, 5, 100)),
    field('approvedName', '核准名称', t.text(100)),
    field('nameNoticeNo', '名称告知书编号', t.text(50), 'O'),
    field('approvedAt', '核准日期', t.date()),
  ],
  industry_enroll: [
    field('onlineApplyNo', '业务流水号', t.text(40)),
    field('submittedAt', '提交日期', t.date()),
    field('registrationAuthority', '登记机关', t.text(100)),
  ],
  industry_send: [
    field('carrier', '快递公司', t.enumOf(optionsOf(CARRIERS, CARRIER_LABELS))),
    field('trackingNo', '运单号', t.text(30)),
    field('sentAt', '寄出日期', t.date()),
    field('materials', '寄送材料', t.textarea(500), 'O'),
  ],
  industry_postback: POSTBACK_RECORD_FIELDS,
  license: [
    field('creditCode', '统一社会信用代码', t.text(18)),
    field('licenseIssueDate', '发照日期', t.date()),
    field('establishDate', '成立日期', t.date()),
    field('registrationAuthority', '登记机关', t.text(100)),
    field('licenseScanId', '营业执照扫描件', recordId()),
  ],
};

/** Keys a stage records that no one types: derived on save, or asked in a dialog of their own. */
const RECORDED_ONLY_LABELS: Readonly<Record<string, string>> = {
  reservedUntil: '名称保留期至',
  confirmDuplicateAddress: '确认共用已入驻企业地址',
};

const allFields = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.flatMap((f) => (f.type.kind === 'group' ? [f, ...allFields(f.type.fields)] : [f]));

const RECORDED_FIELDS = new Map(Object.values(STAGE_RESULT_FIELDS).flatMap(allFields).map((f) => [f.key, f]));

/** The label of a key in a recorded stage result (the flow timeline shows them), the key itself if unknown. */
export const stageResultLabel = (key: string): string => RECORDED_FIELDS.get(key)?.label ?? RECORDED_ONLY_LABELS[key] ?? key;

/** The label of a recorded option value (快递公司 SF → 顺丰), or undefined when the key holds no option. */
export const stageResultOptionLabel = (key: string, value: string): string | undefined => {
  const type = RECORDED_FIELDS.get(key)?.type;
  return type?.kind === 'enum' ? type.options.find((o) => o.value === value)?.label : undefined;
};
