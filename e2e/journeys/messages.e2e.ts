import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { absent, visible } from '../support/assert.ts';
import { ok, passwordToken, submitManagerApplication, type Apply } from '../support/api-client.ts';
import { keepScreenOnFailure, newContext, screenshot, useBrowser, watchErrors } from '../support/browser.ts';
import { signInWithPassword } from '../support/sign-in.ts';

/**
 * Messages and live notices across browser contexts and tabs. 张三's applications reach the service centre
 * through the API; gov1 (黄磊) returns one in the browser while 张三's bell rises in another context, and his open
 * view of it, his list and the chief's queue page follow without a reload; 张三 reads
 * the reason in the opinion drawer, and marking the message read lowers the count in his second tab. Then gov1
 * works with eight tabs open: every tab's bell and badges follow, every page loads, and closing the tab that holds
 * the streams hands them to another.
 */
const NAMES = ['杭州消息示例一号私募基金管理有限公司', '杭州消息示例二号私募基金管理有限公司'] as const;
const LIVE_MS = 15_000;


const browser = useBrowser();


const unreadTotal = async (token: string) => (await ok<{ total: number }>('/litemsg/selectUnReadTotal', token)).total;

/** The chief takes it up and distributes it to gov1 (黄磊), whose first review it then waits in. */
const distributeToGov1 = async (chief: string, apply: Apply): Promise<Apply> => {
  await ok('/apply/home/startExamine', chief, { id: apply.id, unicodes: apply.unicodes, category: 'manager', companyType: 'company' });
  const candidates = await ok<{ id: number; name: string }[]>('/sam/selectExamineAssistant?stage=gov_distribution', chief);
  const gov1 = candidates.find((c) => c.name === '黄磊');
  expect(gov1).toBeDefined();
  const assigned = await ok<Apply>('/examine/flow/assign', chief, { apply: apply.id, stage: 'gov_distribution', examiner: gov1!.id });
  expect(assigned.stage).toBe('gov_early');
  return assigned;
};

const contexts: BrowserContext[] = [];

/** A signed-in browser context (one person's browser); its pages are that person's tabs. */
const signedInContext = async (who: string, account: string, loginPath: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await newContext(browser());
  contexts.push(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  keepScreenOnFailure(page, `messages-${who}`);
  await signInWithPassword(page, account, loginPath);
  return { context, page, errors };
};

const bell = (page: Page) => page.getByRole('button', { name: /^未读消息 \d+ 条$/ });
const bellCount = async (page: Page) => Number(await bell(page).getAttribute('data-unread'));
/** The count changes by itself: no reload, no navigation. */
const bellShows = (page: Page, count: number) => expect.poll(() => bellCount(page), { timeout: LIVE_MS }).toBe(count);

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
/** The service centre group's badge: the sum of gov1's two queues there. */
const centreBadge = async (page: Page) =>
  Number(await sideMenu(page).locator('[data-notices]', { hasText: '政务服务中心' }).first().getAttribute('data-notices'));
const badgeShows = (page: Page, count: number) => expect.poll(() => centreBadge(page), { timeout: LIVE_MS }).toBe(count);

type View = { path: string; menu: string[]; loaded: (page: Page) => Promise<void> };

/** Pages of gov1's staff layout, with the menu entries leading there and what shows once each has loaded. */
const VIEWS: View[] = [
  { path: '/home', menu: ['首页'], loaded: (p) => visible(p.getByRole('heading', { name: '欢迎您，黄磊' })) },
  {
    path: '/government/early/index',
    menu: ['政务服务中心', '政务服务中心初审'],
    loaded: (p) => visible(p.getByRole('heading', { name: '政务服务中心初审' })),
  },
  {
    path: '/government/review/index',
    menu: ['政务服务中心', '政务服务中心复审'],
    loaded: (p) => visible(p.getByRole('heading', { name: '政务服务中心复审' })),
  },
  { path: '/msgbox/index', menu: ['消息中心'], loaded: (p) => visible(p.getByRole('columnheader', { name: '主题' })) },
];

/** A menu entry's name holds its title between its icon's name and its badge's count. */
const menuItem = (page: Page, title: string) => sideMenu(page).getByRole('menuitem', { name: new RegExp(title) }).first();

const openFromMenu = async (page: Page, view: View) => {
  const target = view.menu.at(-1)!;
  // A group opens on its title; it is already open when the page shown is one of its own.
  if (view.menu.length > 1 && !(await menuItem(page, target).isVisible())) await menuItem(page, view.menu[0]!).click();
  await menuItem(page, target).click();
  await page.waitForURL((url) => url.pathname === view.path);
  await view.loaded(page);
};

let applicant: string;
let chief: string;
let gov1: string;
let zhangsan: { context: BrowserContext; page: Page; errors: string[] };

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

describe('messages and live notices', () => {
  it('gov1 returns an application in the browser: 张三’s bell, view and list and the chief’s queue follow without a reload', async () => {
    [applicant, chief, gov1] = await Promise.all([passwordToken('zhangsan'), passwordToken('chief'), passwordToken('gov1')]);
    const apply = await distributeToGov1(chief, await submitManagerApplication(applicant, NAMES[0]));

    zhangsan = await signedInContext('zhangsan', 'zhangsan', '/login/edge');
    await zhangsan.page.waitForURL('**/home_edge');
    const before = await unreadTotal(applicant);
    await bellShows(zhangsan.page, before);

    // 张三 has the application open in a second tab and his list (申请管理) in a third; the chief has the queue open.
    const view = await zhangsan.context.newPage();
    const list = await zhangsan.context.newPage();
    const pageErrors = [watchErrors(view), watchErrors(list)];
    await view.goto(`/edge/apply/index?id=${apply.id}&unicodes=${apply.unicodes}`);
    const viewStatus = (label: string) => view.locator('.ant-descriptions').getByText(label, { exact: true });
    await visible(viewStatus('审核中'));
    await list.goto('/edge/index');
    const listRow = list.getByRole('row', { name: new RegExp(NAMES[0]) });
    await visible(listRow.getByText('审核中', { exact: true }));
    const centre = await signedInContext('chief', 'chief', '/login');
    await centre.page.goto('/government/early/index');
    const queueRow = centre.page.getByRole('row', { name: new RegExp(NAMES[0]) });
    await visible(queueRow);
    // A page that reloads loses what was put on its window.
    const stays = [view, list, centre.page];
    for (const p of stays) await p.evaluate(() => Object.assign(window, { stayedOpen: true }));

    const examiner = await signedInContext('gov1', 'gov1', '/login');
    await examiner.page.goto('/government/early/index');
    const row = examiner.page.getByRole('row', { name: new RegExp(NAMES[0]) });
    await row.getByRole('button', { name: '驳回' }).click();
    const form = examiner.page.getByRole('dialog', { name: /^驳回 · / });
    await form.getByLabel('驳回事项').fill('专职员工人数');
    await form.getByLabel('驳回原因').fill('专职员工人数与劳动合同份数不一致');
    await form.getByRole('button', { name: '驳回' }).click();
    await examiner.page.getByRole('dialog', { name: '驳回申请' }).getByRole('button', { name: '驳回' }).click();
    await visible(examiner.page.locator('.ant-message').getByText('已驳回，申请已退回申请人修改'));

    await bellShows(zhangsan.page, before + 1);
    expect(await unreadTotal(applicant)).toBe(before + 1);
    await visible(viewStatus('已驳回'), LIVE_MS);
    await visible(listRow.getByText('已驳回', { exact: true }), LIVE_MS);
    await absent(queueRow, LIVE_MS);
    for (const p of stays) expect(await p.evaluate(() => 'stayedOpen' in window)).toBe(true);
    await view.close();
    await list.close();
    expect([...examiner.errors, ...centre.errors, ...pageErrors.flat()]).toEqual([]);
  });

  it('张三 finds the returned application in his list and reads the reason in the opinion drawer', async () => {
    const { page, errors } = zhangsan;
    await page.goto('/edge/index');
    await page.getByRole('row', { name: new RegExp(NAMES[0]) }).getByRole('link', { name: '查看' }).click();
    await page.waitForURL((url) => url.pathname === '/edge/apply/index' && url.searchParams.get('ps') === '2');
    await page.getByRole('button', { name: '审核意见' }).click();
    const drawer = page.getByRole('dialog', { name: '审核意见' });
    await visible(drawer.getByText('驳回原因'));
    await visible(drawer.getByText('专职员工人数与劳动合同份数不一致').first());
    await absent(page.getByText('正在加载…'));
    await screenshot(page, 'review-opinion');
    expect(errors).toEqual([]);
  });

  it('marking the message read in one tab lowers the count in his second tab', async () => {
    const { context, page, errors } = zhangsan;
    const second = await context.newPage();
    const secondErrors = watchErrors(second);
    await second.goto('/home_edge');
    const count = await unreadTotal(applicant);
    await bellShows(second, count);
    // The home lists the newest unread messages too (issue 5), the return among them.
    await visible(second.locator('.ant-card').filter({ hasText: '未读消息' }).getByText(/驳回/).first());

    await page.goto('/home_edge');
    // The second tab opened in front; a tab behind it gets no animation frames, so its drawer would not slide in.
    await page.bringToFront();
    await bell(page).click();
    const drawer = page.getByRole('dialog', { name: '未读消息' });
    const message = drawer.getByRole('listitem', { name: /驳回/ });
    await visible(message);
    await screenshot(page, 'message-drawer');
    await message.getByRole('button', { name: '标为已读' }).click();
    await visible(page.locator('.ant-message').getByText('消息阅读成功'));

    await bellShows(second, count - 1);
    await bellShows(page, count - 1);
    expect([...errors, ...secondErrors]).toEqual([]);
  });

  it("the staff centre's address leads him to his own, where an unread subject is a link in bold, in the colour of a read one", async () => {
    const { page, errors } = zhangsan;
    // A flow message's link or a bookmark: the staff layout around his messages before.
    await page.goto('/msgbox/index');
    await page.waitForURL('**/msgbox_edge/index');
    const subjectOf = (status: string) =>
      page.getByRole('row').filter({ has: page.getByText(status, { exact: true }) }).first().getByRole('button').first();
    const look = (subject: Locator) =>
      subject.evaluate((button) => {
        // The innermost element holding the subject's text: the button itself, or what it wraps the text in.
        let text: Element = button;
        while (text.firstElementChild && text.firstElementChild.textContent === button.textContent) text = text.firstElementChild;
        const style = getComputedStyle(text);
        return { color: style.color, weight: Number(style.fontWeight) };
      });
    await visible(subjectOf('未读'));
    const [unread, read] = [await look(subjectOf('未读')), await look(subjectOf('已读'))];
    // It was antd's Text: bold, and black, so the unread looked less clickable than the read.
    expect(unread.color).toBe(read.color);
    expect(unread.weight).toBeGreaterThanOrEqual(600);
    expect(read.weight).toBeLessThan(600);
    expect(errors).toEqual([]);
  });

  it('eight tabs of gov1 all follow the bell and badges, every page loads, and closing the leader hands the streams on', async () => {
    const { context, page: first, errors } = await signedInContext('gov1-tabs', 'gov1', '/login');
    // Which tab opened which stream: the streams belong to the browser, so one tab holds both at a time.
    const streams: { page: Page; path: string }[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/sseChannel')) streams.push({ page: request.frame().page(), path: url.pathname });
    });
    const holders = () => [...new Set(streams.map((s) => s.page))];
    const tabs: Page[] = [first];
    const tabErrors: string[][] = [errors];
    for (let i = 1; i < 8; i += 1) {
      const tab = await context.newPage();
      tabErrors.push(watchErrors(tab));
      tabs.push(tab);
    }
    // One after another, so the first tab asks for the streams first and holds them.
    for (const [i, tab] of tabs.entries()) {
      const view = VIEWS[i % VIEWS.length]!;
      await tab.goto(view.path);
      await view.loaded(tab);
    }
    expect(holders()).toEqual([first]);
    expect(new Set(streams.map((s) => s.path)).size).toBe(2);
    const unread = await unreadTotal(gov1);
    const badge = await centreBadge(first);
    for (const tab of tabs) {
      await bellShows(tab, unread);
      await badgeShows(tab, badge);
    }

    const second = await distributeToGov1(chief, await submitManagerApplication(applicant, NAMES[1]));
    for (const tab of tabs) {
      await bellShows(tab, unread + 1);
      await badgeShows(tab, badge + 1);
    }
    // Every page still loads with eight tabs open. Through the menu, as a person would: a reload would make
    // the tab give up the streams and leave nobody knowing which tab holds them.
    for (const [i, tab] of tabs.entries()) await openFromMenu(tab, VIEWS[(i + 1) % VIEWS.length]!);

    expect(holders()).toEqual([first]);

    await first.close();
    const rest = tabs.slice(1);
    streams.length = 0;
    await expect.poll(() => streams.length, { timeout: LIVE_MS }).toBe(2);
    expect(holders()).toHaveLength(1);
    expect(rest).toContain(holders()[0]);
    // Reading its message lowers the bell; passing both service-centre stages takes it out of gov1's queues.
    const [newest] = await ok<{ id: number }[]>('/litemsg/getUnReadMsgByReceiver?size=1', gov1);
    await ok('/litemsg/batchRead', gov1, { records: String(newest!.id) }, '0');
    await ok('/examine/flow/pass', gov1, { apply: second.id, stage: 'gov_early', opinion: '同意', result: {} });
    await ok('/examine/flow/pass', gov1, { apply: second.id, stage: 'gov_review', opinion: '同意', result: {} });
    for (const tab of rest) {
      await bellShows(tab, unread);
      await badgeShows(tab, badge);
    }
    expect(tabErrors.flat()).toEqual([]);
  });
});
