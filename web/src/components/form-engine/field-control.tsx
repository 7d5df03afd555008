import type { ReactNode } from 'react';
import { DatePicker, Input, InputNumber, Radio, Select, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef } from '@ftown/domain/applications/form-model';
import { formatAmount } from '@ftown/domain/formats/amount';
import { DATE_FORMAT } from '@ftown/domain/formats/date-time';
import { roundDecimal } from '@ftown/domain/formats/decimal';
import { PERCENT_PLACES } from '@ftown/domain/formats/percent';
import { NumericInput } from '@/components/numeric-input';

const AMOUNT_PLACES = 4;
const LOWEST = '-9999999999999999';

/** The unit a label ends with, '注册资本（万元）' -> '万元', '办公面积（㎡）' -> '㎡': the hint of a number box. */
const unitOf = (label: string): string | undefined => /（([^（）]+)）$/.exec(label)?.[1];

const percentShown = (value: string) => roundDecimal(value, PERCENT_PLACES) ?? value;

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * How a field's wire value (FORMS.md conventions: decimal text, 'YYYY-MM-DD', booleans, option values) meets
 * its antd control, so the form's values are always the shape saveSection sends.
 */
export const valuePropsFor = (def: FieldDef): Pick<FormItemProps, 'getValueProps' | 'normalize'> => {
  switch (def.type.kind) {
    case 'date':
      return {
        getValueProps: (value: unknown) => ({
          value: typeof value === 'string' && value !== '' ? dayjs(value, DATE_FORMAT) : null,
        }),
        normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : undefined),
      };
    case 'id-number':
    case 'credit-code':
    case 'id-by-type':
      return { normalize: upper };
    default:
      return {};
  }
};

/** The input control of a scalar field type (list and group fields are laid out by FormFields). `row` holds the
 * sibling values an enum narrows its options by. */
export const controlFor = (def: FieldDef, row?: Record<string, unknown>): ReactNode => {
  const { type, label } = def;
  const placeholder = def.hint ?? undefined;
  switch (type.kind) {
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={type.max} showCount placeholder={placeholder} />;
    case 'int':
      return <NumericInput precision={0} min={String(type.min)} max={String(type.max)} placeholder={placeholder} />;
    case 'amount':
      return (
        <NumericInput
          precision={AMOUNT_PLACES}
          min={type.negative ? LOWEST : '0'}
          placeholder={placeholder ?? unitOf(label)}
          display={formatAmount}
        />
      );
    case 'percent':
      return <NumericInput precision={PERCENT_PLACES} min="0" max="100" placeholder={placeholder ?? '%'} display={percentShown} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} min={0} precision={type.places} placeholder={placeholder} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} placeholder={placeholder ?? '请选择日期'} />;
    case 'enum':
      return (
        <Select
          allowClear
          placeholder={`请选择${label}`}
          options={(type.narrow ? type.narrow.options(row?.[type.narrow.by]) : type.options).map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'bool':
      return (
        <Radio.Group
          options={[
            { value: true, label: '是' },
            { value: false, label: '否' },
          ]}
        />
      );
    case 'text':
      return <Input maxLength={type.max} placeholder={placeholder} />;
    case 'id-number':
    case 'credit-code':
    case 'id-by-type':
      return <Input maxLength={40} placeholder={placeholder} autoComplete="off" />;
    case 'mobile':
    case 'phone':
      return <Input inputMode="tel" maxLength={20} placeholder={placeholder} />;
    case 'email':
      return <Input inputMode="email" maxLength={100} placeholder={placeholder} />;
    case 'url':
      return <Input inputMode="url" maxLength={500} placeholder={placeholder ?? 'https://'} />;
    case 'pattern':
      return <Input maxLength={60} placeholder={placeholder} />;
    case 'texts':
      return (
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          maxCount={type.max}
          placeholder={placeholder ?? `输入${label}后按回车，依次填写`}
          tokenSeparators={['\n']}
        />
      );
    case 'list':
    case 'group':
      return null;
  }
};
