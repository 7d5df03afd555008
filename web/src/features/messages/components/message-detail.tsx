import { Link } from 'react-router';
import { Modal, Space, Typography } from 'antd';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import type { TMessage } from '@ftown/domain/messages/messages.schemas';
import { OpinionNote } from '@/components/opinion-note';

type Props = { message: TMessage | null; applyPath: (id: number) => string; onClose: () => void };

/** One message in full, with the way to the application it is about. */
export function MessageDetail({ message, applyPath, onClose }: Props) {
  return (
    <Modal open={message !== null} title={message?.subject} onCancel={onClose} footer={null} destroyOnHidden>
      {message && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text type="secondary">{formatDateTime(message.addTime)}</Typography.Text>
          <OpinionNote text={message.body} />
          {message.applyId !== null && (
            <Link to={applyPath(message.applyId)} onClick={onClose}>
              查看申请
            </Link>
          )}
        </Space>
      )}
    </Modal>
  );
}
