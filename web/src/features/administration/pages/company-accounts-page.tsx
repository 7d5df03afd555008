import { App, Button, Card, Space, Typography, type TableColumnsType } from 'antd';
import { ADMINISTRATION_MESSAGES as M, KEYWORD_MAX, type TCompanyAccount } from '@ftown/domain/administration/administration.schemas';
import { SearchableList, useListParams } from '@/components/searchable-list';
import { useCompanyList, useResetCompanyPassword, useSetCompanyDisabled } from '../api/company-accounts';
import { AccountStatus } from '../components/account-status';
import { showOneTimePassword } from '../components/one-time-password';

/** 系统管理 › 企业账号 (/administration/companies): the company sign-ins, and the people acting for each enterprise. */
export default function CompanyAccountsPage() {
  const { modal, message } = App.useApp();
  const params = useListParams();
  const list = useCompanyList({ page: params.page, size: params.size, keyword: params.searchData });
  const reset = useResetCompanyPassword();
  const setDisabled = useSetCompanyDisabled();

  const confirmReset = (company: TCompanyAccount) =>
    modal.confirm({
      title: '重置企业密码',
      content: `确定重置“${company.name}”的企业账号密码吗？该企业账号的当前登录将全部失效，须用新的一次性密码登录并修改密码。`,
      okText: '重置',
      cancelText: '取消',
      onOk: async () => {
        try {
          const { password } = await reset.mutateAsync(company.id);
          showOneTimePassword(modal, { title: M.reset, account: company.creditCode ?? company.unicodes, password });
        } catch {
          // Shown by the request layer.
        }
      },
    });

  const confirmDisabled = (company: TCompanyAccount, disabled: boolean) =>
    modal.confirm({
      title: disabled ? '停用企业账号' : '启用企业账号',
      content: disabled
        ? `确定停用“${company.name}”的企业账号吗？以信用代码或法人手机号的登录将立即失效，且不能再登录；代办人员的个人账号不受影响。`
        : `确定启用“${company.name}”的企业账号吗？`,
      okText: disabled ? '停用' : '启用',
      okButtonProps: { danger: disabled },
      cancelText: '取消',
      onOk: async () => {
        try {
          await setDisabled.mutateAsync({ id: company.id, disabled });
          void message.success(disabled ? M.disabled : M.enabled);
        } catch {
          // Shown by the request layer.
        }
      },
    });

  const columns: TableColumnsType<TCompanyAccount> = [
    { key: 'name', title: '企业名称', dataIndex: 'name' },
    { key: 'creditCode', title: '统一社会信用代码', dataIndex: 'creditCode', width: 190, render: (v: string | null) => v ?? '—' },
    { key: 'legal', title: '法定代表人', width: 160, render: (_, row) => [row.legalPerson, row.legalMobile].filter(Boolean).join(' ') || '—' },
    {
      key: 'agents',
      title: '代办人员',
      render: (_, row) =>
        row.agents.length === 0 ? (
          <Typography.Text type="secondary">无</Typography.Text>
        ) : (
          row.agents.map((a) => [a.realname, a.mobile].filter(Boolean).join(' ')).join('、')
        ),
    },
    { key: 'status', title: '状态', width: 130, render: (_, row) => <AccountStatus disabled={row.disabled} mustChangePassword={row.mustChangePassword} /> },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => confirmReset(row)}>
            重置密码
          </Button>
          {row.disabled ? (
            <Button type="link" size="small" onClick={() => confirmDisabled(row, false)}>
              启用
            </Button>
          ) : (
            <Button type="link" size="small" danger onClick={() => confirmDisabled(row, true)}>
              停用
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title="企业账号" variant="borderless">
      <SearchableList<TCompanyAccount>
        params={params}
        query={list}
        columns={columns}
        searchLabel="搜索企业账号"
        searchPlaceholder="企业名称、信用代码或法定代表人"
        searchMaxLength={KEYWORD_MAX}
        errorTitle="企业账号加载失败"
        emptyText="暂无企业账号"
        noMatchText="没有符合条件的企业账号"
        scroll={{ x: 1000 }}
      />
    </Card>
  );
}
