import { Button, Card, Descriptions, Flex, Result, Skeleton, Space, Table, Typography, type TableColumnsType } from 'antd';
import { LOGIN_TYPE_LABELS } from '@ftown/domain/auth/login-types';
import type { TAccountEnterprise } from '@ftown/domain/account/account.schemas';
import { TaxFinishTag } from '@/components/tax-finish-tag';
import { useScreenColumns } from '@/lib/use-phone';
import { signInNamesOf, useAccount } from '../api/get-account';
import { ChangeMobileForm } from '../components/change-mobile-form';
import { ChangePasswordForm } from '../components/change-password-form';

const COLUMNS: TableColumnsType<TAccountEnterprise> = [
  { key: 'name', title: '企业名称', dataIndex: 'name' },
  { key: 'unicodes', title: '企业唯一编码', dataIndex: 'unicodes' },
  { key: 'creditCode', title: '统一社会信用代码', dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
  { key: 'legalPerson', title: '法定代表人', dataIndex: 'legalPerson', render: (v: string) => v || '—' },
  { key: 'taxFinish', title: '税务登记', dataIndex: 'taxFinish', render: (v: number) => <TaxFinishTag taxFinish={v} /> },
];

/**
 * On a phone one column holds the enterprise: five columns squeezed into the card put '统一社会信用代码' a character
 * to a line, and 'ENT-1' on two.
 */
const PHONE_COLUMNS: TableColumnsType<TAccountEnterprise> = [
  {
    key: 'enterprise',
    title: '企业',
    render: (_v, e) => (
      <Flex vertical gap={4} align="start">
        <Typography.Text>{e.name}</Typography.Text>
        <Typography.Text type="secondary">
          {e.unicodes}
          {e.creditCode ? ` · ${e.creditCode}` : ''}
        </Typography.Text>
        <Space size={4} wrap>
          {e.legalPerson && <Typography.Text type="secondary">法定代表人 {e.legalPerson}</Typography.Text>}
          <TaxFinishTag taxFinish={e.taxFinish} named />
        </Space>
      </Flex>
    ),
  },
];

/** Account management (/account/index): details, enterprises, password and bound mobile. */
export default function AccountPage() {
  const account = useAccount();
  const layout = useScreenColumns(COLUMNS, PHONE_COLUMNS, 720);

  if (account.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (account.isError) {
    return (
      <Result
        status="error"
        title="账号信息加载失败"
        subTitle={account.error.message}
        extra={<Button onClick={() => void account.refetch()}>重试</Button>}
      />
    );
  }
  const data = account.data;
  const mobileLabel = data.kind === 'company' ? '法人手机号码' : '绑定手机号码';

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="账号信息">
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={data.kind === 'company' ? '企业名称' : '姓名'}>{data.name}</Descriptions.Item>
          <Descriptions.Item label={data.kind === 'company' ? '统一社会信用代码' : '账号'}>{data.account || '—'}</Descriptions.Item>
          <Descriptions.Item label="登录方式">{LOGIN_TYPE_LABELS[data.loginType]}</Descriptions.Item>
          <Descriptions.Item label={mobileLabel}>{data.mobile || '未绑定'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="所属企业">
        <Table<TAccountEnterprise>
          rowKey="unicodes"
          pagination={false}
          dataSource={data.enterprises}
          locale={{ emptyText: '该账号暂未关联企业' }}
          {...layout}
        />
      </Card>
      <Card title={data.hasPassword ? '修改密码' : '设置密码'}>
        <ChangePasswordForm hasPassword={data.hasPassword} accountNames={signInNamesOf(data)} />
      </Card>
      <Card title={data.kind === 'company' ? '换绑法人手机号码' : '换绑手机号码'}>
        <ChangeMobileForm current={data.mobile} />
      </Card>
    </Space>
  );
}
