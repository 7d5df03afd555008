import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Spec section 9: no page scrolls sideways; a wide table scrolls inside its own box. Names the innermost elements
 * reaching past the right edge, outside any scrolling box, so a failure says where to look.
 */
export const expectNoSideScroll = async (page: Page, what: string): Promise<void> => {
  const { scrollWidth, width, widest } = await page.evaluate(() => {
    const edge = window.innerWidth + 1;
    const overflows = (el: Element) => el.getBoundingClientRect().right > edge;
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      width: window.innerWidth,
      widest: Array.from(document.querySelectorAll('body *'))
        .filter((el) => overflows(el) && el.closest('[style*="overflow"], .ant-table-content, .ant-table-body') === null)
        .filter((el) => !Array.from(el.children).some(overflows))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`),
    };
  });
  expect(scrollWidth, `${what} (${new URL(page.url()).pathname}) is ${scrollWidth} px wide at ${width} px: ${widest.join(', ')}`).toBeLessThanOrEqual(width);
};

/**
 * How many characters each line on screen holds, top to bottom, of the characters from..to of an element's text (all
 * of it by default), however the text is split into elements.
 */
export const lineLengths = (target: Locator, from = 0, to: number | null = null): Promise<number[]> =>
  target.evaluate(
    (el, [start, end]) => {
      const last = end ?? el.textContent!.length;
      const range = document.createRange();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const perLine = new Map<number, number>();
      let at = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent!.length;
        for (let i = Math.max(start - at, 0); i < Math.min(last - at, length); i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) perLine.set(Math.round(rect.top), (perLine.get(Math.round(rect.top)) ?? 0) + 1);
        }
        at += length;
      }
      return [...perLine].sort(([a], [b]) => a - b).map(([, count]) => count);
    },
    [from, to] as const,
  );

/**
 * How many lines the characters from..to of an element's text take on screen: a text meant to stay together takes
 * one.
 */
export const textLines = async (target: Locator, from = 0, to: number | null = null): Promise<number> =>
  (await lineLengths(target, from, to)).length;

/** The columns named end where the pinned 操作 column begins: what a person triages by is beside it, not under it. */
export const expectBesideActions = async (page: Page, columns: readonly string[]): Promise<void> => {
  const edges = async (name: string) => (await page.getByRole('columnheader', { name, exact: true }).boundingBox())!;
  const [actions, ...boxes] = await Promise.all([edges('操作'), ...columns.map(edges)]);
  boxes.forEach((box, i) => expect(box.x + box.width, columns[i]).toBeLessThanOrEqual(actions.x));
};

/** Each part ends inside the screen's width, in view without scrolling anything sideways. */
export const expectInsideWidth = async (parts: readonly Locator[], width: number): Promise<void> => {
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
};
