import type { Page } from 'playwright-core';
import { PASSWORD } from './api-client.ts';

/**
 * Fills the password tab of `loginPath` (staff: /login, applicants: /login/edge) and presses 登录, without waiting
 * for where that leads: a one-time password goes on to /password, a disabled account stays with a message.
 */
export const submitPassword = async (page: Page, account: string, { loginPath = '/login', password = PASSWORD } = {}): Promise<void> => {
  await page.goto(loginPath);
  await page.getByRole('tab', { name: '账号密码登录', exact: true }).click();
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
};

/** Signs a page in with an account's demo password at `loginPath` and waits to leave the login page. */
export const signInWithPassword = async (page: Page, account: string, loginPath = '/login'): Promise<void> => {
  await submitPassword(page, account, { loginPath });
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
};
