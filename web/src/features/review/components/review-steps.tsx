import { Steps } from 'antd';
import type { Steps as StepsModel } from '@ftown/domain/review/steps';

/** Where an application stands on its path: domain stepsOf, passed through to antd. */
export function ReviewSteps({ steps }: { steps: Pick<StepsModel, 'current' | 'status'> & { steps: readonly { key: string; title: string }[] } }) {
  return (
    // Focusable, so a keyboard can scroll the steps a narrow screen cuts off (axe scrollable-region-focusable).
    <div style={{ overflowX: 'auto', paddingBottom: 8 }} role="region" aria-label="审核进度" tabIndex={0}>
      <Steps
        size="small"
        labelPlacement="vertical"
        current={steps.current}
        status={steps.status}
        items={steps.steps.map((s) => ({ key: s.key, title: s.title }))}
        style={{ minWidth: steps.steps.length * 96 }}
      />
    </div>
  );
}
