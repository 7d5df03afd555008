import { useState } from 'react';
import { Empty, Flex, Input, Select, Space, Table, Tag, Typography, type TableColumnsType, type TableProps } from 'antd';
import {
  PARTNER_CATEGORIES,
  PARTNER_CATEGORY_LABELS,
  type PartnerCategory,
  type TPartner,
} from '@ftown/domain/partners/partners.schemas';
import { ReadOr } from '@/components/load-failed';
import { LIST_PAGE_SIZE, listPagination } from '@/lib/list-page';
import { useScreenColumns } from '@/lib/use-phone';
import { usePartnerList } from '../api/get-partner-list';

const categoryTag = (c: PartnerCategory) => <Tag>{PARTNER_CATEGORY_LABELS[c]}</Tag>;

const COLUMNS: TableColumnsType<TPartner> = [
  { key: 'name', title: '机构名称', dataIndex: 'name' },
  { key: 'category', title: '类别', dataIndex: 'category', width: 140, render: categoryTag },
  { key: 'city', title: '所在城市', dataIndex: 'city', width: 100 },
  { key: 'services', title: '服务内容', dataIndex: 'services' },
  { key: 'contact', title: '联系电话', dataIndex: 'contact', width: 140 },
];

/**
 * On a phone one column holds the institution: five columns a sideways scroll wide showed its name, with its
 * category cut at the screen's edge and what it offers out of sight.
 */
const PHONE_COLUMNS: TableColumnsType<TPartner> = [
  {
    key: 'partner',
    title: '机构',
    render: (_v, p) => (
      <Flex vertical gap={4} align="start">
        <Typography.Text>{p.name}</Typography.Text>
        <Space size={4} wrap>
          {categoryTag(p.category)}
          <Typography.Text type="secondary">{p.city}</Typography.Text>
        </Space>
        <Typography.Text type="secondary">{p.services}</Typography.Text>
        <Typography.Text type="secondary">{p.contact}</Typography.Text>
      </Flex>
    ),
  },
];

/** The partner institutions, searchable by name or service and filterable by category; optionally selectable. */
export function PartnerTable({ rowSelection }: { rowSelection?: TableProps<TPartner>['rowSelection'] }) {
  const layout = useScreenColumns(COLUMNS, PHONE_COLUMNS, 900);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<PartnerCategory | undefined>();
  const list = usePartnerList({ page, size: LIST_PAGE_SIZE, keyword, category });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="机构名称或服务内容"
          aria-label="搜索合作机构"
          style={{ width: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
        <Select<PartnerCategory>
          allowClear
          placeholder="全部类别"
          aria-label="机构类别"
          style={{ width: 180 }}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setPage(1);
          }}
          options={PARTNER_CATEGORIES.map((c) => ({ value: c, label: PARTNER_CATEGORY_LABELS[c] }))}
        />
      </Space>
      <ReadOr read={list} failed="合作机构加载失败">
        <Table<TPartner>
          rowKey="id"
          {...layout}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          rowSelection={rowSelection}
          locale={{ emptyText: <Empty description={keyword || category ? '没有符合条件的合作机构' : '暂无合作机构'} /> }}
          pagination={listPagination(page, list.data?.total, setPage)}
        />
      </ReadOr>
    </Space>
  );
}
