import { Card, Checkbox, Descriptions, Flex, List, Tag, Typography } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { TCorrectionItem } from '@ftown/domain/review/api/corrections.schemas';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import { useCheckCorrection, useCorrectionRound } from '../api/corrections';
import { correctionValueText } from '../correction-values';

const MULTILINE = { whiteSpace: 'pre-line', wordBreak: 'break-all' } as const;

/**
 * The items of the latest return or refusal in the examine view: each with its value on the version it was raised
 * on and on the resubmitted one, the applicant's reply, and a tick for the examiner of the returning stage.
 */
export function CorrectionReview({ apply }: { apply: TApply }) {
  const round = useCorrectionRound(apply);
  const check = useCheckCorrection();
  const data = round.data;
  if (!data || data.items.length === 0) return null;
  const resubmitted = apply.version > data.version;
  const ticked = data.items.filter((i) => i.checkedBy !== null).length;
  const stage = data.stage ? STAGE_INFO[data.stage].label : '';

  const row = (item: TCorrectionItem) => [
    { key: 'before', label: `第${data.version}版`, children: <span style={MULTILINE}>{correctionValueText(apply.type, item.target, item.before)}</span> },
    ...(resubmitted
      ? [{ key: 'after', label: `第${apply.version}版`, children: <span style={MULTILINE}>{correctionValueText(apply.type, item.target, item.after)}</span> }]
      : []),
    { key: 'reply', label: '申请人答复', children: item.reply ?? '—' },
  ];

  return (
    <section aria-label="退回事项核对">
      <Card
        title={data.action === 'return' ? '退回事项核对' : '不通过事项'}
        extra={
          <Typography.Text type="secondary">
            {stage}于第{data.version}版提出 · 已核对{ticked}/{data.items.length}
          </Typography.Text>
        }
      >
        {data.moreAskedAt && (
          <Typography.Paragraph type="warning">申请人于{formatDateTime(data.moreAskedAt)}申请修改了退回事项以外的内容。</Typography.Paragraph>
        )}
        <List
          dataSource={data.items}
          renderItem={(item) => (
            <List.Item>
              <Flex vertical gap={8} style={{ width: '100%' }}>
                <Flex gap={8} wrap align="center" justify="space-between">
                  <Flex gap={8} wrap align="center">
                    <Typography.Text strong>{item.label}</Typography.Text>
                    {resubmitted && (item.changed ? <Tag color="warning">已修改</Tag> : <Tag>未修改</Tag>)}
                  </Flex>
                  {resubmitted && (
                    <Checkbox
                      checked={item.checkedBy !== null}
                      disabled={!data.mayCheck || check.isPending}
                      onChange={(e) => check.mutate({ apply: apply.id, item: item.id, checked: e.target.checked })}
                    >
                      {item.checkedBy ? `已核对（${item.checkedBy.name}）` : '核对'}
                    </Checkbox>
                  )}
                </Flex>
                {item.remark && <Typography.Text type="secondary">审核意见：{item.remark}</Typography.Text>}
                <Descriptions bordered size="small" column={1} items={row(item)} />
              </Flex>
            </List.Item>
          )}
        />
      </Card>
    </section>
  );
}
