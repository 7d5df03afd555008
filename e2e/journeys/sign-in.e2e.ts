import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visible } from '../support/assert.ts';
import { expectAccessible } from '../support/axe.ts';
import { newContext, screenshot, smsCodeFor, useBrowser, watchErrors, type Viewport } from '../support/browser.ts';
import { requestSmsCode, SMS_TEST_TIMEOUT } from '../support/sms.ts';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };

const freshPage = async (viewport?: Viewport) => {
  const context = await newContext(browser(), viewport);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
};

/** Fills the password tab of whichever login page is showing. */
const passwordLogin = async (page: Page, account: string) => {
  await page.getByRole('tab', { name: '账号密码登录', exact: true }).click();
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: '登录' }).click();
};

describe('every way in and out', () => {
  it('both login pages, each tab of them, have no serious accessibility violation', async () => {
    const { context, page } = await freshPage();
    for (const path of ['/login', '/login/edge']) {
      await page.goto(path);
      const tabs = page.getByRole('tab');
      await visible(tabs);
      const names = await tabs.allTextContents();
      for (const name of names) {
        await page.getByRole('tab', { name, exact: true }).click();
        await visible(page.getByRole('button', { name: '登录' }));
        await expectAccessible(page, `${path} ${name}`);
      }
    }
    await context.close();
  });

  it('the sign-in form arrives styled with the app: antd computes none of its styles in the page', async () => {
    const { context, page } = await freshPage();
    await page.goto('/login/edge');
    const login = page.getByRole('button', { name: '登录' });
    await visible(login);
    // antd puts a component's styles in a <style> of their own when it first renders one; the form's come
    // with the app's stylesheet (web/build/antd-styles.tsx), so that work is out of the first screen's commit.
    const computed = await page.evaluate(() =>
      Array.from(document.querySelectorAll('style')).map((s) => s.textContent ?? '').filter((css) => /^\.ant-(btn|input)\{/.test(css)),
    );
    expect(computed).toEqual([]);
    // …and the button is still antd's primary button, in the theme's colour.
    const looks = await login.evaluate((el) => {
      const style = getComputedStyle(el);
      const primary = style.getPropertyValue('--ant-color-primary').trim();
      return { radius: style.borderRadius, background: style.backgroundColor, primary };
    });
    expect(looks.radius).not.toBe('0px');
    expect(looks.primary).toMatch(/^#[0-9a-f]{6}$/i);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(looks.primary.slice(i, i + 2), 16));
    expect(looks.background).toBe(`rgb(${r}, ${g}, ${b})`);
    await context.close();
  });

  it('a desktop shows a QR code, a signed-in phone confirms it, and the desktop signs in', async () => {
    const desktop = await freshPage();
    await desktop.page.goto('/login/edge');
    const generated = desktop.page.waitForResponse((r) => r.url().includes('/sam/generateQrCode'));
    await desktop.page.getByRole('link', { name: '扫码登录' }).click();
    const { data } = (await (await generated).json()) as { data: { scanCode: string } };
    await visible(desktop.page.getByText('请使用已登录本系统的手机扫描二维码'));
    await visible(desktop.page.locator('canvas'));
    await screenshot(desktop.page, 'qr-login');

    // The phone opens what the code points to; it is not signed in yet, so it signs in first.
    const phone = await freshPage(PHONE);
    await phone.page.goto(`/qr/confirm?code=${encodeURIComponent(data.scanCode)}`);
    await phone.page.waitForURL(/\/login\/edge\?redirect=/);
    await passwordLogin(phone.page, 'zhangsan');
    await phone.page.waitForURL(/\/qr\/confirm/);
    await visible(phone.page.getByRole('heading', { name: '登录确认' }));
    await visible(phone.page.getByText('张三'));
    await visible(phone.page.getByText('个人扫码登录'));
    await visible(desktop.page.getByText('扫描成功，请在手机上确认登录'));
    await phone.page.getByRole('button', { name: '确认登录' }).click();
    await visible(phone.page.getByText('已确认登录'));

    await desktop.page.waitForURL('**/home_edge');
    await visible(desktop.page.getByRole('heading', { name: '欢迎您，张三' }));
    expect(desktop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await desktop.context.close();
    await phone.context.close();
  });

  it('staff open change management through a hand-off, and the way back through /cross signs a user in', async () => {
    const staff = await freshPage();
    await staff.page.goto('/login');
    await passwordLogin(staff.page, 'chief');
    await staff.page.waitForURL('**/home');
    const nav = staff.page.getByRole('navigation', { name: '系统导航' });
    const opened = staff.context.waitForEvent('page');
    await nav.getByRole('button', { name: '变更管理' }).click();
    const system = await opened;
    await system.waitForURL(/\/park\/change\/\?Xtoken=/);
    await visible(system.getByText('已通过基金小镇门户登录'));
    await visible(system.getByText('刘建国'));
    const back = await system.getByRole('link', { name: '返回基金小镇门户' }).getAttribute('href');
    expect(back).toMatch(/^\/cross\?Xtoken=.+&Xreferer=change&Xttl=120&redirect=%2F$/);

    // A browser with no session of the portal arrives from the other system.
    const arriving = await freshPage();
    await arriving.page.goto(back ?? '');
    await arriving.page.waitForURL('**/home');
    await visible(arriving.page.getByRole('button', { name: '用户菜单' }).getByText('刘建国'));
    // The hand-off was single-use: the same link now refuses.
    const again = await freshPage();
    await again.page.goto(back ?? '');
    await visible(again.page.getByText('该跨系统登录凭证已使用，请从原系统重新进入'));
    expect(staff.errors).toEqual([]);
    expect(arriving.errors).toEqual([]);
    await staff.context.close();
    await arriving.context.close();
    await again.context.close();
  });

  it('a company-mobile user switches to the individual login from the quick menu', async () => {
    const { page, errors, context } = await freshPage();
    await page.goto('/login/edge');
    await page.getByRole('tab', { name: '法人手机登录', exact: true }).click();
    await page.getByLabel('手机号码').fill('13800000002');
    await requestSmsCode(page);
    await page.getByLabel('验证码').fill(await smsCodeFor('13800000002'));
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const menu = page.getByRole('menu', { name: '快捷菜单' });
    await menu.getByText('机构入驻申请').click();
    const dialog = page.getByRole('dialog', { name: '提示' });
    await visible(dialog.getByText('是否切换至个人业务入驻申请'));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();

    await page.waitForURL('**/edge/index');
    await visible(menu.getByText('申请管理'));
    await page.getByRole('button', { name: '用户信息' }).click();
    const drawer = page.getByRole('dialog', { name: '用户信息' });
    await visible(drawer.getByText('手机登录', { exact: true }));
    await visible(drawer.getByText('13800000002'));
    expect(errors).toEqual([]);
    await context.close();
  }, SMS_TEST_TIMEOUT);
});
