import { field, t, when, type FieldDef } from '../form-model.ts';
import { ENTITY_NATURES, ID_TYPES } from '../options.ts';

/** Field groups several sections share, so a change lands once. */

const anyTrue = (flags: readonly string[]) => (row: Readonly<Record<string, unknown>>) => flags.some((f) => row[f] === true);

/** A yes/no declaration per flag plus a note that becomes required once any flag is answered yes. */
export const integrityField = (flags: readonly (readonly [string, string])[]): FieldDef =>
  field(
    'integrity',
    '诚信情况',
    t.group([
      ...flags.map(([key, label]) => field(key, label, t.bool())),
      field('note', '情况说明', t.textarea(500), when('有任一情形时必填', anyTrue(flags.map(([k]) => k)))),
    ]),
  );

/** Declarations about a shareholder, partner or actual controller (FORMS.md capital.integrity). */
export const HOLDER_INTEGRITY = [
  ['criminal', '刑事犯罪记录'],
  ['dishonestDebtor', '失信被执行人'],
  ['abnormalOperation', '经营异常名录'],
  ['litigation', '重大诉讼仲裁'],
] as const;

/** Declarations about an officer (FORMS.md executives.integrity). */
export const OFFICER_INTEGRITY = [
  ['disciplinary', '受到行业纪律处分'],
  ['illegal', '违法违规记录'],
  ['largeDebt', '数额较大债务到期未清偿'],
  ['litigation', '重大诉讼仲裁'],
  ['companyLawBar', '存在公司法规定不得担任董监高的情形'],
] as const;

/** Person-or-entity identity: name, nature (1 person, 2 entity), document type and number. */
export const identityFields = (nameKey: string, nameLabel: string, idRequired: FieldDef['req'] = 'R'): FieldDef[] => [
  field(nameKey, nameLabel, t.text(100)),
  field('isCompany', '主体性质', t.enumOf(ENTITY_NATURES)),
  field('idType', '证件类型', t.enumOf(ID_TYPES), idRequired),
  field('idNo', '证件号码', t.idByType('idType'), idRequired),
];
