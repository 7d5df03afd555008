import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Card, Empty, Flex, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TApplyDetail, TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { ATTACHMENTS } from '@ftown/domain/applications/attachments';
import { formOf } from '@ftown/domain/applications/forms';
import type { TSectionDiff, TVersionDiff } from '@ftown/domain/review/api/review.schemas';
import { compareRowsOf, fileText, type Change, type CompareRow } from '../compare-rows';

const CHANGE_TAGS: Record<Exclude<Change, 'same'>, { color: string; text: string }> = {
  changed: { color: 'orange', text: '已修改' },
  added: { color: 'green', text: '新增' },
  removed: { color: 'red', text: '删除' },
};
const ROW_BACKGROUND: Record<Change, string | undefined> = {
  same: undefined,
  changed: '#fff7e6',
  added: '#f6ffed',
  removed: '#fff1f0',
};

type Props = { before: TApplyDetail; after: TApplyDetail; diff: TVersionDiff; extra?: Partial<Record<string, ReactNode>> };

/** Version N beside N-1, section by section; changed fields and rows are highlighted and tagged. */
export function VersionCompare({ before, after, diff, extra = {} }: Props) {
  const [onlyChanges, setOnlyChanges] = useState(false);
  const bySection = new Map<string, TSectionDiff>(diff.sections.map((s) => [s.section, s]));
  const fileRows = fileRowsOf(before.attachments, after.attachments);
  const fileChanges = fileRows.filter((r) => r.change !== 'same').length;
  const columns: TableColumnsType<CompareRow> = [
    { title: '项目', dataIndex: 'label', width: 200 },
    { title: `第${before.version}版`, dataIndex: 'before', render: (v: string) => <span style={{ whiteSpace: 'pre-line' }}>{v}</span> },
    { title: `第${after.version}版`, dataIndex: 'after', render: (v: string) => <span style={{ whiteSpace: 'pre-line' }}>{v}</span> },
    {
      title: '变更',
      key: 'change',
      width: 180,
      render: (_: unknown, row) =>
        row.change === 'same' ? null : (
          <Flex vertical gap={2}>
            <Tag color={CHANGE_TAGS[row.change].color}>{CHANGE_TAGS[row.change].text}</Tag>
            {row.fields.length > 0 && <Typography.Text type="secondary">{row.fields.join('、')}</Typography.Text>}
          </Flex>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12} wrap>
        <Typography.Text>共 {diff.total} 处变更</Typography.Text>
        <Switch checked={onlyChanges} onChange={setOnlyChanges} aria-label="只看变更" />
        <span>只看变更</span>
      </Flex>
      {formOf(after.apply.type).sections.map((section) => {
        const sectionDiff = bySection.get(section.key);
        const rows = compareRowsOf(section, before.sections[section.key], after.sections[section.key], sectionDiff).filter(
          (r) => !onlyChanges || r.change !== 'same',
        );
        const size = sectionDiff?.size ?? 0;
        return (
          <Card
            key={section.key}
            size="small"
            title={
              <span>
                {section.title} {size > 0 ? <Tag color="orange">{size}处变更</Tag> : <Tag>无变更</Tag>}
              </span>
            }
          >
            {extra[section.key]}
            <Table<CompareRow>
              aria-label={section.title}
              rowKey="key"
              size="small"
              pagination={false}
              columns={columns}
              dataSource={rows}
              locale={{ emptyText: <Empty description={onlyChanges ? '本部分没有变更' : '本部分未填写'} /> }}
              onRow={(row) => ({ style: { background: ROW_BACKGROUND[row.change] }, 'data-change': row.change }) as HTMLAttributes<HTMLElement>}
            />
          </Card>
        );
      })}
      <Card
        size="small"
        title={
          <span>
            附件 {fileChanges > 0 ? <Tag color="orange">{fileChanges}处变更</Tag> : <Tag>无变更</Tag>}
          </span>
        }
      >
        <Table<CompareRow>
          aria-label="附件"
          rowKey="key"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={fileRows.filter((r) => !onlyChanges || r.change !== 'same')}
          locale={{ emptyText: <Empty description={onlyChanges ? '附件没有变更' : '没有附件'} /> }}
          onRow={(row) => ({ style: { background: ROW_BACKGROUND[row.change] }, 'data-change': row.change }) as HTMLAttributes<HTMLElement>}
        />
      </Card>
    </Flex>
  );
}

const fileLabel = (file: TAttachment) => ATTACHMENTS.find((a) => a.key === file.key)?.label ?? file.key;

/** The files of two versions side by side, matched by file (a replaced file is one removed and one added). */
const fileRowsOf = (before: readonly TAttachment[], after: readonly TAttachment[]): CompareRow[] => {
  const was = new Map(before.map((f) => [f.id, f]));
  const now = new Map(after.map((f) => [f.id, f]));
  const ids = [...new Set([...was.keys(), ...now.keys()])];
  return ids.map((id) => {
    const [old, current] = [was.get(id), now.get(id)];
    const file = (current ?? old)!;
    const change: Change = old && current ? 'same' : current ? 'added' : 'removed';
    return { key: `file-${id}`, label: fileLabel(file), before: fileText(old), after: fileText(current), change, fields: [] };
  });
};
