import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

// Vitest's expect knows nothing of locators; these wait the way a person looks at a screen.
// Use them in every journey instead of reading a locator once.

export const visible = async (locator: Locator, timeout = 15_000): Promise<void> => {
  await locator.first().waitFor({ state: 'visible', timeout });
};

/** Nothing matches, after the page has settled: poll until the count is zero. */
export const absent = async (locator: Locator, timeout = 5_000): Promise<void> => {
  await expect.poll(() => locator.count(), { timeout }).toBe(0);
};

export const disabled = async (locator: Locator, timeout = 5_000): Promise<void> => {
  await expect.poll(() => locator.first().isDisabled(), { timeout }).toBe(true);
};
