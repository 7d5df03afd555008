import type { ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Radio, Select, type FormItemProps, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@ftown/domain/formats/date-time';
import { cleanValues, type Introspectable, type ResultField } from './schema-fields';
import { labelOf, RESULT_OPTION_LABELS } from './result-labels';

/** The name of the stage result inside the action dialog's form. */
export const RESULT = 'result';

const LONG_TEXT = 200;

type Issue = { path: readonly PropertyKey[]; message: string };
export type ResultSchema = Introspectable & {
  safeParse: (value: unknown) => { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
};

const startsWith = (path: readonly PropertyKey[], prefix: readonly string[]) => prefix.every((p, i) => path[i] === p);

/**
 * A field's rule runs the whole result schema (cross-field refinements included, e.g. a note required when
 * materials are incomplete) and keeps the first issue about this field, in the schema's Chinese words.
 */
const schemaRule =
  (schema: ResultSchema, path: readonly string[]): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const parsed = schema.safeParse(cleanValues(getFieldValue(RESULT) ?? {}));
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => startsWith(i.path, path));
      if (issue) throw new Error(issue.message);
    },
  });

const dateProps: Pick<FormItemProps, 'getValueProps' | 'normalize'> = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value !== '' ? dayjs(value, DATE_FORMAT) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined),
};

const controlOf = (field: ResultField): ReactNode => {
  const label = labelOf(field.key);
  switch (field.kind) {
    case 'text':
      return field.max !== null && field.max > LONG_TEXT ? (
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={field.max} showCount />
      ) : (
        <Input maxLength={field.max ?? undefined} />
      );
    case 'date':
      return <DatePicker style={{ width: '100%' }} placeholder="请选择日期" />;
    case 'bool':
      return (
        <Radio.Group
          options={[
            { value: true, label: '是' },
            { value: false, label: '否' },
          ]}
        />
      );
    case 'enum': {
      const labels = RESULT_OPTION_LABELS[field.key as keyof typeof RESULT_OPTION_LABELS] ?? {};
      return <Select allowClear placeholder={`请选择${label}`} options={field.options.map((v) => ({ value: v, label: labels[v] ?? v }))} />;
    }
    case 'number':
      return <InputNumber style={{ width: '100%' }} min={0} precision={field.integer ? 0 : 2} />;
    case 'texts':
      return (
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          maxCount={field.max ?? undefined}
          placeholder={`输入${label}后按回车，依次填写`}
          tokenSeparators={['\n']}
        />
      );
    case 'group':
      return null;
  }
};

type Props = {
  fields: readonly ResultField[];
  schema: ResultSchema;
  /** Controls the form cannot guess from a type, e.g. the licence scan, which is an upload. */
  widgets?: Partial<Record<string, ReactNode>>;
};

/** The inputs of a stage's result, one per schema field, nested under `result`. */
export function StageResultFields({ fields, schema, widgets = {} }: Props) {
  return fields.map((field) => {
    const label = labelOf(field.key);
    if (field.kind === 'group')
      return (
        <fieldset key={field.key} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{label}</legend>
          <StageResultFields fields={field.fields} schema={schema} widgets={widgets} />
        </fieldset>
      );
    return (
      <Form.Item
        key={field.key}
        name={[RESULT, ...field.path]}
        label={label}
        required={field.required}
        rules={[schemaRule(schema, field.path)]}
        {...(field.kind === 'date' ? dateProps : {})}
      >
        {widgets[field.key] ?? controlOf(field)}
      </Form.Item>
    );
  });
}
