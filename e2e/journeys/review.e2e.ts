import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayCst } from '@ftown/domain/formats/date-time';
import { routePathOf, STAGE_INFO } from '@ftown/domain/review/stages';
import { makeCreditCode } from '@ftown/domain/validators/credit-code';
import { submitFromForm } from '../support/apply-form.ts';
import { opened, visible } from '../support/assert.ts';
import { expectAccessible } from '../support/axe.ts';
import { ok, passwordToken, PDF, submitManagerApplication, type Apply } from '../support/api-client.ts';
import { openPage, screenshot, useBrowser, type Viewport } from '../support/browser.ts';
import { signInWithPassword } from '../support/sign-in.ts';
import { expectBesideActions, expectInsideWidth, textLines } from '../support/layout.ts';

/**
 * The review workflow of one new fund manager, from submission to licence. 张三 applies through the API (the
 * applications form has its own journey); the chief takes it up and distributes it to gov1 in the browser; the
 * service centre passes it; law1 returns it in the browser; 张三 corrects and resubmits in the browser; law1
 * compares the versions and passes; the middle stages go through the API; biz1 issues the licence in the browser.
 */
const NAME = '杭州复审示例私募基金管理有限公司';
const CREDIT_CODE = makeCreditCode('91330102', 'MA2R0456');


const browser = useBrowser();

let pagesOpened = 0;

/** A page of this test signed in as `account` at `loginPath`. */
const signedIn = async (account: string, loginPath = '/login', viewport?: Viewport): Promise<{ page: Page; errors: string[] }> => {
  const opened = await openPage(browser(), `review-${++pagesOpened}-${account}-${viewport?.width ?? 1440}`, viewport);
  await signInWithPassword(opened.page, account, loginPath);
  return opened;
};

const rowOf = (page: Page) => page.getByRole('row', { name: new RegExp(NAME) });
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const toast = (page: Page, text: string) => visible(page.locator('.ant-message').getByText(text));

let applicant: string;
let apply: Apply;

const pass = (token: string, stage: string, result: Record<string, unknown> = {}, opinion = '同意') =>
  ok<Apply>('/examine/flow/pass', token, { apply: apply.id, stage, opinion, result });

describe('review journey', () => {
  it('张三 applies for a new fund manager through the API', async () => {
    applicant = await passwordToken('zhangsan');
    apply = await submitManagerApplication(applicant, NAME);
    expect(apply).toMatchObject({ status: 1, version: 1 });
  });

  it('an overdue application shows red (超期) in its queue and its count in the sidebar badge', async () => {
    // The demo's application A has waited at 名称核准 since five days before the first start: past its 3 working days.
    const late = (await ok<{ name: string; stage: string }[]>('/timeLimits/getOverdueApplies', await passwordToken('admin'))).find(
      (r) => r.stage === 'industry_name',
    );
    expect(late).toBeDefined();
    const route = routePathOf(STAGE_INFO.industry_name.node);
    const notices = await ok<{ routePath: string; notices: number; overdue?: number }[]>('/examine/warned/selectAllNotices', await passwordToken('biz1'));
    const badge = notices.find((n) => n.routePath === route);
    expect(badge?.overdue).toBeGreaterThanOrEqual(1);

    const { page, errors } = await signedIn('biz1');
    await page.goto(route);
    const row = page.getByRole('row', { name: new RegExp(late!.name) });
    await visible(row.getByText(/^超期 \d/));
    // Polled: the cell's background eases in, and mid-way Chromium reports it as rgba (seen on a fast machine).
    await expect.poll(() => row.locator('td').first().evaluate((td) => getComputedStyle(td).backgroundColor)).toBe('rgb(255, 241, 240)');
    const entry = page.getByRole('menuitem', { name: new RegExp(STAGE_INFO.industry_name.label) }).locator('[data-overdue]');
    await visible(entry.locator(`[title="${badge!.notices}件待办，其中${badge!.overdue}件超期"]`));
    expect(await entry.getAttribute('data-overdue')).toBe(String(badge!.overdue));
    expect(errors).toEqual([]);

    // On a phone the overdue list's five columns were one character wide: the name took a line per character.
    const { page: phone, errors: phoneErrors } = await signedIn('admin', '/login', { width: 390, height: 844 });
    await phone.goto('/overdue/index');
    const name = phone.getByRole('link', { name: late!.name });
    await visible(name);
    expect(await textLines(name)).toBeLessThanOrEqual(2);
    await expectInsideWidth([phone.getByText(/^超期 \d/).first()], 390);
    await screenshot(phone, 'overdue-390');
    expect(phoneErrors).toEqual([]);
  });

  it('the chief takes it up and distributes it to gov1 (黄磊)', async () => {
    const { page, errors } = await signedIn('chief');
    await page.goto('/examine/index');
    await rowOf(page).getByRole('button', { name: '受理' }).click();
    await (await opened(dialog(page, '受理申请'))).getByRole('button', { name: '受理' }).click();
    await toast(page, '申请已受理');

    await page.goto('/government/distribution/index');
    await visible(rowOf(page).getByRole('button', { name: '分配' }));
    await screenshot(page, 'review-queue');
    // At 1440 px what a person triages by is in view beside the pinned actions, not scrolled under them.
    await expectBesideActions(page, ['审批时限', '审核人员']);
    await expectAccessible(page, '审核队列');
    await rowOf(page).getByRole('button', { name: '分配' }).click();
    const assign = dialog(page, /分配审核人员/);
    // Each examiner shows their load; the least loaded is suggested and chosen to begin with, the chief picks.
    await visible(assign.getByText('建议'));
    await visible(assign.getByRole('radio', { name: /黄磊/ }).locator('xpath=ancestor::label').getByText(/在办 \d+ 件/));
    await assign.getByRole('radio', { name: /黄磊/ }).check();
    await assign.getByRole('button', { name: '分配' }).click();
    await toast(page, '已分配给黄磊');
    expect(errors).toEqual([]);
  });

  it('the service centre passes it and the legal centre’s chief assigns law1 (through the API)', async () => {
    const gov1 = await passwordToken('gov1');
    await pass(gov1, 'gov_early');
    await pass(gov1, 'gov_review');
    const lawchief = await passwordToken('lawchief');
    const candidates = await ok<{ id: number; name: string }[]>('/sam/selectExamineAssistant?stage=statute_distribution', lawchief);
    const law1 = candidates.find((c) => c.name === '林静');
    expect(law1).toBeDefined();
    apply = await ok<Apply>('/examine/flow/assign', lawchief, { apply: apply.id, stage: 'statute_distribution', examiner: law1!.id });
    expect(apply.stage).toBe('statute_early');
  });

  it('law1 returns it with items and a reason', async () => {
    const { page, errors } = await signedIn('law1');
    await page.goto('/statute/early/index');
    await rowOf(page).getByRole('button', { name: '驳回' }).click();
    const form = dialog(page, /^驳回 · /);
    await form.getByLabel('驳回事项').fill('员工人数');
    await form.getByLabel('驳回原因').fill('专职员工人数与劳动合同不一致');
    await form.getByLabel('其他').fill('请核对后重新提交');
    await form.getByRole('button', { name: '驳回' }).click();
    await (await opened(dialog(page, '驳回申请'))).getByRole('button', { name: '驳回' }).click();
    await toast(page, '已驳回，申请已退回申请人修改');
    const read = await ok<{ apply: Apply & { note: string } }>(`/apply/home/read?id=${apply.id}`, applicant);
    expect(read.apply).toMatchObject({ status: 4, note: '驳回事项：员工人数；驳回原因：专职员工人数与劳动合同不一致；其他：请核对后重新提交' });
    expect(errors).toEqual([]);
  });

  it('张三 corrects the staff count and resubmits; it goes back to law1 as version 2', async () => {
    const { page, errors } = await signedIn('zhangsan', '/login/edge');

    await page.goto(`/edge/company/base?id=${apply.id}&unicodes=${apply.unicodes}`);
    const employees = page.getByLabel('员工人数');
    await visible(employees);
    await employees.fill('8');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await toast(page, '企业基本信息已保存');
    await page.getByRole('navigation', { name: '申请表部分' }).getByText('材料与提交').click();
    await submitFromForm(page);

    const read = await ok<{ apply: Apply }>(`/apply/home/read?id=${apply.id}`, applicant);
    expect(read.apply).toMatchObject({ status: 2, stage: 'statute_early', version: 2 });
    expect(errors).toEqual([]);
  });

  it('law1 sees the change highlighted against version 1 and passes', async () => {
    const { page, errors } = await signedIn('law1');
    await page.goto(`/examine/view/index/${apply.id}`);
    await visible(page.getByRole('button', { name: '通过', exact: true }));
    await visible(page.getByText('专职员工人数与劳动合同不一致'));
    await screenshot(page, 'review-view');
    await expectAccessible(page, '审核详情');

    await page.getByRole('link', { name: '对比第1版与第2版' }).click();
    await page.waitForURL('**/apply/version?**');
    const row = page.getByRole('table', { name: '企业基本信息' }).getByRole('row', { name: /员工人数/ });
    await visible(row.getByText('已修改'));
    expect(await row.getAttribute('data-change')).toBe('changed');
    expect(await page.getByRole('table', { name: '企业基本信息' }).getByRole('row', { name: /企业名称/ }).getAttribute('data-change')).toBe('same');

    await page.goto(`/examine/view/index/${apply.id}`);
    await page.getByRole('button', { name: '通过', exact: true }).click();
    const form = dialog(page, /^通过 · 法律合规中心一审/);
    await form.getByLabel('审核意见').fill('已更正，同意');
    await form.getByRole('button', { name: '通过', exact: true }).click();
    await toast(page, '法律合规中心一审已通过');
    expect(errors).toEqual([]);
  });

  it('the remaining stages record their results (through the API) up to the licence', async () => {
    const law1 = await passwordToken('law1');
    await pass(law1, 'statute_review');
    const risk1 = await passwordToken('risk1');
    await pass(risk1, 'risk', {
      checks: { lookThroughDone: true, creditChinaChecked: true, dishonestDebtorHit: false, abnormalOperationHit: false, qualificationVerified: true },
    });
    const biz1 = await passwordToken('biz1');
    // The stages refuse dates after today and a licence dated before the submission: everything happens today.
    const today = todayCst();
    await pass(biz1, 'address', { registeredAddress: '杭州市上城区示例路 88 号', building: '3 幢', roomNo: '402' });
    await pass(biz1, 'approval', { reportDate: today });
    await pass(biz1, 'approval_reported', { feedbackDate: today, feedbackResult: 'agree' });
    await pass(biz1, 'industry_name', { candidateNames: [NAME], approvedName: NAME, approvedAt: today });
    await pass(biz1, 'industry_enroll', { onlineApplyNo: 'WSDJ-2026-000456', submittedAt: today, registrationAuthority: '杭州市上城区市场监督管理局' });
    await pass(biz1, 'industry_send', { carrier: 'SF', trackingNo: 'SF0000000000456', sentAt: today });
    const receipt = { receivedAt: today, complete: true };
    await ok('/apply/home/echoMaterialApply', biz1, { id: apply.id, unicodes: apply.unicodes, ...receipt });
    apply = await pass(biz1, 'industry_postback', receipt);
    expect(apply.stage).toBe('license');
  });

  it('biz1 issues the licence with its scan and the enterprise is settled', async () => {
    const { page, errors } = await signedIn('biz1');
    await page.goto('/industry/license/index');
    await rowOf(page).getByRole('button', { name: '通过', exact: true }).click();
    const form = dialog(page, /^通过 · 营业执照/);
    await form.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
    for (const [label, date] of [
      ['发照日期', todayCst()],
      ['成立日期', todayCst()],
    ] as const) {
      await form.getByLabel(label).click();
      await form.getByLabel(label).fill(date);
      await form.getByLabel(label).press('Enter');
    }
    await form.getByLabel('登记机关').fill('杭州市上城区市场监督管理局');
    await form.locator('input[type=file]').setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
    await visible(form.getByText('已上传：营业执照.pdf'));
    await form.getByRole('button', { name: '通过', exact: true }).click();
    await toast(page, '营业执照已通过');

    const read = await ok<{ apply: Apply }>(`/apply/home/read?id=${apply.id}`, applicant);
    expect(read.apply).toMatchObject({ status: 6, stage: null });
    expect(errors).toEqual([]);
  });

  it('the settled company is in 企业名录 with what the stages decided, and 张三 reports for it by name', async () => {
    const { page, errors } = await signedIn('admin');
    await page.goto('/enterprises/index');
    await page.getByLabel('搜索企业').fill(CREDIT_CODE);
    await page.getByLabel('搜索企业').press('Enter');
    const row = rowOf(page);
    await visible(row.getByText(CREDIT_CODE));
    await visible(row.getByText('已入驻'));
    await visible(row.getByText('杭州市上城区示例路 88 号'));
    await screenshot(page, 'enterprise-register');
    await row.getByRole('link', { name: NAME }).click();
    await visible(page.getByText('杭州市上城区市场监督管理局'));
    expect(errors).toEqual([]);

    const { page: phone, errors: phoneErrors } = await signedIn('zhangsan', '/login/edge', { width: 390, height: 844 });
    await phone.goto('/taxes/index');
    await visible(phone.getByText(NAME).first());
    await visible(phone.getByText(CREDIT_CODE).first());
    await screenshot(phone, 'reporting-enterprise-390');
    expect(phoneErrors).toEqual([]);

    // On a phone the register and the filing overview keep the enterprise's status, filing and action in view.
    const { page: staffPhone, errors: staffPhoneErrors } = await signedIn('admin', '/login', { width: 390, height: 844 });
    const search = async (path: string) => {
      await staffPhone.goto(path);
      await staffPhone.getByLabel('搜索企业').fill(CREDIT_CODE);
      await staffPhone.getByLabel('搜索企业').press('Enter');
      await visible(rowOf(staffPhone).getByText(CREDIT_CODE));
      return rowOf(staffPhone);
    };
    const registered = await search('/enterprises/index');
    await expectInsideWidth([registered.getByText('已入驻', { exact: true }), registered.getByText(/^未报\d+个$/)], 390);
    await screenshot(staffPhone, 'enterprise-register-390');
    const filing = await search('/taxes/manage/index');
    await expectInsideWidth([filing.getByText(/^税务登记(已完成|未完成)$/), filing.getByRole('button', { name: '查看填报' })], 390);
    await screenshot(staffPhone, 'tax-manage-390');
    await filing.getByRole('button', { name: '查看填报' }).click();
    const reports = await opened(staffPhone.getByRole('dialog').filter({ hasText: NAME }));
    await expectInsideWidth([reports.locator('.ant-drawer-close'), reports.getByRole('button', { name: /导出/ })], 390);
    expect(staffPhoneErrors).toEqual([]);
  });
});
