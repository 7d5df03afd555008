import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DEMO_A } from '@ftown/domain/applications/examples';
import { formOf } from '@ftown/domain/applications/forms';
import { problemsBySection } from '@ftown/domain/applications/validate';
import { withValue } from '@ftown/domain/applications/test-support';
import { Providers } from '@/app/providers';
import { ApplySteps, sectionStatesOf } from './apply-steps';

const def = formOf('manager_company');
const TODAY = '2026-11-22';

describe('steps bar', { timeout: 30_000 }, () => {
  it('calls a section not started until saved, then complete or with its problem count', () => {
    const saved = { ...withValue(DEMO_A.data, 'base.name', '杭州示例'), contacts: { rows: [] }, topman: undefined };
    const states = sectionStatesOf(def.sections, saved, problemsBySection('manager_company', saved, { today: TODAY }));
    expect(states.topman).toEqual({ status: 'wait', problems: 0 });
    expect(states.capital).toEqual({ status: 'finish', problems: 0 });
    expect(states.base).toEqual({ status: 'error', problems: 1 });
    // Saved empty is not complete: the section's required rows are its problems.
    expect(states.contacts?.status).toBe('error');
  });

  it('marks each step by its state, with a red badge counting the problems', () => {
    const steps = [...def.sections.map((s) => s.key), 'attachments'] as const;
    const titles = Object.fromEntries(def.sections.map((s) => [s.key, s.title]));
    render(
      <Providers>
        <ApplySteps
          steps={steps}
          titles={titles}
          states={{ base: { status: 'finish', problems: 0 }, capital: { status: 'error', problems: 3 } }}
          current={2}
          onChange={vi.fn()}
        />
      </Providers>,
    );
    const bar = screen.getByRole('navigation', { name: '申请表部分' });
    const item = (title: string) => within(bar).getByText(title).closest('.ant-steps-item')!;
    expect(item('企业基本信息')).toHaveClass('ant-steps-item-finish');
    expect(within(item('企业基本信息') as HTMLElement).queryByTitle(/处需要修改/)).not.toBeInTheDocument();
    expect(item('股东及出资')).toHaveClass('ant-steps-item-error');
    expect(within(item('股东及出资') as HTMLElement).getByTitle('3处需要修改')).toHaveTextContent('3');
    expect(item('实际控制人')).toHaveClass('ant-steps-item-process');
    expect(item('董事、监事、高级管理人员')).toHaveClass('ant-steps-item-wait');
  });
});
