import { useState } from 'react';
import { App, Button, Card, Flex, Input, List, Tag, Typography } from 'antd';
import type { TCorrectionItem, TCorrectionRound } from '@ftown/domain/review/api/corrections.schemas';
import { zCorrectionReply } from '@ftown/domain/review/corrections';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import type { ApplyRef } from '../api/get-one-apply';
import { useAskToChangeMore, useReplyCorrection } from '../api/corrections';

const stateTag = (item: TCorrectionItem) =>
  item.changed ? <Tag color="success">已修改</Tag> : item.reply ? <Tag color="processing">已答复</Tag> : <Tag color="warning">待修改或答复</Tag>;

function ItemReply({ item, applyRef, readOnly }: { item: TCorrectionItem; applyRef: ApplyRef; readOnly: boolean }) {
  const { message } = App.useApp();
  const reply = useReplyCorrection();
  const [text, setText] = useState(item.reply ?? '');
  const problem = zCorrectionReply.safeParse(text).error?.issues[0]?.message;
  if (readOnly) return item.reply ? <Typography.Text>答复：{item.reply}</Typography.Text> : null;
  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={`答复：${item.label}`}
        placeholder="无需修改或已在其他处说明的，请在此答复"
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Flex gap={8} align="center">
        <Button
          size="small"
          disabled={problem !== undefined || text.trim() === (item.reply ?? '')}
          loading={reply.isPending}
          onClick={async () => {
            await reply.mutateAsync({ ...applyRef, item: item.id, reply: text.trim() });
            void message.success(text.trim() === '' ? '已撤回答复' : '答复已保存');
          }}
        >
          保存答复
        </Button>
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      </Flex>
    </Flex>
  );
}

type Props = { round: TCorrectionRound; applyRef: ApplyRef; readOnly: boolean };

/**
 * 退回事项: the items the examiner pinned to the application, at the top of the applicant's form. Each shows whether
 * the drafts changed it, and takes a reply; the form outside them stays read-only until the applicant asks to
 * change more (confirmed, and recorded on the server).
 */
export function CorrectionChecklist({ round, applyRef, readOnly }: Props) {
  const { modal, message } = App.useApp();
  const askMore = useAskToChangeMore();
  if (round.action !== 'return' || round.items.length === 0) return null;
  const open = round.items.filter((item) => !item.changed && !item.reply).length;

  return (
    <section aria-label="退回事项">
      <Card
        size="small"
        title="退回事项"
        style={{ marginBottom: 16, borderColor: '#faad14' }}
        extra={open > 0 ? <Tag color="warning">{open}项待修改或答复</Tag> : <Tag color="success">均已修改或答复</Tag>}
      >
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          请修改下列标出的内容，或逐项答复；每一项修改或答复后才能重新提交。
          {round.moreAskedAt === null ? '其他内容暂不可修改。' : `您已于${formatDateTime(round.moreAskedAt)}申请修改其他内容。`}
        </Typography.Paragraph>
        <List
          dataSource={round.items}
          renderItem={(item) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{item.label}</Typography.Text>
                  {stateTag(item)}
                </Flex>
                {item.remark && <Typography.Text type="secondary">审核意见：{item.remark}</Typography.Text>}
                <ItemReply item={item} applyRef={applyRef} readOnly={readOnly} />
              </Flex>
            </List.Item>
          )}
        />
        {!readOnly && round.moreAskedAt === null && (
          <Flex justify="flex-end">
            <Button
              onClick={() =>
                modal.confirm({
                  title: '修改其他内容',
                  content: '退回事项以外的内容也将可以修改，审核人员会看到您提出了此申请。确定吗？',
                  okText: '确定',
                  cancelText: '取消',
                  onOk: async () => {
                    await askMore.mutateAsync(applyRef);
                    void message.success('已开放修改全部内容');
                  },
                })
              }
            >
              修改其他内容
            </Button>
          </Flex>
        )}
      </Card>
    </section>
  );
}
