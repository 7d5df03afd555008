import { Checkbox, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import {
  CHIEF_NODES,
  chiefCentreOf,
  chiefLabelOf,
  GRANTABLE_NODES,
  JOBS,
  nodeLabel,
  staffProblems,
  ZStaffFields,
  zUsername,
  type Job,
  type TStaffAccount,
} from '@ftown/domain/administration/administration.schemas';
import { DEPARTMENTS, STAFF_ROLES, type Department, type Node, type Role } from '@ftown/domain/auth/roles';
import { ROLE_LABELS } from '@ftown/domain/auth/sign-in-constants';
import { zodRule } from '@/lib/zod-rule';

export type StaffFormValues = {
  username: string;
  realname: string;
  mobile: string;
  department: Department | null;
  job: Job | null;
  roles: Role[];
  nodes: Node[];
};

type Props = {
  /** The account edited, or null to create one. */
  account: TStaffAccount | null;
  /** The administrator's own account may not lose its admin role. */
  selfId: number | null;
  saving: boolean;
  onCancel(): void;
  onSubmit(values: StaffFormValues): void;
};

const EMPTY: StaffFormValues = { username: '', realname: '', mobile: '', department: null, job: null, roles: ['examiner'], nodes: [] };

const valuesOf = (account: TStaffAccount | null): StaffFormValues =>
  account === null
    ? EMPTY
    : {
        username: account.username,
        realname: account.realname,
        mobile: account.mobile ?? '',
        department: (account.department as Department | null) ?? null,
        job: (account.job as Job | null) ?? null,
        roles: account.roles,
        nodes: account.nodes.filter((n): n is Node => (GRANTABLE_NODES as readonly string[]).includes(n)),
      };

/**
 * Creating or editing a staff account; mounted only while open, so each opening starts from the account. The chief is never picked: it is shown as the department and job make
 * it, and a chief's queue can be ticked only for the chief of its centre.
 */
export function StaffFormModal({ account, selfId, saving, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<StaffFormValues>();
  const department = Form.useWatch('department', form) ?? null;
  const job = Form.useWatch('job', form) ?? null;
  const roles = Form.useWatch('roles', form) ?? [];
  const chief = chiefCentreOf(department, job);
  const chiefLabel = chiefLabelOf(department, job);
  const editingSelf = account !== null && account.id === selfId;

  const nodeOptions = GRANTABLE_NODES.map((node) => {
    const needs = CHIEF_NODES[node];
    return { value: node, label: nodeLabel(node), disabled: needs !== undefined && needs !== chief };
  });

  return (
    <Modal
      title={account === null ? '新建工作人员账号' : `编辑账号：${account.username}`}
      open
      width={640}
      okText={account === null ? '创建' : '保存'}
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onSubmit, () => undefined)}
    >
      <Form<StaffFormValues> form={form} layout="vertical" initialValues={valuesOf(account)} requiredMark>
        <Form.Item name="username" label="用户名" required={account === null} rules={account === null ? [zodRule(zUsername())] : []}>
          <Input disabled={account !== null} autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item name="realname" label="姓名" required rules={[zodRule(ZStaffFields.shape.realname)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={[zodRule(ZStaffFields.shape.mobile)]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="department" label="部门">
          <Select<Department | null> allowClear placeholder="不属于任何中心" options={DEPARTMENTS.map((d) => ({ value: d, label: d }))} />
        </Form.Item>
        <Form.Item
          name="job"
          label="职务"
          dependencies={['department']}
          rules={[{ validator: async (_r, value: Job | null) => checkProblem('job', { department, job: value ?? null, nodes: [] }) }]}
          extra={chiefLabel ? <Tag color="gold">{chiefLabel}</Tag> : <Typography.Text type="secondary">部门负责人由部门与职务决定（中心的专员即为负责人）</Typography.Text>}
        >
          <Select<Job | null> allowClear placeholder="未设置" options={JOBS.map((j) => ({ value: j, label: j }))} />
        </Form.Item>
        <Form.Item name="roles" label="角色" required rules={[zodRule(ZStaffFields.shape.roles)]}>
          <Checkbox.Group
            options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role], disabled: editingSelf && role === 'admin' }))}
          />
        </Form.Item>
        <Form.Item
          name="nodes"
          label="权限节点"
          dependencies={['department', 'job']}
          extra={roles.includes('examiner') ? undefined : '管理员拥有全部权限节点；只有审查员按所选节点办理。'}
          rules={[{ validator: async (_r, value: Node[] | undefined) => checkProblem('nodes', { department, job, nodes: value ?? [] }) }]}
        >
          <Checkbox.Group options={nodeOptions} disabled={!roles.includes('examiner')} style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const checkProblem = (path: 'job' | 'nodes', fields: Parameters<typeof staffProblems>[0]) => {
  const problem = staffProblems(fields).find((p) => p.path === path);
  if (problem) throw new Error(problem.message);
};
