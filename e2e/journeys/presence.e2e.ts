import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { absent, visible } from '../support/assert.ts';
import { ok, passwordToken, submitManagerApplication, type Apply } from '../support/api-client.ts';
import { openPage, screenshot, useBrowser, type Viewport } from '../support/browser.ts';
import { signInWithPassword } from '../support/sign-in.ts';
import { expectBesideActions } from '../support/layout.ts';

/**
 * Who is examining (issue 14 part 3): gov1 (黄磊) opens an application at 政务服务中心初审; the administrator, in
 * another browser, sees "黄磊 正在审核" in the queue and the view, and takes it over; gov1's open view turns
 * read-only at once, naming who took over.
 */
const NAME = '杭州接手审核示例私募基金管理有限公司';
/** A second application at the same stage that nobody has open: the administrator's row of it offers every decision. */
const OTHER = '杭州待审核示例私募基金管理有限公司';

const browser = useBrowser();

let pagesOpened = 0;
/** A signed-in page in a browser context of its own (its own session and live streams), at `viewport`. */
const staffPage = async (account: string, viewport?: Viewport): Promise<{ page: Page; errors: string[] }> => {
  const opened = await openPage(browser(), `presence-${++pagesOpened}-${account}`, viewport);
  await signInWithPassword(opened.page, account);
  return opened;
};

let apply: Apply;
const view = () => `/examine/view/index/${apply.id}`;
const decide = (page: Page) => page.getByRole('button', { name: '通过', exact: true });

describe('presence journey', () => {
  it('two applications wait at 政务服务中心初审, assigned to 黄磊 (through the API)', async () => {
    const applicant = await passwordToken('zhangsan');
    const chief = await passwordToken('chief');
    const candidates = await ok<{ id: number; name: string }[]>('/sam/selectExamineAssistant?stage=gov_distribution', chief);
    const gov1 = candidates.find((c) => c.name === '黄磊');
    const assigned = async (name: string) => {
      const submitted = await submitManagerApplication(applicant, name);
      await ok('/apply/home/startExamine', chief, { id: submitted.id, unicodes: submitted.unicodes });
      return ok<Apply>('/examine/flow/assign', chief, { apply: submitted.id, stage: 'gov_distribution', examiner: gov1!.id });
    };
    apply = await assigned(NAME);
    expect(apply.stage).toBe('gov_early');
    expect((await assigned(OTHER)).stage).toBe('gov_early');
  });

  it('黄磊 opens it; the administrator sees him examining it in the queue and the view, and takes over', async () => {
    const gov1 = await staffPage('gov1');
    await gov1.page.goto(view());
    await visible(decide(gov1.page));

    const admin = await staffPage('admin');
    await admin.page.goto('/government/early/index');
    const row = admin.page.getByRole('row', { name: new RegExp(NAME) });
    await visible(row.getByText('黄磊 正在审核'));
    await absent(row.getByRole('button', { name: '通过', exact: true }));
    await screenshot(admin.page, 'presence-queue');
    // With every decision of the stage on the other row (通过, 驳回, 不通过), the examiners still end left of the pinned
    // actions at 1440 px: 状态 and 环节 repeated the queue on every row and pushed them under.
    await visible(admin.page.getByRole('row', { name: new RegExp(OTHER) }).getByRole('button', { name: '不通过', exact: true }));
    await expectBesideActions(admin.page, ['审核人员']);

    await admin.page.goto(view());
    await visible(admin.page.getByText('黄磊 正在审核'));
    await absent(decide(admin.page));
    await admin.page.getByRole('button', { name: '接手审核' }).click();
    const confirm = admin.page.getByRole('dialog').filter({ hasText: '黄磊 正在审核该申请' });
    await confirm.getByRole('button', { name: '接手审核' }).click();
    await visible(admin.page.locator('.ant-message').getByText('已接手审核'));
    await visible(decide(admin.page));

    // 黄磊's view hears it over his live stream, without a reload.
    await visible(gov1.page.getByText('系统管理员 已接手审核，本页已转为只读'));
    await absent(decide(gov1.page));
    // ...and its timeline lists the takeover, also without a reload.
    await visible(gov1.page.getByText('原审核人员：黄磊'));
    await screenshot(gov1.page, 'presence-taken-over');
    expect(gov1.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('on a phone, 黄磊 sees who examines it and may take it back', async () => {
    const phone = await staffPage('gov1', { width: 390, height: 844 });
    await phone.page.goto(view());
    await visible(phone.page.getByText('系统管理员 正在审核'));
    await visible(phone.page.getByRole('button', { name: '接手审核' }));
    await screenshot(phone.page, 'presence-view-390');
    expect(phone.errors).toEqual([]);
  });
});
