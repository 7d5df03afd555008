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

/**
 * A dialog once it has finished opening. antd's dialogs zoom in from the pointer: a click that Playwright aimed at a
 * button as the dialog began to scale could land beside it once it had, and the journey waited in vain for what the
 * button does (the review journey's 受理 confirmation, on a slow machine). A person clicks what is in front of them.
 */
export const opened = async (dialog: Locator): Promise<Locator> => {
  await visible(dialog);
  await dialog.first().evaluate((el) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && (target.contains(el) || el.contains(target));
        })
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return dialog;
};
