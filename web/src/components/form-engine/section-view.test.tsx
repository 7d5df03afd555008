import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DEMO_A } from '@ftown/domain/applications/examples';
import { sectionOf } from '@ftown/domain/applications/forms';
import type { SectionDef } from '@ftown/domain/applications/form-model';
import { Providers } from '@/app/providers';
import { SectionView } from './section-view';

const section = (key: Parameters<typeof sectionOf>[1]): SectionDef => {
  const def = sectionOf('manager_company', key);
  if (!def) throw new Error(`no ${key}`);
  return def;
};

/** The text of the description beside a label. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'th, th *' }).closest('th')!.nextElementSibling;

describe('section view', { timeout: 30_000 }, () => {
  it('reads a section as labelled rows, amounts with thousand separators, no inputs', () => {
    render(
      <Providers>
        <SectionView section={section('base')} data={{ ...DEMO_A.data.base, registeredCapital: '12345.5' }} />
      </Providers>,
    );
    expect(valueOf('企业名称（拟设立名称）')).toHaveTextContent(String(DEMO_A.data.base!.name));
    expect(valueOf('注册资本（万元）')).toHaveTextContent('12,345.5000');
    expect(valueOf('实际办公地址')).toHaveTextContent(String(DEMO_A.data.base!.officeAddress));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows what is missing as a dash', () => {
    render(
      <Providers>
        <SectionView section={section('base')} data={undefined} />
      </Providers>,
    );
    expect(valueOf('注册资本（万元）')).toHaveTextContent('—');
  });

  it('lays a list section out as a table, percentages with 2 decimals and options by their label', () => {
    render(
      <Providers>
        <SectionView section={section('capital')} data={DEMO_A.data.capital} />
      </Providers>,
    );
    const table = screen.getByRole('table', { name: '股东及出资' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('认缴出资额（万元）')).toBeInTheDocument();
    const first = rows[1]!;
    expect(within(first).getByText('张三')).toBeInTheDocument();
    expect(within(first).getAllByText('600.0000')).toHaveLength(2);
    expect(within(first).getByText('60.00%')).toBeInTheDocument();
    expect(within(first).getByText('货币')).toBeInTheDocument();
  });

  it('puts a nested list of a single section in a table of its own', () => {
    render(
      <Providers>
        <SectionView section={section('finance')} data={DEMO_A.data.finance} />
      </Providers>,
    );
    const plan = screen.getAllByRole('table').find((t) => within(t).queryAllByRole('row').length === 4);
    expect(plan).toBeDefined();
  });
});
