import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Card, Empty, Flex, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { ATTACHMENTS } from '@ftown/domain/applications/attachments';
import { formOf } from '@ftown/domain/applications/forms';
import type { TAttachmentDiff, TSectionDiff, TVersionDiff } from '@ftown/domain/review/api/review.schemas';
import { compareRowsOf, fileText, type Change, type CompareRow } from '../compare-rows';

const CHANGE_TAGS: Record<Exclude<Change, 'same'>, { color: string; text: string }> = {
  changed: { color: 'orange', text: '已修改' },
  replaced: { color: 'orange', text: '已替换' },
  added: { color: 'green', text: '新增' },
  removed: { color: 'red', text: '删除' },
};
const ROW_BACKGROUND: Record<Change, string | undefined> = {
  same: undefined,
  changed: '#fff7e6',
  replaced: '#fff7e6',
  added: '#f6ffed',
  removed: '#fff1f0',
};

type Props = {
  before: TApplyDetail;
  after: TApplyDetail;
  diff: TVersionDiff;
  /** The server's compare of the two versions' files (domain attachment-diff). */
  files: TAttachmentDiff;
  extra?: Partial<Record<string, ReactNode>>;
};

/** One version beside another, section by section, then the files; changed fields, rows and files are highlighted and tagged. */
export function VersionCompare({ before, after, diff, files, extra = {} }: Props) {
  const [onlyChanges, setOnlyChanges] = useState(false);
  const bySection = new Map<string, TSectionDiff>(diff.sections.map((s) => [s.section, s]));
  const fileRows = fileRowsOf(files);
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
        <Typography.Text>共 {diff.total + files.size} 处变更</Typography.Text>
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
            附件 {files.size > 0 ? <Tag color="orange">{files.size}处变更</Tag> : <Tag>无变更</Tag>}
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

type VersionFile = TAttachmentDiff['added'][number];

const fileLabel = (file: VersionFile) => ATTACHMENTS.find((a) => a.key === file.key)?.label ?? file.key;
const fileRow = (change: Change, old: VersionFile | undefined, current: VersionFile | undefined): CompareRow => {
  const file = (current ?? old)!;
  return { key: `file-${old?.id ?? ''}-${current?.id ?? ''}`, label: fileLabel(file), before: fileText(old), after: fileText(current), change, fields: [] };
};

/** The files of the two versions side by side: a replacement (same slot, other content) is one row. */
const fileRowsOf = (files: TAttachmentDiff): CompareRow[] => [
  ...files.replaced.map((r) => fileRow('replaced', r.before, r.after)),
  ...files.added.map((f) => fileRow('added', undefined, f)),
  ...files.removed.map((f) => fileRow('removed', f, undefined)),
  ...files.unchanged.map((f) => fileRow('same', f, f)),
];
