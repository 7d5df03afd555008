import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { formatDateTime, formatRelative } from '@ftown/domain/formats/date-time';
import type { TMessage } from '@ftown/domain/messages/messages.schemas';
import { noteSummary } from '@ftown/domain/review/opinion-note';

/** One message of a short list: subject, when, and (unless `brief`) the start of its body (a note on one line); actions below. */
export function MessageItem({ message, brief = false, actions }: { message: TMessage; brief?: boolean; actions?: ReactNode }) {
  return (
    <Flex component="li" vertical gap={4} aria-label={message.subject} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="baseline" gap={12}>
        <Typography.Text strong ellipsis={brief} style={{ minWidth: 0 }}>
          {message.subject}
        </Typography.Text>
        <Typography.Text type="secondary" title={formatDateTime(message.addTime)} style={{ flex: 'none' }}>
          {formatRelative(message.addTime)}
        </Typography.Text>
      </Flex>
      {!brief && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
          {noteSummary(message.body)}
        </Typography.Paragraph>
      )}
      {actions && <Flex gap={8}>{actions}</Flex>}
    </Flex>
  );
}

export function MessageList({ children }: { children: ReactNode }) {
  return <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>;
}
