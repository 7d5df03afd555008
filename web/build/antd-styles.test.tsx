import { describe, expect, it } from 'vitest';
import { antdStylesheets } from './antd-styles.tsx';

/** antd's map of a stylesheet: "|Button-Button|ant-btn|anticon:1coyynz" is the component, its class, the icons' class, the style's hash. */
const mapOf = (css: string) =>
  (/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/.exec(css)?.[1] ?? '').split(';').map((entry) => entry.split('|'));

const sheets = antdStylesheets();

describe("the first screens' stylesheet", () => {
  const css = sheets.firstScreens;
  const entries = mapOf(css);

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

describe("the staff screens' stylesheet", () => {
  const first = mapOf(sheets.firstScreens);
  const css = sheets.staffScreens;
  const entries = mapOf(css);
  const components = entries.map(([, component]) => component);

  it("names the first screens' styles too: antd reads one map, the one declared last", () => {
    expect(entries).toEqual(expect.arrayContaining(first));
    expect(components).toEqual(expect.arrayContaining(['Table-Table', 'Menu-Menu', 'Select-Select', 'Pagination-Pagination', 'Dropdown-Dropdown']));
  });

  it('holds the rules of every staff component it names, and none of the first screens’ again', () => {
    const own = entries.filter((entry) => !first.some((f) => f.join('|') === entry.join('|')));
    expect(own.length).toBeGreaterThan(10);
    for (const [, , className] of own) expect(css, className).toContain(`.${className}`);
    expect(css).toMatch(/\.ant-table-wrapper/);
    // The button's rules are in the first screens' stylesheet only.
    expect(css).not.toMatch(/\.ant-btn\{[^}]*font-family:var\(--ant-font-family\)/);
  });
});
