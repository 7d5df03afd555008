import { Steps } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import type { Steps as StepsModel } from '@ftown/domain/review/steps';

/**
 * Where an application stands on its path: domain stepsOf, passed through to antd. The bar is wider than most
 * screens (up to 18 steps), so it scrolls inside its box and opens with the current step in the middle: from
 * stage 13 on it would otherwise sit off the right edge.
 */
export function ReviewSteps({ steps }: { steps: Pick<StepsModel, 'current' | 'status'> & { steps: readonly { key: string; title: string }[] } }) {
  const box = useRef<HTMLDivElement>(null);
  const { current } = steps;
  const count = steps.steps.length;
  useLayoutEffect(() => {
    const el = box.current;
    const item = el?.querySelectorAll<HTMLElement>('.ant-steps-item')[current];
    if (!el || !item) return;
    // Measured against the box itself, whatever the page around it is positioned by.
    const at = item.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    el.scrollLeft = Math.max(0, at + item.getBoundingClientRect().width / 2 - el.clientWidth / 2);
  }, [current, count]);
  return (
    // Focusable, so a keyboard can scroll the steps a narrow screen cuts off (axe scrollable-region-focusable).
    <div ref={box} style={{ overflowX: 'auto', paddingBottom: 8 }} role="region" aria-label="审核进度" tabIndex={0}>
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
