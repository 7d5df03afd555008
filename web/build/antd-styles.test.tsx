import { describe, expect, it } from 'vitest';
import { firstScreenStyles } from './antd-styles.tsx';

describe('firstScreenStyles', () => {
  const css = firstScreenStyles();
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/.exec(css)?.[1] ?? '';
  // "|Button-Button|ant-btn|anticon:1coyynz": the component, its class, the icons' class, the style's hash.
  const entries = map.split(';').map((entry) => entry.split('|'));

  it('maps the sign-in form and the applicant home for antd, which skips what its map names', () => {
    const components = entries.map(([, component]) => component);
    expect(components).toEqual(expect.arrayContaining(['Button-Button', 'Input-Component', 'Layout-Layout', 'Card-Card', 'Typography-Typography']));
    // The staff tables are drawn in the browser: 45 KB more for every first screen.
    expect(components).not.toContain('Table-Table');
  });

  it('holds the rules of every component its map names: one named but missing would show unstyled', () => {
    for (const [, , className] of entries.filter((entry) => entry[1] !== 'ant-design-icons' && entry[1] !== 'Shared')) {
      expect(css, className).toContain(`.${className}`);
    }
    expect(css).toMatch(/\.ant-btn\{[^}]*font-family:var\(--ant-font-family\)/);
  });
});
