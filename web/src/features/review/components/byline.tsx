import { Fragment, type ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * A timeline line's who and when, and what came of it: '刘建国 · 2025-10-29 09:18:53 · 第1版 · 审核中'. Each part
 * wraps whole: on a phone the date broke into '2025-10-' and '29', and a stage's name before its last character.
 */
export function Byline({ parts }: { parts: readonly ReactNode[] }) {
  return (
    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          <span style={{ display: 'inline-block' }}>{part}</span>
        </Fragment>
      ))}
    </Typography.Text>
  );
}
