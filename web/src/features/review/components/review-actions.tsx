import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Space, type MenuProps } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { ACTION_LABELS, type Action } from '@ftown/domain/review/actions';
import { isDistributionStage } from '@ftown/domain/review/workflow';
import { packApply } from '../api/pack-apply';
import { useStartExamine } from '../api/start-examine';
import { useUnmakeApply } from '../api/unmake-apply';
import { rowActionsOf, staffActionsOf } from './row-actions';
import { enterpriseLabelOf } from '../review-state';

/*
 * The dialogs (forms, date pickers, uploads) load when one is first opened, not with every queue row (issue 15:
 * a queue's first screen loaded their code and styles on every visit).
 */
const PassDialog = lazy(() => import('./pass-dialog').then((m) => ({ default: m.PassDialog })));
const NoteDialog = lazy(() => import('./note-dialog').then((m) => ({ default: m.NoteDialog })));
const AssignDialog = lazy(() => import('./assign-dialog').then((m) => ({ default: m.AssignDialog })));
const EchoMaterialDialog = lazy(() => import('./echo-material-dialog').then((m) => ({ default: m.EchoMaterialDialog })));
const UpdateColumnDialog = lazy(() => import('./update-column-dialog').then((m) => ({ default: m.UpdateColumnDialog })));

const DANGER: readonly Action[] = ['return', 'refuse', 'withdraw'];

type Props = {
  apply: TApply;
  /** What the workflow allows this user on this application (domain allowedActions, or the server's answer). */
  actions: readonly Action[];
  /** A table row: 查看, link-sized buttons, and the rarer actions under 更多 (row-actions.ts). */
  compact?: boolean;
  /** Called after an action went through, for pages that show the application through other queries too. */
  onActed?: () => void;
};

/** The buttons of one application and the dialogs behind them; a button shows only when the workflow allows it. */
export function ReviewActions({ apply, actions, compact = false, onActed }: Props) {
  const { modal, message } = App.useApp();
  const [open, setOpen] = useState<Action | null>(null);
  const [packing, setPacking] = useState(false);
  const startExamine = useStartExamine();
  const unmake = useUnmakeApply();
  const close = () => setOpen(null);
  const ref = { id: apply.id, unicodes: apply.unicodes };
  const name = enterpriseLabelOf(apply);

  const run = (action: Action) => {
    switch (action) {
      case 'startExamine':
        return modal.confirm({
          title: '受理申请',
          content: `确定受理“${name}”的申请吗？受理后进入审核环节。`,
          okText: '受理',
          cancelText: '取消',
          onOk: async () => {
            await startExamine.mutateAsync(ref);
            onActed?.();
            void message.success('申请已受理');
          },
        });
      case 'withdraw':
        return modal.confirm({
          title: '撤回申请',
          content: `确定撤回“${name}”的申请吗？撤回后审核终止，申请人需重新提交。`,
          okText: '撤回',
          okButtonProps: { danger: true },
          cancelText: '取消',
          onOk: async () => {
            await unmake.mutateAsync(ref);
            onActed?.();
            void message.success('申请已撤回');
          },
        });
      case 'packQApply':
        setPacking(true);
        return packApply(ref, apply.name)
          .then((saved) => void message.success(`已下载 ${saved}`))
          .catch(() => undefined)
          .finally(() => setPacking(false));
      default:
        return setOpen(action);
    }
  };

  const { buttons, menu } = compact ? rowActionsOf(actions) : { buttons: staffActionsOf(actions), menu: [] };
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    const action = menu.find((a) => a === key);
    if (action) void run(action);
  };
  const { stage } = apply;
  return (
    <>
      <Space size={compact ? 4 : 8} wrap>
        {compact && <Link to={`/examine/view/index/${apply.id}`}>查看</Link>}
        {buttons.map((action) => (
          <Button
            key={action}
            size={compact ? 'small' : 'middle'}
            type={compact ? 'link' : action === 'pass' || action === 'startExamine' || action === 'assign' ? 'primary' : 'default'}
            danger={DANGER.includes(action)}
            loading={action === 'packQApply' && packing}
            style={compact ? { padding: '0 4px' } : undefined}
            onClick={() => void run(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
        {menu.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{ items: menu.map((a) => ({ key: a, label: ACTION_LABELS[a], danger: DANGER.includes(a) })), onClick: onMenu }}
          >
            <Button size="small" type="link" icon={<DownOutlined />} iconPlacement="end" loading={packing} style={{ padding: '0 4px' }}>
              更多
            </Button>
          </Dropdown>
        )}
      </Space>
      <Suspense fallback={null}>
        {stage !== null && open === 'pass' && <PassDialog apply={{ ...apply, stage }} open onClose={close} onDone={onActed} />}
        {stage !== null && (open === 'return' || open === 'refuse') && <NoteDialog type={open} apply={{ ...apply, stage }} open onClose={close} onDone={onActed} />}
        {isDistributionStage(stage) && open === 'assign' && <AssignDialog apply={{ ...apply, stage }} open onClose={close} onDone={onActed} />}
        {open === 'echoMaterialApply' && <EchoMaterialDialog apply={apply} open onClose={close} onDone={onActed} />}
        {open === 'updateColumn' && <UpdateColumnDialog apply={apply} open onClose={close} onDone={onActed} />}
      </Suspense>
    </>
  );
}
