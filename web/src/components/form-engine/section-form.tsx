import { memo, useLayoutEffect, type ReactNode } from 'react';
import { Alert, Form, type FormInstance, type FormProps } from 'antd';
import type { Row, SectionDef } from '@ftown/domain/applications/form-model';
import { defaultsOf, FormFields, type RemovalCheck } from './form-fields';
import { topFieldsOf } from './field-paths';

/** What a section's form starts with: the saved data, else each field's default and the minimum rows. */
export const initialValuesOf = (section: SectionDef, saved: Row | null | undefined): Record<string, unknown> => {
  if (section.kind === 'list') {
    const rows = Array.isArray(saved?.rows) ? saved.rows : [];
    return { rows: rows.length > 0 || (section.minRows ?? 0) === 0 ? rows : [defaultsOf(section.fields)] };
  }
  return { ...defaultsOf(section.fields), ...saved };
};

type Props = {
  section: SectionDef;
  form: FormInstance;
  saved: Row | null | undefined;
  /** Messages about the section or a list as a whole (a ratio sum, a missing officer). */
  notes?: readonly { where: string; message: string }[];
  onValuesChange?: FormProps['onValuesChange'];
  canRemove?: RemovalCheck;
  /** The only top-level fields open to change (a return's named fields), highlighted; undefined: all are open. */
  pinned?: ReadonlySet<string> | undefined;
  children?: ReactNode;
};

const NO_NOTES: Props['notes'] = [];

/**
 * One section of any form definition as an antd Form, for editing (SectionView reads one). Inputs are checked in
 * draft mode as they change (formats, in Chinese, from the domain schemas); completeness and the section's rules
 * when it is saved (problemsBySection) and on submission.
 *
 * Memoised: the page around it re-renders on every change (it watches the values for warnings and the register),
 * and re-rendering a long officer list with it cost seconds per keystroke; the inputs follow the form store
 * themselves, so only changed props need a render here.
 */
export const SectionForm = memo(function SectionForm({
  section,
  form,
  saved,
  notes = NO_NOTES,
  onValuesChange,
  canRemove,
  pinned,
  children,
}: Props) {
  // Pages keep one form instance across sections and mount this per section (keyed). antd merges a new Form's
  // initial values under what the store already holds, so the previous section's values (another list's rows)
  // would show up here and be saved with it: start each section from its own values, before the first paint.
  useLayoutEffect(() => {
    form.resetFields();
  }, [form]);

  return (
    <Form
      form={form}
      layout="vertical"
      name={section.key}
      aria-label={section.title}
      initialValues={initialValuesOf(section, saved)}
      onValuesChange={onValuesChange}
      scrollToFirstError
    >
      {notes.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="请修改以下问题"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {notes.map((n) => (
                <li key={`${n.where}:${n.message}`}>
                  {n.where}：{n.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <FormFields fields={topFieldsOf(section)} rel={[]} abs={[]} mode="draft" canRemove={canRemove} pinned={pinned} />
      {children}
    </Form>
  );
});
