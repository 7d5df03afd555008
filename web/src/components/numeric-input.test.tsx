import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumericInput } from './numeric-input';

function Harness(props: Omit<Parameters<typeof NumericInput>[0], 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <NumericInput aria-label="金额" value={value} onChange={setValue} {...props} />
      <output aria-label="表单值">{value}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: '金额' });
const formValue = () => screen.getByRole('status', { name: '表单值' }).textContent;

describe('numeric input (spec section 5)', () => {
  it('drops letters and any second decimal point while typing', async () => {
    render(<Harness />);
    await userEvent.type(box(), '1a2.3.4b');
    expect(box()).toHaveValue('12.34');
    expect(formValue()).toBe('12.34');
  });

  it('clamps a negative entry to the minimum 0 on blur, and keeps it when min is below zero', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.type(box(), '-5');
    await userEvent.tab();
    expect(box()).toHaveValue('0');
    expect(formValue()).toBe('0');
    unmount();
    render(<Harness min="-100" />);
    await userEvent.type(box(), '-5');
    expect(box()).toHaveValue('-5');
  });

  it('never goes above max while typing and clamps to min on blur', async () => {
    render(<Harness max="100" min="10" />);
    await userEvent.type(box(), '250');
    expect(box()).toHaveValue('100');
    await userEvent.clear(box());
    await userEvent.type(box(), '3');
    await userEvent.tab();
    expect(box()).toHaveValue('10');
  });

  it('uses the default max of 9999999999999999', async () => {
    render(<Harness />);
    await userEvent.type(box(), '123456789012345678');
    expect(box()).toHaveValue('9999999999999999');
  });

  it('formats to the precision on blur', async () => {
    render(<Harness precision={4} />);
    await userEvent.type(box(), '12.5');
    await userEvent.tab();
    expect(box()).toHaveValue('12.5000');
    expect(formValue()).toBe('12.5000');
  });

  it('clears the field on blur when nothing numeric is left', async () => {
    render(<Harness min="-1" precision={2} />);
    await userEvent.type(box(), '-.');
    await userEvent.tab();
    expect(box()).toHaveValue('');
    expect(formValue()).toBe('');
  });
});
