import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_A } from '@ftown/domain/applications/examples';
import { formatOpinionNote } from '@ftown/domain/review/opinion-note';
import { applyOf, envelope } from '@/test/fixtures';
import { applicantWithFetch } from '../test/applicant-fetch';
import { renderPage } from '../test/render-page';
import ApplyViewPage from './apply-view-page';

const fetchMock = applicantWithFetch();

describe('application view header', { timeout: 60_000 }, () => {
  it('shows a long return note as labelled rows in a scrolling box, labels on one line', async () => {
    const reason = `名称与已登记企业近似；请更换"字号"\n${'说明'.repeat(200)}`;
    const note = formatOpinionNote({ type: 'return', project: '企业名称', reason, other: '' });
    const apply = applyOf({ id: 5, unicodes: 'ENT-5', status: 4, version: 1, note });
    fetchMock.mockImplementation(async () => envelope({ apply, version: 0, sections: {}, attachments: [], warnings: [] }));
    renderPage('/edge/apply/index?id=5&unicodes=ENT-5&ps=2', { '/edge/apply/index': <ApplyViewPage /> });

    const box = await screen.findByRole('region', { name: '审核意见全文' });
    expect(box).toHaveStyle({ overflowY: 'auto' });
    const rows = [...box.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['驳回事项：', '企业名称'],
      ['驳回原因：', reason],
      ['其他：', '无'],
    ]);
    expect(box.textContent).not.toContain('\\；');
    const label = screen.getByText('审核意见', { selector: 'th, th *' });
    expect(label.closest('th')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(box).getAllByRole('term').every((t) => getComputedStyle(t).whiteSpace === 'nowrap')).toBe(true);
  });

  it('reads the sections as labelled rows and tables, not as disabled inputs', async () => {
    const apply = applyOf({ id: 5, unicodes: 'ENT-5', status: 1, version: 1 });
    fetchMock.mockImplementation(async () => envelope({ apply, version: 0, sections: DEMO_A.data, attachments: [], warnings: [] }));
    renderPage('/edge/apply/index?id=5&unicodes=ENT-5', { '/edge/apply/index': <ApplyViewPage /> });

    const name = await screen.findByText('企业名称（拟设立名称）', { selector: 'th, th *' });
    expect(name.closest('th')?.nextElementSibling).toHaveTextContent(String(DEMO_A.data.base!.name));
    expect(screen.getByText('注册资本（万元）', { selector: 'th, th *' }).closest('th')?.nextElementSibling).toHaveTextContent('1,000.0000');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '股东及出资' }));
    const table = await screen.findByRole('table', { name: '股东及出资' });
    expect(within(table).getByRole('row', { name: /张三/ })).toHaveTextContent('60.00%');
  });
});
