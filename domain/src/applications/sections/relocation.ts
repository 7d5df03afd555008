import { field, t, type SectionDef } from '../form-model.ts';
import { DISTRICTS } from '../options.ts';

/** Relocated types only: where the enterprise comes from and why. */
export const relocationSection = (): SectionDef => ({
  key: 'relocation',
  title: '迁入信息',
  kind: 'single',
  fields: [
    field('formerAddress', '原住所', t.text(200)),
    field('formerDistrict', '原所在区县', t.enumOf(DISTRICTS)),
    field('formerAuthority', '原登记机关', t.text(100)),
    field('reason', '迁入原因', t.textarea(1000)),
    field('renameOnMove', '迁入时是否变更名称', t.bool()),
    field('moveDate', '计划迁入日期', t.date(), 'O'),
    field('taxMigrated', '已办理税务迁移', t.bool(), 'O'),
  ],
  rules: [],
});
