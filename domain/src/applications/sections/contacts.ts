import { field, t, when, type SectionDef } from '../form-model.ts';
import { CONTACT_ROLES } from '../options.ts';
import { finding, rowsOf } from '../rule-helpers.ts';

export const contactsSection = (): SectionDef => ({
  key: 'contacts',
  title: '联系人',
  kind: 'list',
  minRows: 1,
  maxRows: 10,
  fields: [
    field('name', '姓名', t.text(30)),
    field('position', '职位', t.text(30), 'O'),
    field('role', '角色', t.enumOf(CONTACT_ROLES)),
    field('primary', '主要联系人', t.bool(), 'O'),
    field('mobile', '手机号码', t.mobile()),
    field('phone', '座机', t.phone(), 'O'),
    field('email', '电子邮箱', t.email()),
    field('idNo', '身份证号码', t.idNumber(), when('登记联络员必填', (r) => r.role === 'liaison')),
    field('mailingAddress', '邮寄地址', t.text(200)),
    field('zipcode', '邮政编码', t.pattern(/^\d{6}$/, '请输入6位邮政编码')),
  ],
  rules: [
    {
      id: 'contacts.onePrimary',
      level: 'E',
      check: (d) => {
        const rows = rowsOf(d);
        return rows.length > 0 && rows.filter((r) => r.primary === true).length !== 1
          ? [finding(['rows'], '请指定且只指定一名主要联系人')]
          : [];
      },
    },
  ],
});
