import { Tag } from 'antd';
import type { THolder } from '@ftown/domain/review/api/presence.schemas';
import { PRESENCE_TEXT } from '@ftown/domain/review/presence';

/** A queue row's "黄磊 正在审核", when someone has the application open for a decision. */
export function ExaminingTag({ holder }: { holder: THolder | undefined }) {
  if (holder === undefined) return null;
  return (
    <Tag color="processing" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
      {PRESENCE_TEXT.examining(holder.name)}
    </Tag>
  );
}
