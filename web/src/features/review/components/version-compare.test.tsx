import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { DEMO_A } from '@ftown/domain/applications/examples';
import { diffAttachments } from '@ftown/domain/review/attachment-diff';
import { diffVersions } from '@ftown/domain/review/version-diff';
import { applyOf, renderReview } from '../test/render';
import { VersionCompare } from './version-compare';

const detailOf = (version: number, sections: TApplyDetail['sections'], attachments: TApplyDetail['attachments'] = []): TApplyDetail => ({
  apply: applyOf({ id: 9, version: 2 }),
  version,
  sections,
  attachments,
  warnings: [],
});

const file = (id: number, name: string, key = 'commitmentLetter', sha256 = 'ab'.repeat(32), size = 2048): TApplyDetail['attachments'][number] => ({
  id,
  applyId: 9,
  section: 'base',
  key,
  name,
  size,
  mime: 'application/pdf',
  sha256,
  createdAt: '2026-11-26 10:00:00',
});
const NO_FILES = diffAttachments([], []);

const v1 = structuredClone(DEMO_A.data) as TApplyDetail['sections'];
const v2 = structuredClone(v1);
v2.base = { ...v2.base, name: '杭州示远私募基金管理有限公司' };

describe('version compare', { timeout: 30_000 }, () => {
  it('highlights the changed field beside its old value and leaves the rest plain', () => {
    renderReview(<VersionCompare before={detailOf(1, v1)} after={detailOf(2, v2)} diff={diffVersions(v1, v2)} files={NO_FILES} />);
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

  it('shows files added and replaced (same slot, other sha256) beside the files both versions hold, and counts them', () => {
    const kept = file(1, '入驻申请表.pdf', 'settleApplicationForm');
    const letter = file(2, '承诺书.pdf');
    const resigned = file(3, '承诺书（重签）.pdf', 'commitmentLetter', 'cd'.repeat(32), 3.5 * 1024 * 1024);
    const plan = file(4, '商业计划书.pdf', 'businessPlan');
    const [before, after] = [[kept, letter], [kept, resigned, plan]];
    renderReview(
      <VersionCompare before={detailOf(1, v1, before)} after={detailOf(3, v2, after)} diff={diffVersions(v1, v2)} files={diffAttachments(before, after)} />,
    );
    const files = screen.getByRole('table', { name: '附件' });
    const replacedRow = within(files).getByRole('row', { name: /承诺书（重签）\.pdf/ });
    expect(replacedRow).toHaveAttribute('data-change', 'replaced');
    expect(within(replacedRow).getByText('已替换')).toBeInTheDocument();
    expect(within(replacedRow).getByText(/^承诺书\.pdf/)).toBeInTheDocument();
    // A scan of a few megabytes reads in megabytes, not as thousands of kilobytes.
    expect(within(replacedRow).getByText(/^承诺书（重签）\.pdf\s+3\.5 MB · SHA-256/)).toBeInTheDocument();
    expect(within(files).getByRole('row', { name: /商业计划书\.pdf/ })).toHaveAttribute('data-change', 'added');
    expect(within(files).getByRole('row', { name: /入驻申请表\.pdf/ })).toHaveAttribute('data-change', 'same');
    expect(within(files).getByRole('columnheader', { name: '第3版' })).toBeInTheDocument();
    // One field and two files.
    expect(screen.getByText('共 3 处变更')).toBeInTheDocument();
  });
});
