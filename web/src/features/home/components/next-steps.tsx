import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import { APPLY_STATUS_LABELS } from '@ftown/domain/applications/status';
import { prefixOf } from '@ftown/domain/applications/types';
import { NEXT_STEP_LABELS, nextStepOf, type THomeApplication, type THomeEnterprise } from '@ftown/domain/home/home.schemas';
import { noteSummary } from '@ftown/domain/review/opinion-note';
import { yearQuarterLabel } from '@ftown/domain/tax/quarters';
import { refQuery } from '../apply-links';
import { HomeRow, HomeRows } from './home-row';

export const REPORT_PATH = '/taxes/report';

type Todo = { key: string; title: string; description: string; to: string; label: string };

const applyTodos = (items: readonly THomeApplication[]): Todo[] =>
  items.flatMap((a) => {
    const step = nextStepOf(a);
    if (step === null) return [];
    return [
      {
        key: `apply-${a.id}`,
        title: a.name || '（未填写企业名称）',
        description: `${APPLY_STATUS_LABELS[a.status]}${a.note ? `：${noteSummary(a.note)}` : ''}`,
        to: `${prefixOf(a.type)}/base${refQuery(a)}`,
        label: NEXT_STEP_LABELS[step],
      },
    ];
  });

const reportTodos = (enterprises: readonly THomeEnterprise[]): Todo[] =>
  enterprises
    .filter((e) => e.missing.length > 0)
    .map((e) => ({
      key: `report-${e.unicodes}`,
      title: e.name,
      description: `有${e.missing.length}个季度的经营情况尚未填报（最早为${yearQuarterLabel(e.missing[0]!)}）`,
      to: REPORT_PATH,
      label: '去填报',
    }));

function TodoList({ todos, empty }: { todos: readonly Todo[]; empty: string }) {
  if (todos.length === 0) return <Empty description={empty} />;
  return (
    <HomeRows>
      {todos.map((t) => (
        <HomeRow key={t.key} title={t.title} description={t.description} action={<Link to={t.to}>{t.label}</Link>} />
      ))}
    </HomeRows>
  );
}

/** What the applicant must do next: correct returned applications, finish drafts, report missing quarters. */
export function NextSteps({ applications, enterprises }: { applications: readonly THomeApplication[]; enterprises: readonly THomeEnterprise[] }) {
  return (
    <Card title="待办事项">
      <TodoList todos={[...applyTodos(applications), ...reportTodos(enterprises)]} empty="暂无需要您处理的事项" />
    </Card>
  );
}
