import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Button } from 'antd';
import Cookies from 'js-cookie';
import { useSettingsStore } from '@/stores/settings-store';
import { renderWithProviders } from '@/test/render';
import { SettingsDrawer } from './settings-drawer';

beforeEach(() => useSettingsStore.setState({ showSettings: true, size: 'medium' }));
afterEach(() => {
  Cookies.remove('size');
  useSettingsStore.setState({ showSettings: false, size: 'medium' });
});

describe('settings drawer', () => {
  it('offers the component size, writes the size cookie and sizes every antd component by it', async () => {
    renderWithProviders(
      <>
        <SettingsDrawer />
        <Button>保存</Button>
      </>,
    );
    const sizes = await screen.findByRole('radiogroup', { name: '组件尺寸' });
    expect(screen.getByRole('radio', { name: '中' })).toBeChecked();
    expect(screen.getByRole('button', { name: '保存' })).not.toHaveClass('ant-btn-lg');

    fireEvent.click(screen.getByRole('radio', { name: '大' }));
    expect(Cookies.get('size')).toBe('large');
    expect(useSettingsStore.getState().size).toBe('large');
    expect(screen.getByRole('button', { name: '保存' })).toHaveClass('ant-btn-lg');

    fireEvent.click(screen.getByRole('radio', { name: '小' }));
    expect(Cookies.get('size')).toBe('small');
    expect(screen.getByRole('button', { name: '保存' })).toHaveClass('ant-btn-sm');
    expect(sizes).toBeInTheDocument();
  });
});
