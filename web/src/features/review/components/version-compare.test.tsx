import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { DEMO_A } from '@ftown/domain/applications/examples';
import { diffVersions } from '@ftown/domain/review/version-diff';
import { applyOf, renderReview } from '../test/render';
import { VersionCompare } from './version-compare';

const detailOf = (version: number, sections: TApplyDetail['sections']): TApplyDetail => ({
  apply: applyOf({ id: 9, version: 2 }),
  version,
  sections,
  attachments: [],
  warnings: [],
});

const v1 = structuredClone(DEMO_A.data) as TApplyDetail['sections'];
const v2 = structuredClone(v1);
v2.base = { ...v2.base, name: '杭州示远私募基金管理有限公司' };

describe('version compare', { timeout: 30_000 }, () => {
  it('highlights the changed field beside its old value and leaves the rest plain', () => {
    renderReview(<VersionCompare before={detailOf(1, v1)} after={detailOf(2, v2)} diff={diffVersions(v1, v2)} />);
    const base = screen.getByRole('table', { name: '企业基本信息' });
    const nameRow = within(base).getByRole('row', { name: /杭州示远私募基金管理有限公司/ });
    expect(nameRow).toHaveAttribute('data-change', 'changed');
    expect(within(nameRow).getByText('杭州示例私募基金管理有限公司')).toBeInTheDocument();
    expect(within(nameRow).getByText('已修改')).toBeInTheDocument();

    const capitalRow = within(base).getByRole('row', { name: /注册资本/ });
    expect(capitalRow).toHaveAttribute('data-change', 'same');
    expect(within(capitalRow).queryByText('已修改')).not.toBeInTheDocument();
    expect(screen.getByText('共 1 处变更')).toBeInTheDocument();
  });
});
