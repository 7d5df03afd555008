import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Card, Empty, Flex, Segmented, Space, Table, Tag, Typography } from 'antd';
import { MESSAGE_PAGE_SIZE, MESSAGE_TEXTS, type MessageGenre, type TMessage } from '@ftown/domain/messages/messages.schemas';
import { ReadOr } from '@/components/load-failed';
import { RelativeTime } from '@/components/relative-time';
import { listPagination } from '@/lib/list-page';
import { useScreenColumns } from '@/lib/use-phone';
import { useMessagePage } from '../api/get-message-page';
import { MessageDetail } from './message-detail';
import { useRunAction } from './use-run-action';

export type CentreProps = {
  genre: MessageGenre;
  title: string;
  /** The page of the application a message is about, as this centre's reader opens it. */
  applyPath: (id: number) => string;
};

type Filter = 'all' | 'unread';

/**
 * A message centre: the caller's messages of one genre, newest first, a page of 10 at a time, with an unread
 * filter, reading, and marking read or deleting one or a selection. The lists refresh when the live count moves.
 */
export function MessageCentre({ genre, title, applyPath }: CentreProps) {
  const { modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [opened, setOpened] = useState<TMessage | null>(null);
  const query = useMessagePage({ page, size: MESSAGE_PAGE_SIZE, genre, unreadOnly: filter === 'unread' });
  const items = query.data?.items ?? [];
  const chosen = items.filter((m) => selected.includes(m.id));
  const chosenUnread = chosen.filter((m) => m.readed === 0);

  const batchRead = useRunAction('read', 'batch');
  const batchDelete = useRunAction('delete', 'batch');
  const rowRead = useRunAction('read', 'single');
  const rowDelete = useRunAction('delete', 'single');
  const openRead = useRunAction('read', 'single', { quiet: true });

  const markRead = async (messages: TMessage[], scope: 'single' | 'batch') => {
    if ((await (scope === 'batch' ? batchRead : rowRead).run(messages)) > 0) setSelected([]);
  };

  // Deleting is not undone, so it asks first; emptying the last page steps back to the one before.
  const confirmDelete = (messages: TMessage[], scope: 'single' | 'batch') =>
    modal.confirm({
      title: '删除消息',
      content:
        scope === 'single'
          ? `确定删除消息“${messages[0]?.subject ?? ''}”吗？删除后不能恢复。`
          : `确定删除选中的 ${messages.length} 条消息吗？删除后不能恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const affect = await (scope === 'batch' ? batchDelete : rowDelete).run(messages);
        if (affect === 0) return;
        setSelected([]);
        if (affect >= items.length && page > 1) setPage(page - 1);
      },
    });

  const open = (message: TMessage) => {
    setOpened(message);
    if (message.readed === 0) void openRead.run([message]);
  };

  const subjectOf = (m: TMessage) => (
    // Unread in bold, still in the link's colour: antd's Text would paint it as body text, unlike a link.
    <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => open(m)}>
      {m.readed === 0 ? <strong>{m.subject}</strong> : m.subject}
    </Button>
  );
  const timeOf = (m: TMessage) => <RelativeTime at={m.addTime} />;
  const actions = {
    title: '操作',
    key: 'actions',
    render: (_: unknown, m: TMessage) => (
      <Space size="middle" wrap>
        {m.readed === 0 && (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void markRead([m], 'single')}>
            标为已读
          </Button>
        )}
        {m.applyId !== null && <Link to={applyPath(m.applyId)}>查看申请</Link>}
        <Button type="link" size="small" danger style={{ padding: 0 }} onClick={() => confirmDelete([m], 'single')}>
          删除
        </Button>
      </Space>
    ),
  };

  const layout = useScreenColumns<TMessage>(
    [
      {
        title: '状态',
        dataIndex: 'readed',
        width: 80,
        render: (readed: number) => (readed === 0 ? <Tag color="red">未读</Tag> : <Tag>已读</Tag>),
      },
      { title: '主题', key: 'subject', render: (_: unknown, m) => subjectOf(m) },
      { title: '时间', key: 'addTime', width: 140, render: (_: unknown, m) => timeOf(m) },
      { ...actions, width: 220 },
    ],
    // On a phone the subject carries its time, the bold marks it unread, and the actions stack in a narrow column:
    // five columns, a sideways scroll wide, left the time and the actions out of sight.
    [
      {
        title: '消息',
        key: 'subject',
        render: (_: unknown, m) => (
          <Flex vertical gap={2} align="start">
            {subjectOf(m)}
            <Typography.Text type="secondary">{timeOf(m)}</Typography.Text>
          </Flex>
        ),
      },
      { ...actions, width: 96 },
    ],
    720,
  );

  const body = (
    <ReadOr read={query} failed="消息加载失败">
      <Table<TMessage>
        rowKey="id"
        {...layout}
        dataSource={items}
        loading={query.isFetching}
        rowSelection={{ selectedRowKeys: [...selected], onChange: (keys) => setSelected(keys.map(Number)) }}
        locale={{ emptyText: <Empty description={filter === 'unread' ? MESSAGE_TEXTS.empty : '暂无消息'} /> }}
        pagination={listPagination(
          page,
          query.data?.total,
          (next) => {
            setPage(next);
            setSelected([]);
          },
          MESSAGE_PAGE_SIZE,
        )}
      />
    </ReadOr>
  );

  return (
    <Card title={title}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Segmented<Filter>
          aria-label="消息筛选"
          value={filter}
          options={[
            { label: '全部消息', value: 'all' },
            { label: '未读消息', value: 'unread' },
          ]}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
            setSelected([]);
          }}
        />
        <Space wrap>
          {chosen.length > 0 && <Typography.Text type="secondary">已选 {chosen.length} 条</Typography.Text>}
          <Button disabled={chosenUnread.length === 0} loading={batchRead.pending} onClick={() => void markRead(chosenUnread, 'batch')}>
            批量标为已读
          </Button>
          <Button danger disabled={chosen.length === 0} loading={batchDelete.pending} onClick={() => confirmDelete(chosen, 'batch')}>
            批量删除
          </Button>
        </Space>
      </Flex>
      {body}
      <MessageDetail message={opened} applyPath={applyPath} onClose={() => setOpened(null)} />
    </Card>
  );
}
