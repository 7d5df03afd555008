import { expect } from 'vitest';
import type { Page } from 'playwright-core';

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
