import { useState } from 'react';
import { App, Button, Space } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { ACTION_LABELS, type Action } from '@ftown/domain/review/actions';
import type { Stage } from '@ftown/domain/review/stages';
import { packApply } from '../api/pack-apply';
import { useStartExamine } from '../api/start-examine';
import { useUnmakeApply } from '../api/unmake-apply';
import { AssignDialog } from './assign-dialog';
import { EchoMaterialDialog } from './echo-material-dialog';
import { NoteDialog } from './note-dialog';
import { PassDialog } from './pass-dialog';
import { UpdateColumnDialog } from './update-column-dialog';

/** Actions a staff page offers; resubmission is the applicant's, from the application form. */
const STAFF_ACTIONS: readonly Action[] = ['startExamine', 'assign', 'pass', 'return', 'refuse', 'echoMaterialApply', 'updateColumn', 'packQApply', 'withdraw'];
const DANGER: readonly Action[] = ['return', 'refuse', 'withdraw'];

type Props = {
  apply: TApply;
  /** What the workflow allows this user on this application (domain allowedActions, or the server's answer). */
  actions: readonly Action[];
  compact?: boolean;
  /** Called after an action went through, for pages that show the application through other queries too. */
  onActed?: () => void;
};

const isDistribution = (stage: Stage | null): stage is 'gov_distribution' | 'statute_distribution' =>
  stage === 'gov_distribution' || stage === 'statute_distribution';

/** The buttons of one application and the dialogs behind them; a button shows only when the workflow allows it. */
export function ReviewActions({ apply, actions, compact = false, onActed }: Props) {
  const { modal, message } = App.useApp();
  const [open, setOpen] = useState<Action | null>(null);
  const [packing, setPacking] = useState(false);
  const startExamine = useStartExamine();
  const unmake = useUnmakeApply();
  const close = () => setOpen(null);
  const ref = { id: apply.id, unicodes: apply.unicodes };
  const name = apply.name || apply.unicodes;

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

  const shown = STAFF_ACTIONS.filter((a) => actions.includes(a));
  const { stage } = apply;
  return (
    <>
      <Space size={compact ? 4 : 8} wrap>
        {shown.map((action) => (
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
      </Space>
      {stage !== null && open === 'pass' && <PassDialog apply={{ ...apply, stage }} open onClose={close} onDone={onActed} />}
      {stage !== null && (open === 'return' || open === 'refuse') && <NoteDialog type={open} apply={{ ...apply, stage }} open onClose={close} onDone={onActed} />}
      {isDistribution(stage) && open === 'assign' && <AssignDialog apply={{ ...apply, stage }} open onClose={close} onDone={onActed} />}
      {open === 'echoMaterialApply' && <EchoMaterialDialog apply={apply} open onClose={close} onDone={onActed} />}
      {open === 'updateColumn' && <UpdateColumnDialog apply={apply} open onClose={close} onDone={onActed} />}
    </>
  );
}
