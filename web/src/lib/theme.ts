import type { ThemeConfig } from 'antd';

/** WCAG 2 level AA for body text; Lighthouse's accessibility score checks it. */
const AA_CONTRAST = 4.5;
/** The colour a new browser starts with; the staff settings drawer offers others. */
export const DEFAULT_THEME = '#1890ff';
const WHITE = '#ffffff';
/** antd's page background (colorBgLayout), under the staff pages' cards and breadcrumbs. */
const LAYOUT_GREY = '#f5f5f5';
/**
 * Secondary text (antd's colorTextTertiary, used for descriptions, empty states and breadcrumbs): antd's own
 * 45 % black is 3.4:1 on white; 60 % is 5.7:1 on white and 5.3:1 on the layout grey.
 */
export const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';
/**
 * Placeholders (colorTextPlaceholder, e.g. 请选择 in a select) are text too: antd's 25 % black is 1.8:1 on white.
 * 55 % is 4.7:1, a step lighter than secondary text so an empty box still looks empty.
 */
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.55)';
/** antd's status colours with the pale backgrounds (colorSuccessBg …) that status tags draw them on. */
const STATUS_ON = {
  colorSuccess: ['#52c41a', '#f6ffed'],
  colorWarning: ['#faad14', '#fffbe6'],
  colorError: ['#ff4d4f', '#fff2f0'],
} as const;

/** The pale blue behind the processing tag, pinned so the text colour is checked against what is drawn. */
const INFO_BG = '#e6f7ff';

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const darken = (hex: string, share: number) =>
  `#${channels(hex)
    .map((c) => Math.round(c * (1 - share)).toString(16).padStart(2, '0'))
    .join('')}`;

/** `colour` mixed with just enough black to read as text on every one of `backgrounds` (and to carry white text). */
export const readable = (colour: string, backgrounds: readonly string[]): string => {
  for (let step = 0; step < 100; step++) {
    const candidate = darken(colour, step / 100);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= AA_CONTRAST)) return candidate;
  }
  return '#000000';
};

/** antd's error red (#ff4d4f, 3.3:1 on white) darkened to read on white and the layout grey, as the primary is. */
const ERROR_TEXT = readable(STATUS_ON.colorError[0], [WHITE, LAYOUT_GREY]);

/**
 * The antd theme for a chosen colour. The colour is darkened where it falls short of AA, once here for every
 * page: it is the text colour of links and active tabs and the background of white button text. `primary` is
 * that colour, for the styles outside antd.
 */
export const themeOf = (chosen: string): { primary: string; config: ThemeConfig } => {
  const primary = readable(chosen, [WHITE, LAYOUT_GREY]);
  return {
    primary,
    config: {
      cssVar: { key: 'ftown' },
      hashed: false,
      token: {
        colorPrimary: primary,
        colorInfo: primary,
        colorLink: primary,
        colorTextTertiary: SECONDARY_TEXT,
        colorTextPlaceholder: PLACEHOLDER_TEXT,
        // Danger buttons' text and their white-on-red fill, error messages under fields, Typography danger: all text.
        colorError: ERROR_TEXT,
      },
      // Only tags: elsewhere (icons, borders, alert backgrounds) the status colours are not text.
      // The processing tag (审核中) draws the primary on a pale blue: 4.46:1 for the default primary, just short.
      components: {
        Tag: {
          ...Object.fromEntries(Object.entries(STATUS_ON).map(([token, [colour, bg]]) => [token, readable(colour, [bg])])),
          colorInfo: readable(primary, [INFO_BG]),
          colorInfoBg: INFO_BG,
        },
      },
    },
  };
};
