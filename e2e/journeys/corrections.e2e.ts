import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { submitFromForm } from '../support/apply-form.ts';
import { opened, visible } from '../support/assert.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSideScroll, lineLengths } from '../support/layout.ts';
import { ok, passwordToken, submitManagerApplication, type Apply } from '../support/api-client.ts';
import { openPage, screenshot, useBrowser, type Viewport } from '../support/browser.ts';
import { signInWithPassword } from '../support/sign-in.ts';

/**
 * Corrections pinned to fields (issue 14 part 2). 张三 applies through the API and the service centre takes it up;
 * gov1 (黄磊) returns it in the browser naming two fields of 企业基本信息; 张三 sees a checklist of those two, only
 * they open, changes one and answers the other, and resubmits; gov1 sees both items with old and new value and the
 * reply on version 2, and ticks them off. A second return of one field shows the checklist on a phone.
 */
const NAME = '杭州退回示例私募基金管理有限公司';
const NEW_NAME = '杭州更正示例私募基金管理有限公司';
const REPLY = '员工人数与劳动合同一致，无需修改';

const browser = useBrowser();

let pagesOpened = 0;

const signedIn = async (account: string, loginPath: '/login' | '/login/edge', viewport?: Viewport) => {
  const opened = await openPage(browser(), `corrections-${++pagesOpened}-${account}`, viewport);
  await signInWithPassword(opened.page, account, loginPath);
  return opened;
};

const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const toast = (page: Page, text: string) => visible(page.locator('.ant-message').getByText(text));
const treeNode = (within: Locator, title: string) => within.locator('.ant-tree-treenode').filter({ has: within.page().getByTitle(title, { exact: true }) });

let applicant: string;
let apply: Apply;

describe('corrections journey', () => {
  it('张三 applies through the API; the chief takes it up and assigns gov1', async () => {
    applicant = await passwordToken('zhangsan');
    apply = await submitManagerApplication(applicant, NAME);
    const chief = await passwordToken('chief');
    await ok('/apply/home/startExamine', chief, { id: apply.id, unicodes: apply.unicodes });
    const candidates = await ok<{ id: number; name: string }[]>('/sam/selectExamineAssistant?stage=gov_distribution', chief);
    apply = await ok<Apply>('/examine/flow/assign', chief, { apply: apply.id, stage: 'gov_distribution', examiner: candidates.find((c) => c.name === '黄磊')!.id });
    expect(apply.stage).toBe('gov_early');
  });

  it('gov1 returns it naming two fields, one with a remark', async () => {
    const { page, errors } = await signedIn('gov1', '/login');
    await page.goto(`/examine/view/index/${apply.id}`);
    await page.getByRole('button', { name: '驳回', exact: true }).click();
    const form = dialog(page, /^驳回 · /);
    await treeNode(form, '企业基本信息').locator('.ant-tree-switcher').click();
    await treeNode(form, '企业名称（拟设立名称）').locator('.ant-tree-checkbox').click();
    await treeNode(form, '员工人数').locator('.ant-tree-checkbox').click();
    await form.getByLabel('事项说明：企业基本信息 / 企业名称（拟设立名称）').fill('与已登记企业名称近似，请更换');
    expect(await form.getByLabel('驳回事项').inputValue()).toBe('企业基本信息 / 企业名称（拟设立名称）、企业基本信息 / 员工人数');
    await form.getByLabel('驳回原因').fill('请按退回事项修改或说明');
    await screenshot(page, 'corrections-return');
    await form.getByRole('button', { name: '驳回', exact: true }).click();
    await (await opened(dialog(page, '驳回申请'))).getByRole('button', { name: '驳回' }).click();
    await toast(page, '已驳回，申请已退回申请人修改');
    const read = await ok<{ apply: Apply }>(`/apply/home/read?id=${apply.id}`, applicant);
    expect(read.apply).toMatchObject({ status: 4 });
    expect(errors).toEqual([]);
  });

  it('张三 sees the two items, only they are open; he changes one, answers the other and resubmits', async () => {
    const { page, errors } = await signedIn('zhangsan', '/login/edge');
    await page.goto(`/edge/company/base?id=${apply.id}&unicodes=${apply.unicodes}`);
    const checklist = page.getByRole('region', { name: '退回事项' });
    await visible(checklist.getByText('企业基本信息 / 员工人数'));
    await visible(checklist.getByText('审核意见：与已登记企业名称近似，请更换'));
    const name = page.getByLabel('企业名称（拟设立名称）', { exact: true });
    expect(await name.isEnabled()).toBe(true);
    expect(await page.getByLabel('员工人数', { exact: true }).isEnabled()).toBe(true);
    expect(await page.getByLabel('实际办公地址', { exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'corrections-applicant');
    await expectAccessible(page, '退回后的申请表');

    await name.fill(NEW_NAME);
    await page.getByRole('button', { name: '保存草稿' }).click();
    await toast(page, '企业基本信息已保存');
    await checklist.getByLabel('答复：企业基本信息 / 员工人数').fill(REPLY);
    await checklist.getByRole('button', { name: '保存答复' }).nth(1).click();
    await toast(page, '答复已保存');
    await visible(checklist.getByText('均已修改或答复'));

    await page.getByRole('navigation', { name: '申请表部分' }).getByText('材料与提交').click();
    await submitFromForm(page);
    const read = await ok<{ apply: Apply }>(`/apply/home/read?id=${apply.id}`, applicant);
    expect(read.apply).toMatchObject({ status: 2, stage: 'gov_early', version: 2 });
    expect(errors).toEqual([]);
  });

  it('gov1 sees old and new values and the reply on the resubmitted version, and ticks the items off', async () => {
    const { page, errors } = await signedIn('gov1', '/login');
    await page.goto(`/examine/view/index/${apply.id}`);
    const review = page.getByRole('region', { name: '退回事项核对' });
    await visible(review.getByText(REPLY));
    await visible(review.getByText(NAME, { exact: true }));
    await visible(review.getByText(NEW_NAME, { exact: true }));
    // Each tick is the server's answer, not the click's: wait for it before the next.
    await review.getByRole('checkbox').nth(0).click();
    await visible(review.getByText('已核对1/2'));
    await review.getByRole('checkbox').nth(1).click();
    await visible(review.getByText('已核对2/2'));
    expect(await review.getByText('已核对（黄磊）').count()).toBe(2);
    await screenshot(page, 'corrections-review');
    await expectAccessible(page, '退回事项核对');
    expect(errors).toEqual([]);
  });

  it('at 390 px gov1 reads the items without sideways scrolling', async () => {
    const { page, errors } = await signedIn('gov1', '/login', { width: 390, height: 844 });
    await page.goto(`/examine/view/index/${apply.id}`);
    await visible(page.getByRole('region', { name: '退回事项核对' }).getByText('已核对2/2'));
    await expectNoSideScroll(page, '退回事项核对');
    // The panel's title names the enterprise in full: cut to '杭州更正示例私…', the name was nowhere on the page.
    const title = page.getByText(/^审批内容 · 杭州/);
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'corrections-review-390');
    expect(errors).toEqual([]);
  });
  it('at 390 px the checklist and the form fit the phone', async () => {
    // A second return, so the applicant's checklist can be seen on a phone: one field this time, through the API.
    const gov1 = await passwordToken('gov1');
    const note = { id: apply.id, unicodes: apply.unicodes, version: 2, stage: 'gov_early', items: '企业名称', reason: '请再核对' };
    await ok('/apply/home/remadApply', gov1, { ...note, corrections: [{ target: 'base.name', remark: '请与核名通知书一致' }] });
    const { page, errors } = await signedIn('zhangsan', '/login/edge', { width: 390, height: 844 });
    await page.goto(`/edge/company/base?id=${apply.id}&unicodes=${apply.unicodes}`);
    await visible(page.getByRole('region', { name: '退回事项' }).getByText('审核意见：请与核名通知书一致'));
    await expectNoSideScroll(page, '退回后的申请表');
    // The form's title wraps in two even lines, not with '表' alone on the second.
    const titleLines = await lineLengths(page.getByRole('heading', { name: '新设立公司型基金管理人申请表' }));
    expect(titleLines.length).toBe(2);
    expect(Math.min(...titleLines)).toBeGreaterThan(3);
    await screenshot(page, 'corrections-applicant-390');
    await page.getByRole('region', { name: '退回事项' }).getByLabel('答复：企业基本信息 / 企业名称（拟设立名称）').fill('名称与核名通知书一致');
    await page.getByRole('button', { name: '保存答复' }).click();
    await toast(page, '答复已保存');
    await ok('/apply/home/submitApply', applicant, { id: apply.id, unicodes: apply.unicodes });
    expect(errors).toEqual([]);
  });

});
