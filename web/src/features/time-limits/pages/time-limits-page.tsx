import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { App, Button, Card, Col, DatePicker, Flex, Form, InputNumber, Row, Select, Table, Typography } from 'antd';
import type { CalendarDay, DayKind } from '@ftown/domain/time-limits/calendar';
import { CLOCK_STAGES, clockStageLabel, MAX_LIMIT_DAYS, type StageLimits } from '@ftown/domain/time-limits/limits';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';
import { useTimeSettings } from '@/lib/stage-clocks';
import { useSaveCalendarYear, useSaveStageLimits } from '../api/time-limits';

const KIND_LABELS: Record<DayKind, string> = { holiday: '节假日（休息）', workday: '调休工作日（上班）' };

function LimitsCard({ limits }: { limits: StageLimits }) {
  const { message } = App.useApp();
  const save = useSaveStageLimits();
  return (
    <Card title="各环节审批时限（工作日）">
      {/* A grid of labels over their fields, in review order: inline, sixteen stages of unequal names ran ragged. */}
      <Form<StageLimits>
        layout="vertical"
        initialValues={limits}
        onFinish={(values) => save.mutate(values, { onSuccess: () => void message.success('审批时限已保存') })}
      >
        <Row gutter={16}>
          {CLOCK_STAGES.map((stage) => (
            <Col key={stage} xs={24} sm={12} lg={8} xl={6}>
              <Form.Item name={stage} label={clockStageLabel(stage)} rules={[{ required: true, message: '请填写时限' }]}>
                <InputNumber min={1} max={MAX_LIMIT_DAYS} precision={0} addonAfter="天" style={{ width: 160 }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存时限
        </Button>
      </Form>
    </Card>
  );
}

function CalendarCard({ days }: { days: readonly CalendarDay[] }) {
  const { message } = App.useApp();
  const save = useSaveCalendarYear();
  const [year, setYear] = useState(() => dayjs().year());
  const [edits, setEdits] = useState<Record<number, CalendarDay[]>>({});
  const listed = edits[year] ?? days.filter((d) => d.day.startsWith(`${year}-`));
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [kind, setKind] = useState<DayKind>('holiday');
  const setListed = (next: CalendarDay[]) => setEdits({ ...edits, [year]: [...next].sort((a, b) => a.day.localeCompare(b.day)) });

  return (
    <Card
      title="工作日历"
      extra={
        <Select
          aria-label="年份"
          value={year}
          onChange={setYear}
          options={[-1, 0, 1, 2].map((d) => ({ value: dayjs().year() + d, label: `${dayjs().year() + d}年` }))}
        />
      }
    >
      <Typography.Paragraph type="secondary">
        周一至周五为工作日、周六周日休息；此处只登记例外：法定节假日和调休上班的周末。工作日全天计时，其他日期不计时（北京时间）。
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <DatePicker
          aria-label="日期"
          value={picked}
          onChange={setPicked}
          disabledDate={(d) => d.year() !== year}
          defaultPickerValue={dayjs(`${year}-01-01`)}
        />
        <Select<DayKind> aria-label="类型" value={kind} onChange={setKind} style={{ width: 180 }} options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value: value as DayKind, label }))} />
        <Button
          disabled={picked === null}
          onClick={() => {
            if (picked === null) return;
            const day = picked.format('YYYY-MM-DD');
            setListed([...listed.filter((d) => d.day !== day), { day, kind }]);
            setPicked(null);
          }}
        >
          添加
        </Button>
      </Flex>
      <Table<CalendarDay>
        rowKey="day"
        size="small"
        dataSource={listed}
        pagination={false}
        locale={{ emptyText: '本年度没有登记节假日或调休' }}
        columns={[
          { title: '日期', dataIndex: 'day' },
          { title: '类型', dataIndex: 'kind', render: (k: DayKind) => KIND_LABELS[k] },
          {
            title: '操作',
            key: 'remove',
            render: (_: unknown, d) => (
              <Button type="link" onClick={() => setListed(listed.filter((x) => x.day !== d.day))}>
                删除
              </Button>
            ),
          },
        ]}
      />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        loading={save.isPending}
        onClick={() => save.mutate({ year, days: listed }, { onSuccess: () => void message.success(`${year}年工作日历已保存`) })}
      >
        保存{year}年日历
      </Button>
    </Card>
  );
}

/** 系统管理 › 审批时限: the stage limits and each year's calendar; saving reschedules every clock. */
export default function TimeLimitsPage() {
  const settings = useTimeSettings();
  if (settings.isPending) return <PageLoading tip="正在加载审批时限…" />;
  if (settings.isError) return <LoadFailed title="审批时限加载失败" error={settings.error} onRetry={() => settings.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <LimitsCard limits={settings.data.limits} />
      <CalendarCard days={settings.data.days} />
    </Flex>
  );
}
