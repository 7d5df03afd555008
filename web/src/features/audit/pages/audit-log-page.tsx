import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Button, Card, DatePicker, Descriptions, Flex, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { auditActor, auditFacts, auditSummary, auditTarget } from '@ftown/domain/audit/audit-detail';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
  type TAuditEntry,
  type TAuditFilter,
} from '@ftown/domain/audit/audit.schemas';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import { ExportButton } from '@/components/export-button';
import { ReadOr } from '@/components/load-failed';
import { useScreenColumns } from '@/lib/use-phone';
import { exportAuditLog } from '../api/export-audit-log';
import { useAuditLog } from '../api/search-audit-log';

const PAGE_SIZE = 20;

const columns: TableColumnsType<TAuditEntry> = [
  { key: 'at', title: '时间', dataIndex: 'at', width: 170, render: (v: string) => formatDateTime(v) },
  { key: 'actor', title: '操作人', width: 190, render: (_v, row) => auditActor(row) },
  { key: 'action', title: '操作', dataIndex: 'action', width: 130, render: (v: AuditAction) => AUDIT_ACTION_LABELS[v] },
  { key: 'target', title: '对象', width: 130, render: (_v, row) => auditTarget(row) },
  { key: 'clientIp', title: '客户端地址', dataIndex: 'clientIp', width: 130, render: (v: string | null) => v ?? '—' },
  {
    // Wrapped, not cut: the column is what an administrator reads the entry by.
    key: 'detail',
    title: '详情',
    render: (_v, row) => <Typography.Text type="secondary">{auditSummary(row)}</Typography.Text>,
  },
];

/**
 * On a phone one column holds the entry: six columns a sideways scroll wide showed the time and the actor only.
 * The target and the client address are in the row's expansion.
 */
const phoneColumns: TableColumnsType<TAuditEntry> = [
  {
    key: 'entry',
    title: '记录',
    render: (_v, row) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>{AUDIT_ACTION_LABELS[row.action]}</Typography.Text>
        <Typography.Text type="secondary">
          {formatDateTime(row.at)} {auditActor(row)}
        </Typography.Text>
        <Typography.Text type="secondary">{auditSummary(row)}</Typography.Text>
      </Flex>
    ),
  },
];

/** The whole of one entry, shown when its row is expanded: each recorded fact on a line of its own. */
const EntryDetail = ({ entry }: { entry: TAuditEntry }) => (
  <Descriptions
    size="small"
    column={1}
    bordered
    items={[
      { key: 'target', label: '对象', children: auditTarget(entry) },
      { key: 'clientIp', label: '客户端地址', children: entry.clientIp ?? '—' },
      { key: 'userAgent', label: '浏览器标识', children: entry.userAgent ?? '—' },
      { key: 'requestId', label: '请求编号', children: entry.requestId ?? '—' },
      { key: 'flowRecordId', label: '流转记录编号', children: entry.flowRecordId ?? '—' },
      ...auditFacts(entry).map((fact, i) => ({ key: `fact-${i}`, label: fact.label, children: fact.value })),
    ]}
  />
);

/** What the filter bar holds before 查询 applies it. */
type Draft = { actorName: string; action?: AuditAction; targetType?: AuditTargetType; targetId: string; range: [Dayjs | null, Dayjs | null] | null };
const EMPTY: Draft = { actorName: '', targetId: '', range: null };

const filterOf = (draft: Draft): TAuditFilter => ({
  actorName: draft.actorName.trim() || undefined,
  action: draft.action,
  targetType: draft.targetType,
  targetId: draft.targetId.trim() || undefined,
  from: draft.range?.[0]?.toISOString(),
  to: draft.range?.[1]?.toISOString(),
});

/** 系统管理 › 审计日志 (admin): who did what, from where, when; newest first, page by page, exportable as CSV. */
export default function AuditLogPage() {
  const layout = useScreenColumns(columns, phoneColumns, 1000);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<TAuditFilter>(() => filterOf(EMPTY));
  // The cursors of the pages before this one: keyset paging goes forward by the last id and back by this stack.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors.at(-1);
  const page = useAuditLog({ ...filter, before, size: PAGE_SIZE });
  const apply = (next: TAuditFilter) => {
    setFilter(next);
    setCursors([undefined]);
  };
  const next = page.data?.next ?? null;

  return (
    <Card title="审计日志" variant="borderless" extra={<ExportButton label="导出CSV" download={() => exportAuditLog(filter)} />}>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input
          aria-label="操作人"
          placeholder="操作人姓名"
          value={draft.actorName}
          onChange={(e) => setDraft({ ...draft, actorName: e.target.value })}
          style={{ width: 140 }}
        />
        <Select<AuditAction>
          aria-label="操作类型"
          placeholder="全部操作"
          allowClear
          value={draft.action}
          style={{ width: 150 }}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
          onChange={(action) => setDraft({ ...draft, action })}
        />
        <Select<AuditTargetType>
          aria-label="对象类型"
          placeholder="全部对象"
          allowClear
          value={draft.targetType}
          style={{ width: 130 }}
          options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: AUDIT_TARGET_LABELS[type] }))}
          onChange={(targetType) => setDraft({ ...draft, targetType })}
        />
        <Input
          aria-label="对象编号"
          placeholder="对象编号"
          value={draft.targetId}
          onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
          style={{ width: 130 }}
        />
        <DatePicker.RangePicker
          showTime
          aria-label="时间范围"
          value={draft.range}
          onChange={(range) => setDraft({ ...draft, range })}
          style={{ width: 360, maxWidth: '100%' }}
        />
        {/* The two buttons wrap together: alone on a line, 重置 read as a filter of its own. */}
        <Space>
          <Button type="primary" onClick={() => apply(filterOf(draft))}>
            查询
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY);
              apply(filterOf(EMPTY));
            }}
          >
            重置
          </Button>
        </Space>
      </Flex>
      <ReadOr read={page} failed="审计日志加载失败">
        <Table<TAuditEntry>
          rowKey="id"
          {...layout}
          dataSource={page.data?.items ?? []}
          loading={page.isFetching}
          expandable={{ expandedRowRender: (entry) => <EntryDetail entry={entry} /> }}
          locale={{ emptyText: '暂无审计记录' }}
          pagination={false}
        />
      </ReadOr>
      <Space style={{ marginTop: 16, justifyContent: 'flex-end', width: '100%' }}>
        <Button disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          上一页
        </Button>
        <Typography.Text type="secondary">第 {cursors.length} 页</Typography.Text>
        <Button disabled={next === null} onClick={() => next !== null && setCursors([...cursors, next])}>
          下一页
        </Button>
      </Space>
    </Card>
  );
}
