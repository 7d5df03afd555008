import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { absent, opened, visible } from '../support/assert.ts';
import { openPage, screenshot, useBrowser, type Viewport } from '../support/browser.ts';
import { expectInsideWidth, expectNoSideScroll, lineLengths } from '../support/layout.ts';
import { submitPassword } from '../support/sign-in.ts';

const browser = useBrowser();

let pagesOpened = 0;

const freshPage = (viewport?: Viewport) => openPage(browser(), `administration-${++pagesOpened}`, viewport);

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
/** A confirm dialog by its question: several dialogs may be in the page while one closes. */
const dialogAsking = (page: Page, question: string) => page.getByRole('dialog').filter({ hasText: question });

const EXAMINER = { username: 'e2eexam', realname: '周审查', password: 'Chosen@2026x' };

describe('staff administration journey', () => {
  it('an administrator creates an examiner with one queue; the examiner changes the one-time password and sees only that queue; disabling logs the open tab out', async () => {
    const admin = await freshPage();
    await submitPassword(admin.page, 'admin');
    await admin.page.waitForURL('**/home');
    const menu = sideMenu(admin.page);
    await menu.getByText('系统管理').click();
    await menu.getByRole('menuitem', { name: '员工账号' }).click();
    await visible(admin.page.getByRole('cell', { name: 'chief', exact: true }));
    await visible(admin.page.getByText('政务服务中心负责人').first());

    await admin.page.getByRole('button', { name: '新建账号' }).click();
    const form = await opened(admin.page.getByRole('dialog').filter({ hasText: '新建工作人员账号' }));
    await form.getByLabel('用户名').fill(EXAMINER.username);
    await form.getByLabel('姓名').fill(EXAMINER.realname);
    await form.getByRole('checkbox', { name: '待受理申请' }).check();
    await screenshot(admin.page, 'administration-create');
    await form.getByRole('button', { name: '创建' }).click();

    const shown = admin.page.getByTestId('one-time-password').locator('code');
    await visible(shown);
    const oneTime = (await shown.textContent()) ?? '';
    expect(oneTime).toMatch(/^\S{16}$/);
    await admin.page.getByRole('button', { name: '我已记下' }).click();
    await visible(admin.page.getByRole('cell', { name: EXAMINER.username, exact: true }));
    await screenshot(admin.page, 'administration-staff');
    // A value that wraps does not end on one character: the name column showed '系统管理' over '员'.
    const adminName = admin.page.getByRole('cell', { name: '系统管理员', exact: true });
    expect(await lineLengths(adminName)).not.toContain(1);

    // The examiner's first sign-in: nothing but changing the one-time password until it is changed.
    const examiner = await freshPage();
    await submitPassword(examiner.page, EXAMINER.username, { password: oneTime });
    await examiner.page.waitForURL('**/password');
    await visible(examiner.page.getByText('您正在使用初始密码登录'));
    await examiner.page.getByLabel('原密码').fill(oneTime);
    await examiner.page.getByLabel('新密码', { exact: true }).fill(EXAMINER.password);
    await examiner.page.getByLabel('确认新密码').fill(EXAMINER.password);
    await examiner.page.getByRole('button', { name: '修改密码' }).click();
    await examiner.page.waitForURL('**/home');

    const examinerMenu = sideMenu(examiner.page);
    await examinerMenu.getByRole('menuitem', { name: '待受理申请' }).click();
    await visible(examiner.page.getByRole('heading', { name: '待受理申请' }));
    await absent(examinerMenu.getByText('系统管理'));
    await absent(examinerMenu.getByText('企业名录'));
    await absent(examinerMenu.getByRole('menuitem', { name: '合规风控委员会审核' }));
    await absent(examinerMenu.getByText('政务服务中心'));

    // Disabled while the tab is open: its event stream ends, and the tab is told and sent back to sign in.
    const search = admin.page.getByRole('searchbox', { name: '搜索员工账号' });
    await search.fill(EXAMINER.username);
    await search.press('Enter');
    const row = admin.page.getByRole('row').filter({ hasText: EXAMINER.realname });
    await row.getByRole('button', { name: '停用' }).click();
    const confirm = await opened(dialogAsking(admin.page, `确定停用“${EXAMINER.realname}`));
    await confirm.getByRole('button', { name: '停用' }).click();
    await visible(row.getByText('已停用'));

    const loggedOut = dialogAsking(examiner.page, '您已被登出');
    await visible(loggedOut, 30_000);
    await opened(loggedOut);
    await loggedOut.getByRole('button', { name: '重新登录' }).click();
    await examiner.page.waitForURL(/\/login/);
    await submitPassword(examiner.page, EXAMINER.username, { password: EXAMINER.password });
    await visible(examiner.page.getByText('该账号已停用，请联系系统管理员'));

    // Both are in the audit log, in words an administrator reads: the account's change and the refused sign-in.
    await menu.getByRole('menuitem', { name: '审计日志' }).click();
    const disabled = admin.page.getByRole('row').filter({ hasText: '停用员工账号' }).first();
    await visible(disabled.getByText('账号状态：正常 → 停用'));
    await visible(disabled.getByText('系统管理员（管理员）'));
    const refused = admin.page.getByRole('row').filter({ hasText: '登录失败' }).first();
    await visible(refused.getByText(`登录方式：账号密码登录；账号：${EXAMINER.username}；原因：该账号已停用，请联系系统管理员`));
    await absent(admin.page.getByText('{"', { exact: false }));
    await screenshot(admin.page, 'audit-log');

    expect(admin.errors).toEqual([]);
  }, 120_000);

  it('at 390 px the account pages keep their tables inside the screen', async () => {
    const { page, errors } = await freshPage({ width: 390, height: 844 });
    await submitPassword(page, 'admin');
    await page.waitForURL('**/home');
    // `beside`: a cell whose text must show beside the fixed 操作 column before any sideways scroll. The staff
    // page's three links once took 180 px of the table's 326, and the names lay under them.
    for (const [path, name, beside, shot] of [
      ['/administration/staff', 'chief', '系统管理员', 'administration-staff-390'],
      ['/administration/companies', '杭州示例实业投资有限公司', '杭州示例实业投资有限公司', 'administration-companies-390'],
    ] as const) {
      await page.goto(path);
      await visible(page.getByRole('cell', { name, exact: true }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const textRight = await page.getByRole('cell', { name: beside, exact: true }).evaluate((cell) => {
        const text = document.createRange();
        text.selectNodeContents(cell);
        return text.getBoundingClientRect().right;
      });
      const actions = (await page.getByRole('columnheader', { name: '操作', exact: true }).boundingBox())!;
      expect(textRight, beside).toBeLessThanOrEqual(actions.x);
      await screenshot(page, shot);
    }

    // The audit log: each entry's action, time and detail in view, and the filters inside the screen.
    await page.goto('/administration/audit');
    const signIn = page.getByRole('row').filter({ hasText: '登录成功' }).first();
    await visible(signIn);
    await expectInsideWidth([signIn.getByText('登录方式：账号密码登录'), signIn.getByText('系统管理员（管理员）'), page.getByRole('button', { name: '重置' })], 390);
    await expectNoSideScroll(page, 'the audit log');
    await screenshot(page, 'audit-log-390');
    expect(errors).toEqual([]);
  });

  it('the stage time limits line up in columns at 1440 px and in one column at 390 px', async () => {
    const { page, errors } = await freshPage();
    await submitPassword(page, 'admin');
    await page.waitForURL('**/home');
    const limits = page.locator('.ant-card').filter({ hasText: '各环节审批时限（工作日）' }).locator('.ant-input-number');
    // Where each field starts: laid out inline, the sixteen fields of unequal labels started at sixteen places.
    const starts = async () => new Set(await limits.evaluateAll((fields) => fields.map((f) => Math.round(f.getBoundingClientRect().left))));
    for (const [viewport, columns, shot] of [
      [{ width: 1440, height: 900 }, 4, 'time-limits'],
      [{ width: 390, height: 844 }, 1, 'time-limits-390'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/time-limits/index');
      await visible(page.getByLabel('受理', { exact: true }));
      expect(await limits.count()).toBeGreaterThan(columns);
      expect((await starts()).size).toBe(columns);
      await screenshot(page, shot);
    }
    expect(errors).toEqual([]);
  });
});
