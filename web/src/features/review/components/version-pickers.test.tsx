import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderReview } from '../test/render';
import { VersionPickers } from './version-pickers';

const openOptions = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name }));
  return [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];
};

describe('version pickers', { timeout: 30_000 }, () => {
  it('offers every version for 版本 A except the one 版本 B shows, and names the pair picked', async () => {
    const onChange = vi.fn();
    renderReview(<VersionPickers latest={3} against={2} version={3} onChange={onChange} />);
    const options = await openOptions('版本 A');
    expect(options.map((o) => [o.getAttribute('title'), o.classList.contains('ant-select-item-option-disabled')])).toEqual([
      ['第1版', false],
      ['第2版', false],
      ['第3版（最新）', true],
    ]);
    await userEvent.click(await screen.findByTitle('第1版'));
    expect(onChange).toHaveBeenCalledWith({ against: 1, version: 3 });
  });

  it('changes 版本 B and keeps 版本 A', async () => {
    const onChange = vi.fn();
    renderReview(<VersionPickers latest={3} against={1} version={3} onChange={onChange} />);
    await openOptions('版本 B');
    await userEvent.click(await screen.findByTitle('第2版'));
    expect(onChange).toHaveBeenCalledWith({ against: 1, version: 2 });
  });
});
