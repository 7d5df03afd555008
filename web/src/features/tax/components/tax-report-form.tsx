import { useMemo, useState } from 'react';
import { App, Button, Col, Form, Row, Select, Statistic } from 'antd';
import { formatAmount } from '@ftown/domain/formats/amount';
import {
  isReportableQuarter,
  lastFinishedQuarter,
  quarterIndex,
  quarterLabel,
  TAX_QUARTERS,
  type YearQuarter,
} from '@ftown/domain/tax/quarters';
import { firstDueQuarter, isBeforeSettlement } from '@ftown/domain/tax/reporting-state';
import { TAX_AMOUNT_FIELDS, TAX_AMOUNT_LABELS, TAX_MESSAGES, zTaxAmount } from '@ftown/domain/tax/tax.schemas';
import { NumericInput } from '@/components/numeric-input';
import { RequestError } from '@/lib/request';
import { zodRule } from '@/lib/zod-rule';
import { useAddTaxReport } from '../api/add-tax-report';
import { useComputeTotalTax, type TypedAmounts } from '../api/compute-total-tax';
import { validateTaxReportDate } from '../api/validate-tax-report-date';
import { useDebounced } from '../hooks/use-debounced';

const TOTAL_DEBOUNCE_MS = 300;
const AMOUNT_RULE = zodRule(zTaxAmount());

type Values = { reportYear?: number; reportQuarter?: number } & Partial<TypedAmounts>;

type Props = {
  unicodes: string;
  filed: readonly YearQuarter[];
  /** When the enterprise settled: quarters before its settlement quarter are not offered (the server refuses them). */
  settledAt: Date;
};

/** The default quarter: the last finished one when it is still open and not before settlement, else none (the user picks). */
const defaultQuarter = (filed: readonly YearQuarter[], settledAt: Date, now: Date): YearQuarter | null => {
  const last = lastFinishedQuarter(now);
  return filed.some((q) => quarterIndex(q) === quarterIndex(last)) || isBeforeSettlement(last, settledAt) ? null : last;
};

/** Files one quarter: year, quarter, four amounts with up to 4 decimals, and the server's running total. */
export function TaxReportForm({ unicodes, filed, settledAt }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddTaxReport();
  const now = useMemo(() => new Date(), []);
  const initial = useMemo(() => defaultQuarter(filed, settledAt, now), [filed, settledAt, now]);
  const [quarterError, setQuarterError] = useState<string | null>(null);

  const watched = Form.useWatch([], form) as Values | undefined;
  const amounts = useMemo(
    () => Object.fromEntries(TAX_AMOUNT_FIELDS.map((f) => [f, watched?.[f] ?? ''])) as TypedAmounts,
    [watched],
  );
  const settled = useDebounced(amounts, TOTAL_DEBOUNCE_MS);
  const typedAny = Object.values(settled).some((v) => v !== '');
  const total = useComputeTotalTax(settled, typedAny);

  const lastYear = lastFinishedQuarter(now).reportYear;
  const firstYear = firstDueQuarter(settledAt).reportYear;
  const years = Array.from({ length: Math.max(lastYear - firstYear + 1, 0) }, (_, i) => lastYear - i);
  const filedSet = new Set(filed.map(quarterIndex));
  const year = watched?.reportYear ?? initial?.reportYear;

  const checkQuarter = async () => {
    const { reportYear, reportQuarter } = form.getFieldsValue(['reportYear', 'reportQuarter']);
    if (reportYear === undefined || reportQuarter === undefined) return;
    try {
      await validateTaxReportDate({ unicodes, reportYear, reportQuarter });
      setQuarterError(null);
    } catch (error) {
      setQuarterError(error instanceof Error ? error.message : String(error));
    }
  };

  const submit = (values: Values) =>
    add.mutate(
      { unicodes, ...(values as Required<Values>) },
      {
        onSuccess: () => {
          void message.success(TAX_MESSAGES.added);
          form.resetFields([...TAX_AMOUNT_FIELDS]);
          // The quarter just filed is closed now; the user picks the next one.
          form.setFieldValue('reportQuarter', undefined);
          setQuarterError(null);
        },
        onError: (error) => {
          // The typed values stay; the server's per-field reasons go under their fields.
          if (error instanceof RequestError) {
            form.setFields(Object.entries(error.fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
          }
        },
      },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ reportYear: initial?.reportYear, reportQuarter: initial?.reportQuarter }}
      onFinish={submit}
      onValuesChange={(changed: Values) => {
        if ('reportYear' in changed || 'reportQuarter' in changed) void checkQuarter();
      }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="填报年度" name="reportYear" rules={[{ required: true, message: '请选择填报年度' }]}>
            <Select options={years.map((y) => ({ value: y, label: `${y}年` }))} placeholder="请选择年度" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="填报季度"
            name="reportQuarter"
            rules={[{ required: true, message: '请选择填报季度' }]}
            validateStatus={quarterError ? 'error' : undefined}
            help={quarterError ?? undefined}
          >
            <Select
              placeholder="请选择季度"
              options={TAX_QUARTERS.map((q) => {
                const item = { reportYear: year ?? 0, reportQuarter: q };
                const done = filedSet.has(quarterIndex(item));
                return {
                  value: q,
                  label: done ? `${quarterLabel(q)}（已填报）` : quarterLabel(q),
                  disabled: year === undefined || done || !isReportableQuarter(item, now) || isBeforeSettlement(item, settledAt),
                };
              })}
            />
          </Form.Item>
        </Col>
        {TAX_AMOUNT_FIELDS.map((field) => (
          <Col xs={24} sm={12} key={field}>
            <Form.Item
              label={`${TAX_AMOUNT_LABELS[field]}（元）`}
              name={field}
              rules={[{ required: true, message: `请输入${TAX_AMOUNT_LABELS[field]}` }, AMOUNT_RULE]}
            >
              <NumericInput precision={4} placeholder="最多4位小数，无则填0" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row align="middle" justify="space-between" gutter={16}>
        <Col>
          <Statistic
            title="税收合计（元）"
            value={typedAny ? formatAmount(total.data?.totalTax ?? '') || '—' : '0.0000'}
            loading={typedAny && total.isPending}
          />
          {total.isError && <span role="alert">{total.error.message}</span>}
        </Col>
        <Col>
          <Button type="primary" htmlType="submit" loading={add.isPending} disabled={quarterError !== null}>
            提交填报
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
