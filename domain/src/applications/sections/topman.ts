import type { ApplyTypeParts } from '../types.ts';
import { field, t, type FieldDef, type SectionDef } from '../form-model.ts';
import { CONTROLLER_TYPES, TOPMAN_BASES } from '../options.ts';
import { HOLDER_INTEGRITY, identityFields, integrityField } from './shared-fields.ts';

const fields = ({ category }: ApplyTypeParts): FieldDef[] => {
  const managerOnly = category === 'manager' ? 'R' : 'O';
  return [
    field('basis', '认定依据', t.enumOf(TOPMAN_BASES)),
    ...identityFields('names', '实际控制人姓名 / 名称'),
    // Not 主体性质 (FORMS.md): the identity fields above already ask that, as 自然人 or 非自然人.
    field('controllerType', '实际控制人类型', t.enumOf(CONTROLLER_TYPES)),
    field('holdingRatio', '持股 / 控制比例（%）', t.percent(), 'O'),
    // Required when control is indirect: a cross-section rule, since that needs the capital rows.
    field('controlChain', '控制链说明', t.textarea(1000), 'O', { hint: '间接控制时必填' }),
    field('coControllers', '共同实际控制人', t.text(200), 'O'),
    field('experienceYears', '相关经验（年）', t.int(0, 80), managerOnly),
    field('experience', '相关经验', t.textarea(2000), managerOnly),
    field('debtStatement', '负债情况', t.textarea(1000), managerOnly),
    field('mobile', '联系电话', t.mobile()),
    integrityField(HOLDER_INTEGRITY),
  ];
};

export const topmanSection = (parts: ApplyTypeParts): SectionDef => ({
  key: 'topman',
  title: '实际控制人',
  kind: 'single',
  fields: fields(parts),
  rules: [],
});
