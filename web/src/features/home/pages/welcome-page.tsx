import { Card, Descriptions, Empty, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LOGIN_TYPE_LABELS } from '@ftown/domain/auth/login-types';
import type { Role } from '@ftown/domain/auth/roles';
import { useSessionStore } from '@/stores/session-store';

const ROLE_LABELS: Record<Role, string> = { admin: '系统管理员', examiner: '审核人员', editor: '申请人' };

/** /home and /home_edge: who is signed in and how, with the way to the main work of the account. */
export default function WelcomePage() {
  const session = useSessionStore((s) => s.session);
  if (!session) return <Empty description="暂无用户信息" />;

  return (
    <Card>
      <Typography.Title level={3}>欢迎您，{session.name}</Typography.Title>
      <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
        <Descriptions.Item label="登录方式">{LOGIN_TYPE_LABELS[session.loginType]}</Descriptions.Item>
        <Descriptions.Item label="角色">
          {session.roles.map((r) => (
            <Tag key={r} color="blue">
              {ROLE_LABELS[r]}
            </Tag>
          ))}
        </Descriptions.Item>
        {session.department && <Descriptions.Item label="部门">{session.department}</Descriptions.Item>}
        {session.job && <Descriptions.Item label="职务">{session.job}</Descriptions.Item>}
        {session.organizationCode && (
          <Descriptions.Item label="统一社会信用代码">{session.organizationCode}</Descriptions.Item>
        )}
        {session.mobile && <Descriptions.Item label="手机号码">{session.mobile}</Descriptions.Item>}
      </Descriptions>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        {session.editorMode ? (
          <Link to="/edge/index">进入申请管理</Link>
        ) : (
          '请从左侧菜单进入您负责的审核队列。'
        )}
      </Typography.Paragraph>
    </Card>
  );
}
