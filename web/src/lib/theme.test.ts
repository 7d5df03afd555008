import { describe, expect, it } from 'vitest';
import { contrast, DEFAULT_THEME, readable, themeOf } from './theme';

describe('contrast', () => {
  it('matches the WCAG figures for known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's default blue and the portal's old one, as Lighthouse reported them.
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrast('#1890ff', '#ffffff')).toBeCloseTo(3.24, 1);
  });
});

describe('themeOf', () => {
  it.each([DEFAULT_THEME, '#13c2c2', '#52c41a', '#fa541c', '#722ed1', '#c41d7f'])(
    'makes %s readable as link text and under white button text, keeping its hue',
    (chosen) => {
      const theme = themeOf(chosen);
      expect(contrast(theme.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.primary, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
      expect(theme.config.token).toMatchObject({ colorPrimary: theme.primary, colorLink: theme.primary, colorInfo: theme.primary });
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(chosen.slice(i, i + 2), 16) || 1);
      const [r2, g2, b2] = [1, 3, 5].map((i) => Number.parseInt(theme.primary.slice(i, i + 2), 16));
      expect(r2! / r!).toBeCloseTo(g2! / g!, 1);
      expect(b2! / b!).toBeCloseTo(g2! / g!, 1);
    },
  );

  it('keeps a colour that is readable already', () => {
    expect(themeOf('#722ed1').primary).toBe('#722ed1');
    expect(readable('#000000', ['#ffffff'])).toBe('#000000');
  });

  it('gives status tags text that reads on their pale backgrounds, and secondary text that reads on white', () => {
    const tag = themeOf(DEFAULT_THEME).config.components?.Tag as Record<string, string>;
    expect(contrast(tag.colorSuccess!, '#f6ffed')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tag.colorWarning!, '#fffbe6')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tag.colorError!, '#fff2f0')).toBeGreaterThanOrEqual(4.5);
    // 审核中: the processing tag, primary text on its pale blue (4.46:1 with the primary alone).
    expect(contrast(tag.colorInfo!, tag.colorInfoBg!)).toBeGreaterThanOrEqual(4.5);
    // Danger buttons (驳回, 不通过) and field errors are red text on white or grey, and white text on red.
    const error = themeOf(DEFAULT_THEME).config.token?.colorError ?? '#ff4d4f';
    expect(contrast(error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(error, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    // rgba(0, 0, 0, 0.6) over white is #666666.
    expect(themeOf(DEFAULT_THEME).config.token?.colorTextTertiary).toBe('rgba(0, 0, 0, 0.6)');
    expect(contrast('#666666', '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    // Placeholders: rgba(0, 0, 0, 0.55) over white is #737373.
    expect(themeOf(DEFAULT_THEME).config.token?.colorTextPlaceholder).toBe('rgba(0, 0, 0, 0.55)');
    expect(contrast('#737373', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
