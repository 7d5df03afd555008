import { Tag } from 'antd';

/** An account's state as both lists show it. */
export function AccountStatus({ disabled, mustChangePassword }: { disabled: boolean; mustChangePassword: boolean }) {
  if (disabled) return <Tag color="red">已停用</Tag>;
  if (mustChangePassword) return <Tag color="orange">待修改初始密码</Tag>;
  return <Tag color="green">正常</Tag>;
}
