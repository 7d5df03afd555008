import { Flex, Progress, Typography } from 'antd';
import type { THomeApplication } from '@ftown/domain/home/home.schemas';
import { stepsOf, type StepsStatus } from '@ftown/domain/review/steps';
import { CompactStageClock } from '@/components/stage-clock';
import { useClockReader } from '@/lib/stage-clocks';

const PROGRESS_STATUS: Record<StepsStatus, 'normal' | 'active' | 'exception' | 'success'> = {
  wait: 'normal',
  process: 'active',
  error: 'exception',
  finish: 'success',
};

/**
 * A compact steps bar (domain stepsOf): one segment per step of the application's path, and where it stands; while
 * it waits at a stage, that stage's clock (issue 14).
 */
export function ApplyProgress({ apply }: { apply: THomeApplication }) {
  const readClock = useClockReader(apply.clock !== null);
  const { steps, current, status } = stepsOf(
    { category: apply.category, companyType: apply.companyType, relocate: apply.relocate, renameOnMove: apply.renameOnMove },
    { status: apply.status, stage: apply.stage, haltedAt: apply.haltedAt },
  );
  const done = status === 'finish' ? steps.length : current + 1;
  const title = steps[current]?.title ?? '';
  return (
    <div>
      {/* Where the bar leaves no room for the step's text, the text goes under it whole ('第' once stayed behind). */}
      <Flex wrap align="center" style={{ columnGap: 8 }}>
        <Progress
          aria-label={`进度：第${current + 1}步，共${steps.length}步，${title}`}
          steps={steps.length}
          percent={Math.round((done / steps.length) * 100)}
          status={PROGRESS_STATUS[status]}
          showInfo={false}
          size={[12, 8]}
        />
        <Typography.Text type="secondary">
          第{current + 1}/{steps.length}步：{title}
        </Typography.Text>
      </Flex>
      {apply.clock !== null && (
        <div>
          <CompactStageClock reading={readClock(apply.clock)} />
        </div>
      )}
    </div>
  );
}
