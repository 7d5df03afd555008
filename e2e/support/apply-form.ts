import type { Page } from 'playwright-core';

/** Submits the application open in the form (its last part shown) after the confirm, and waits for the list. */
export const submitFromForm = async (page: Page) => {
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.getByRole('dialog', { name: '确认提交申请' }).getByRole('button', { name: '确认提交' }).click();
  await page.waitForURL('**/edge/index');
};
