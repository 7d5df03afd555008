import type { Locator, Page } from 'playwright-core';
import { visible } from './assert.ts';

/**
 * The server sends one code a minute per number (DESIGN section 3), and the journey files share one server
 * in whatever order vitest runs them: 13800000001 signs in in the foundation and applications journeys,
 * 13800000002 in the reporting and sign-in journeys, seconds apart when their files run back to back. So a
 * test that asks for a code may wait up to a minute on top of its own work.
 */
export const SMS_TEST_TIMEOUT = 60_000 + 60_000;

/**
 * Asks for a code on the login form showing and returns the button's countdown. When the number had a code
 * less than a minute ago, the refusal names the seconds left and the journey waits exactly that, as a
 * person reading the message would; any other refusal fails the journey with the server's message.
 */
export const requestSmsCode = async (page: Page): Promise<Locator> => {
  const countdown = page.getByRole('button', { name: /\d+秒后重新获取/ });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const replied = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/sam/sendSmsCode'));
    await page.getByRole('button', { name: '获取验证码' }).click();
    const reply = await replied;
    if (reply.ok()) {
      await visible(countdown);
      return countdown;
    }
    const { message } = (await reply.json()) as { message: string };
    const secondsLeft = /请(\d+)秒后再试/.exec(message)?.[1];
    if (secondsLeft === undefined) throw new Error(`sendSmsCode answered ${reply.status()}: ${message}`);
    await page.waitForTimeout(Number(secondsLeft) * 1000 + 500);
  }
  throw new Error('the server refused an SMS code after the wait it named');
};
