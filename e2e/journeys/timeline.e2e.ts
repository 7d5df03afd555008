import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visible } from '../support/assert.ts';
import { ok, passwordToken, submitManagerApplication, type Apply } from '../support/api-client.ts';
import { openPage, screenshot, useBrowser } from '../support/browser.ts';
import { signInWithPassword } from '../support/sign-in.ts';
import { expectNoSideScroll, textLines } from '../support/layout.ts';

/**
 * One timeline and the printed application (issue 14 part 3): 张三 applies and the chief takes the application
 * up and hands it to gov1 through the API; gov1 opens it, reads its timeline (submission, intake, hand-off,
 * messages, uploads, each with who and when) and downloads the printed application as a PDF; 张三 reads the
 * same timeline on a phone.
 */
const NAME = '杭州时间线示例私募基金管理有限公司';

const browser = useBrowser();

const signedIn = async (account: string, width: number, loginPath: string): Promise<{ page: Page; errors: string[] }> => {
  const opened = await openPage(browser(), `timeline-${account}-${width}`, { width, height: 900 });
  await signInWithPassword(opened.page, account, loginPath);
  return opened;
};

let apply: Apply;

describe('timeline journey', () => {
  it('张三 applies; the chief takes it up and hands it to gov1', async () => {
    const applicant = await passwordToken('zhangsan');
    apply = await submitManagerApplication(applicant, NAME);
    const chief = await passwordToken('chief');
    await ok('/apply/home/startExamine', chief, { id: apply.id, unicodes: apply.unicodes });
    const candidates = await ok<{ id: number; name: string }[]>('/sam/selectExamineAssistant?stage=gov_distribution', chief);
    const gov1 = candidates.find((c) => c.name === '黄磊');
    apply = await ok<Apply>('/examine/flow/assign', chief, { apply: apply.id, stage: 'gov_distribution', examiner: gov1!.id });
  });

  it('gov1 reads the timeline in the examine view and downloads the printed application', async () => {
    const { page, errors } = await signedIn('gov1', 1440, '/login');
    await page.goto(`/examine/view/index/${apply.id}`);
    const card = page.locator('.ant-card').filter({ has: page.getByText('办理记录', { exact: true }) });
    await visible(card.getByText('提交申请（第1版）'));
    await visible(card.getByText('移交给：黄磊'));
    await visible(card.getByText('发送消息给张三').first());
    const run = card.getByText(/^上传附件（\d+ 份）$/);
    await visible(run);
    await visible(card.getByRole('button', { name: /打印时间线/ }));
    await screenshot(page, 'timeline');
    // The form's uploads fold after three on screen; the printed timeline lists every one.
    const uploaded = Number(/\d+/.exec((await run.textContent())!)![0]);
    const files = card.getByRole('list', { name: '上传附件的文件' }).locator('li');
    expect(await files.filter({ visible: true }).count()).toBe(3);
    await page.emulateMedia({ media: 'print' });
    expect(await files.filter({ visible: true }).count()).toBe(uploaded);
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出 PDF/ }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`申请${apply.id}-当前内容（未提交）.pdf`);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(errors).toEqual([]);
  });

  it('张三 reads the same timeline on a phone, without the internal notes', async () => {
    const { page, errors } = await signedIn('zhangsan', 390, '/login/edge');
    await page.goto(`/edge/apply/enterprise/${apply.id}`);
    const card = page.locator('.ant-card').filter({ has: page.getByText('办理记录', { exact: true }) });
    await visible(card.getByText('移交给：黄磊'));
    await expectNoSideScroll(page, 'the applicant timeline');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'timeline-390');
    // The form's uploads are one line with a line per file, not a line each; a file's size stays on one line:
    // '（45 B）' broke into '（45' and 'B）' beside a long file name.
    expect(await card.getByRole('listitem').filter({ hasText: /^上传附件/ }).count()).toBe(1);
    await card.getByRole('button', { name: /^展开其余 \d+ 份$/ }).click();
    const sizes: { text: string; lines: number }[] = [];
    for (const item of await card.getByRole('list', { name: '上传附件的文件' }).getByRole('listitem').all()) {
      const text = (await item.textContent())!;
      const open = text.lastIndexOf('（');
      const close = text.indexOf('）', open) + 1;
      sizes.push({ text: text.slice(open, close), lines: await textLines(item, open, close) });
    }
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes.filter((size) => size.lines !== 1)).toEqual([]);
    // Each line's date and time stays on one line: '2025-10-29 09:18:53' broke into '2025-10-' and '29 …'.
    const dates: { text: string; lines: number }[] = [];
    for (const byline of await card.locator('.ant-timeline-item-content > div > .ant-typography-secondary').all()) {
      const text = (await byline.textContent())!;
      const at = text.search(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
      dates.push({ text, lines: await textLines(byline, at, at + 19) });
    }
    expect(dates.length).toBeGreaterThan(3);
    expect(dates.filter((date) => date.lines !== 1)).toEqual([]);
    expect(await card.getByText('发送消息给黄磊').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
