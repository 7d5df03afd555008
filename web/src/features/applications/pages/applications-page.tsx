import { Card, Flex, Typography } from 'antd';
import { useSessionStore } from '@/stores/session-store';
import { ApplyList } from '../components/apply-list';
import { NewApplyButton } from '../components/new-apply-dialog';

/** /edge/index: the applicant's welcome page with their applications and the way to start a new one. */
export default function ApplicationsPage() {
  const name = useSessionStore((s) => s.session?.name);
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            欢迎您{name ? `，${name}` : ''}
          </Typography.Title>
          <Typography.Text type="secondary">
            在这里办理基金管理人、基金产品、自有资金投资企业及其他企业的入驻申请，可随时保存草稿，稍后继续填写。
          </Typography.Text>
        </div>
        <NewApplyButton />
      </Flex>
      <ApplyList />
    </Card>
  );
}
