import { Badge, Steps } from 'antd';
import type { ApplicationData, SectionDef, SectionKey } from '@ftown/domain/applications/form-model';
import type { FieldErrors } from '@ftown/domain/applications/validate';

export type StepKey = SectionKey | 'attachments';
/** Not started (never saved), saved with problems, or complete: antd's wait, error and finish. */
export type SectionState = { status: 'wait' | 'error' | 'finish'; problems: number };

/**
 * Where each section stands, from what is saved and the domain's per-section check (problemsBySection), so the
 * bar never calls a section complete that submission would refuse.
 */
export const sectionStatesOf = (
  sections: readonly SectionDef[],
  saved: ApplicationData,
  problems: Partial<Record<SectionKey, FieldErrors>>,
): Partial<Record<SectionKey, SectionState>> =>
  Object.fromEntries(
    sections.map((s) => {
      const count = Object.keys(problems[s.key] ?? {}).length;
      const state: SectionState =
        saved[s.key] === undefined ? { status: 'wait', problems: 0 } : { status: count > 0 ? 'error' : 'finish', problems: count };
      return [s.key, state];
    }),
  );

type Props = {
  steps: readonly StepKey[];
  titles: Readonly<Partial<Record<SectionKey, string>>>;
  states: Partial<Record<SectionKey, SectionState>>;
  current: number;
  onChange: (index: number) => void;
};

/** The form's steps bar: each section not started, with its problem count in a red badge, or ticked. */
export function ApplySteps({ steps, titles, states, current, onChange }: Props) {
  return (
    <nav aria-label="申请表部分">
      <Steps
        size="small"
        current={current}
        onChange={onChange}
        style={{ marginBottom: 24 }}
        items={steps.map((key, index) => {
          if (key === 'attachments') return { title: '材料与提交' };
          const state = states[key] ?? { status: 'wait', problems: 0 };
          return {
            title: (
              <span>
                {titles[key]}
                {state.problems > 0 && (
                  <Badge count={state.problems} size="small" title={`${state.problems}处需要修改`} style={{ marginInlineStart: 4 }} />
                )}
              </span>
            ),
            // The open section keeps antd's "in progress" look unless it has problems.
            status: index === current && state.status !== 'error' ? 'process' : state.status,
          };
        })}
      />
    </nav>
  );
}
