import { Card, Descriptions, Flex, Typography } from 'antd';
import { LOGIN_TYPE_LABELS } from '@ftown/domain/auth/login-types';
import { useSessionStore } from '@/stores/session-store';
import { ApplyList } from '../components/apply-list';
import { NewApplyButton } from '../components/new-apply-dialog';

/** /edge_company/index: the company's home, its identity and its applications. */
export default function CompanyHomePage() {
  const session = useSessionStore((s) => s.session);
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          企业首页
        </Typography.Title>
        <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
          <Descriptions.Item label="企业名称">{session?.name ?? ''}</Descriptions.Item>
          {session?.organizationCode && (
            <Descriptions.Item label="统一社会信用代码">{session.organizationCode}</Descriptions.Item>
          )}
          {session && <Descriptions.Item label="登录方式">{LOGIN_TYPE_LABELS[session.loginType]}</Descriptions.Item>}
          {session?.mobile && <Descriptions.Item label="法人手机号码">{session.mobile}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title="本企业的申请" extra={<NewApplyButton />}>
        <ApplyList />
      </Card>
    </Flex>
  );
}
