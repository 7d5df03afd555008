import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { sectionOf } from '@ftown/domain/applications/forms';
import type { SectionDef } from '@ftown/domain/applications/form-model';
import { CITIZEN_ID_MESSAGE } from '@ftown/domain/validators/citizen-id';
import { CREDIT_CODE_MESSAGE } from '@ftown/domain/validators/credit-code';
import { DEMO_PEOPLE } from '@ftown/domain/applications/examples';
import { Providers } from '@/app/providers';
import { placeErrors } from './field-paths';
import { defaultsOf } from './form-fields';
import { SectionForm } from './section-form';

const section = (type: Parameters<typeof sectionOf>[0], key: Parameters<typeof sectionOf>[1]): SectionDef => {
  const def = sectionOf(type, key);
  if (!def) throw new Error(`${type} has no ${key}`);
  return def;
};

const holder: { form: ReturnType<typeof Form.useForm>[0] | null } = { form: null };

function Harness({ def, saved }: { def: SectionDef; saved?: Record<string, unknown> }) {
  const [form] = Form.useForm();
  useEffect(() => {
    holder.form = form;
  }, [form]);
  return (
    <Providers>
      <SectionForm key={def.key} section={def} form={form} saved={saved} />
    </Providers>
  );
}

// antd forms render slowly in happy-dom on a shared machine.
describe('section form', { timeout: 30_000 }, () => {
  it('renders every field of a definition with its Chinese label', () => {
    render(<Harness def={section('manager_company_relocate', 'base')} />);
    expect(screen.getByRole('textbox', { name: '企业名称' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '统一社会信用代码' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '注册资本（万元）' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '币种' })).toBeInTheDocument();
    expect(screen.getByText('人民币')).toBeInTheDocument();
  });

  it('reads amounts with thousand separators and percentages with 2 decimals, and hints each number by its unit', async () => {
    render(<Harness def={section('manager_company', 'base')} saved={{ registeredCapital: '12345678.5', officeArea: '' }} />);
    const capital = screen.getByRole('textbox', { name: '注册资本（万元）' });
    expect(capital).toHaveValue('12,345,678.5000');
    expect(capital).toHaveAttribute('placeholder', '万元');
    expect(screen.getByRole('textbox', { name: '办公面积（㎡）' })).toHaveAttribute('placeholder', '㎡');
    // Editing shows the plain number, so the separators are never typed over.
    await userEvent.click(capital);
    expect(capital).toHaveValue('12345678.5');
    await userEvent.tab();
    expect(capital).toHaveValue('12,345,678.5000');
    expect(holder.form?.getFieldValue('registeredCapital')).toBe('12345678.5000');
  });

  it('shows a control percentage with 2 decimals', () => {
    render(<Harness def={section('manager_company', 'topman')} saved={{ holdingRatio: '60.0000' }} />);
    expect(screen.getByRole('textbox', { name: '持股 / 控制比例（%）' })).toHaveValue('60.00');
  });

  it('shows the Chinese message for a bad credit code and clears it once fixed', async () => {
    render(<Harness def={section('manager_company_relocate', 'base')} />);
    const input = screen.getByRole('textbox', { name: '统一社会信用代码' });
    await userEvent.type(input, '91330100MA27XY0180');
    expect(await screen.findByText(CREDIT_CODE_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '91330100ma27xy018x');
    await waitFor(() => expect(screen.queryByText(CREDIT_CODE_MESSAGE)).not.toBeInTheDocument());
    expect(input).toHaveValue('91330100MA27XY018X');
  });

  it('checks a row ID number by its document type and clears the message when fixed', async () => {
    const good = DEMO_PEOPLE.张三.idNo;
    const bad = `${good.slice(0, 17)}${good.endsWith('0') ? '1' : '0'}`;
    render(<Harness def={section('manager_company', 'capital')} saved={{ rows: [{ isCompany: '1', idType: 'idCard' }] }} />);
    const input = screen.getByRole('textbox', { name: '证件号码' });
    await userEvent.type(input, bad);
    expect(await screen.findByText(CITIZEN_ID_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, good);
    await waitFor(() => expect(screen.queryByText(CITIZEN_ID_MESSAGE)).not.toBeInTheDocument());
  });

  it('puts the server fields of a 42200 on the matching inputs and the rest above the form', async () => {
    const def = section('manager_company', 'capital');
    render(<Harness def={def} saved={{ rows: [{ name: '张三' }, { name: '李四' }] }} />);
    const placed = placeErrors(def, {
      'capital.rows.1.subscribed': '认缴出资额应大于0',
      'capital.rows': '出资比例合计应为100%',
      'base.name': '不属于本部分',
    });
    act(() => holder.form?.setFields(placed.fields));
    expect(await screen.findByText('认缴出资额应大于0')).toBeInTheDocument();
    const inputs = screen.getAllByRole('textbox', { name: '认缴出资额（万元）' });
    expect(inputs[1]).toHaveAttribute('aria-invalid', 'true');
    expect(inputs[0]).not.toHaveAttribute('aria-invalid', 'true');
    expect(placed.general).toEqual([{ where: def.title, message: '出资比例合计应为100%' }]);
  });

  it('starts the next section from its own values when one form instance moves from section to section', async () => {
    const { rerender } = render(<Harness def={section('manager_company', 'executives')} saved={{ rows: [{ names: '李四', mobile: '13800000006' }, { names: '王五' }] }} />);
    expect(screen.getAllByRole('textbox', { name: '姓名 / 名称' })).toHaveLength(2);

    rerender(<Harness def={section('manager_company', 'contacts')} saved={{ rows: [{ name: '陈十三' }] }} />);
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('陈十三');
    expect(screen.getAllByRole('textbox', { name: '手机号码' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveValue('');
    expect(holder.form?.getFieldsValue(true)).toEqual({ rows: [{ name: '陈十三' }] });
  });

  it('starts a new officer with one post to fill and no empty work history that would block submission', () => {
    const fields = section('manager_company', 'executives').fields;
    expect(defaultsOf(fields)).toEqual({ posts: [{}], integrity: {} });
  });

  it("offers an officer only the jobs that fit the post chosen, and all of them before a post is chosen", async () => {
    render(<Harness def={section('manager_company', 'executives')} saved={{ rows: [{ isCompany: '1', posts: [{}] }] }} />);
    const jobOptions = async () => {
      await userEvent.click(screen.getByRole('combobox', { name: '职务' }));
      await screen.findAllByRole('option', {}, { timeout: 10_000 });
      // The rendered items (the role=option elements are antd's accessibility shadow of the active one only).
      const labels = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.getAttribute('title'));
      await userEvent.keyboard('{Escape}');
      return labels;
    };
    expect(await jobOptions()).toEqual(expect.arrayContaining(['董事长', '监事', '总经理']));

    act(() => holder.form?.setFieldValue(['rows', 0, 'posts', 0, 'section'], 'risk'));
    await waitFor(async () => expect(await jobOptions()).toEqual(['合规风控负责人']), { timeout: 10_000 });
  });
});
