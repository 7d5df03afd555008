import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/**
 * One line of a home list: what it is, a line about it, and what to do with it. The text keeps at least 20em: on a
 * phone a long action ('修改后重新提交') goes under it rather than squeeze a return note into a narrow column.
 */
export function HomeRow({ title, description, action }: { title: ReactNode; description: ReactNode; action: ReactNode }) {
  return (
    <Flex component="li" justify="space-between" align="center" gap={16} wrap style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 20em' }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </Flex>
      {action}
    </Flex>
  );
}

/** The list the rows go in. */
export function HomeRows({ children }: { children: ReactNode }) {
  return <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>;
}
