import { useState } from 'react';
import { App, Button, Card, Space, Tag, type TableColumnsType } from 'antd';
import { ADMINISTRATION_MESSAGES as M, KEYWORD_MAX, nodeLabel, type TStaffAccount } from '@ftown/domain/administration/administration.schemas';
import { NODES, type Node } from '@ftown/domain/auth/roles';
import { ROLE_LABELS } from '@ftown/domain/auth/sign-in-constants';
import { SearchableList, useListParams } from '@/components/searchable-list';
import { useSessionStore } from '@/stores/session-store';
import { usePhone } from '@/lib/use-phone';
import { useCreateStaff, useResetStaffPassword, useSetStaffDisabled, useStaffList, useUpdateStaff } from '../api/staff-accounts';
import { AccountStatus } from '../components/account-status';
import { showOneTimePassword } from '../components/one-time-password';
import { StaffFormModal, type StaffFormValues } from '../components/staff-form-modal';

const isNode = (node: string): node is Node => (NODES as readonly string[]).includes(node);

/** 系统管理 › 员工账号 (/administration/staff): the staff accounts, created, edited, reset and disabled here. */
export default function StaffAccountsPage() {
  const { modal, message } = App.useApp();
  const selfId = useSessionStore((s) => s.session?.uid ?? null);
  // On a phone the three links stack in a narrow column: side by side they took 180 of the table's 326 px, and
  // the fixed column covered every column but the user name.
  const phone = usePhone();
  const params = useListParams();
  const [editing, setEditing] = useState<TStaffAccount | null | 'new'>(null);
  const list = useStaffList({ page: params.page, size: params.size, keyword: params.searchData });
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const reset = useResetStaffPassword();
  const setDisabled = useSetStaffDisabled();

  const submit = async (values: StaffFormValues) => {
    try {
      if (editing === 'new') {
        const created = await create.mutateAsync(values);
        setEditing(null);
        showOneTimePassword(modal, { title: M.created, account: created.account.username, password: created.password });
      } else if (editing !== null) {
        await update.mutateAsync({ ...values, id: editing.id });
        setEditing(null);
        void message.success(M.updated);
      }
    } catch {
      // The request layer has shown why; the dialog stays open for a correction.
    }
  };

  const confirmReset = (account: TStaffAccount) =>
    modal.confirm({
      title: '重置密码',
      content: `确定重置“${account.realname}（${account.username}）”的密码吗？其当前登录将全部失效，须用新的一次性密码重新登录并修改密码。`,
      okText: '重置',
      cancelText: '取消',
      onOk: async () => {
        try {
          const { password } = await reset.mutateAsync(account.id);
          showOneTimePassword(modal, { title: M.reset, account: account.username, password });
        } catch {
          // Shown by the request layer.
        }
      },
    });

  const confirmDisabled = (account: TStaffAccount, disabled: boolean) =>
    modal.confirm({
      title: disabled ? '停用账号' : '启用账号',
      content: disabled
        ? `确定停用“${account.realname}（${account.username}）”吗？其所有登录将立即失效，且不能再登录。`
        : `确定启用“${account.realname}（${account.username}）”吗？`,
      okText: disabled ? '停用' : '启用',
      okButtonProps: { danger: disabled },
      cancelText: '取消',
      onOk: async () => {
        try {
          await setDisabled.mutateAsync({ id: account.id, disabled });
          void message.success(disabled ? M.disabled : M.enabled);
        } catch {
          // Shown by the request layer.
        }
      },
    });

  const columns: TableColumnsType<TStaffAccount> = [
    { key: 'username', title: '用户名', dataIndex: 'username', width: 110 },
    { key: 'realname', title: '姓名', dataIndex: 'realname', width: 100 },
    { key: 'mobile', title: '手机号', dataIndex: 'mobile', width: 120, render: (v: string | null) => v ?? '—' },
    {
      key: 'department',
      title: '部门 / 职务',
      width: 190,
      render: (_, row) => (
        <Space size={4} wrap>
          <span>{[row.department, row.job].filter(Boolean).join(' ') || '—'}</span>
          {row.chief && <Tag color="gold">{row.chief}</Tag>}
        </Space>
      ),
    },
    { key: 'roles', title: '角色', dataIndex: 'roles', width: 110, render: (roles: TStaffAccount['roles']) => roles.map((r) => ROLE_LABELS[r]).join('、') },
    {
      key: 'nodes',
      title: '权限节点',
      width: 200,
      ellipsis: true,
      render: (_, row) => {
        const granted = row.nodes.filter(isNode).map(nodeLabel).join('、');
        const text = row.roles.includes('admin') ? `全部（管理员）${row.roles.includes('examiner') && granted ? `；审查员：${granted}` : ''}` : granted || '—';
        return <span title={text}>{text}</span>;
      },
    },
    { key: 'status', title: '状态', width: 120, render: (_, row) => <AccountStatus disabled={row.disabled} mustChangePassword={row.mustChangePassword} /> },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: phone ? 112 : 180,
      render: (_, row) => {
        const self = row.id === selfId;
        return (
          <Space size={0} orientation={phone ? 'vertical' : 'horizontal'}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
            <Button type="link" size="small" disabled={self} onClick={() => confirmReset(row)}>
              重置密码
            </Button>
            {row.disabled ? (
              <Button type="link" size="small" onClick={() => confirmDisabled(row, false)}>
                启用
              </Button>
            ) : (
              <Button type="link" size="small" danger disabled={self} onClick={() => confirmDisabled(row, true)}>
                停用
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title="员工账号"
      variant="borderless"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新建账号
        </Button>
      }
    >
      <SearchableList<TStaffAccount>
        params={params}
        query={list}
        columns={columns}
        searchLabel="搜索员工账号"
        searchPlaceholder="用户名、姓名或手机号"
        searchMaxLength={KEYWORD_MAX}
        errorTitle="员工账号加载失败"
        emptyText="暂无账号"
        noMatchText="没有符合条件的账号"
        scroll={{ x: 1130 }}
      />
      {editing !== null && (
        <StaffFormModal
          account={editing === 'new' ? null : editing}
          selfId={selfId}
          saving={create.isPending || update.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => void submit(values)}
        />
      )}
    </Card>
  );
}
