import type { Page } from 'playwright-core';
import { PASSWORD } from './api-client.ts';

/** Signs a page in with an account's password at `loginPath` (staff: /login, applicants: /login/edge) and waits to leave it. */
export const signInWithPassword = async (page: Page, account: string, loginPath = '/login'): Promise<void> => {
  await page.goto(loginPath);
  await page.getByRole('tab', { name: '账号密码登录', exact: true }).click();
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
};
