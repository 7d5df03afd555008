import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { visible } from '../support/assert.ts';
import { expectAccessible } from '../support/axe.ts';
import { passwordToken, submitManagerApplication, type Apply } from '../support/api-client.ts';
import { openPage, screenshot, useBrowser, type Viewport } from '../support/browser.ts';
import { signInWithPassword } from '../support/sign-in.ts';
import { drawnPdf, wideStripedPng } from '../support/sample-files.ts';

/**
 * The attachment viewer (issue 14 part 3): 张三 submits an application whose application form is a real drawn PDF and
 * whose commitment letter is a photo; the chief opens them in the examine view without downloading: the PDF drawn by
 * pdf.js under the portal's CSP, the photo turned a quarter, at 1440 and at 390 px.
 */
const NAME = '杭州附件查看示例私募基金管理有限公司';

const browser = useBrowser();
let apply: Apply;
beforeAll(async () => {
  const applicant = await passwordToken('zhangsan');
  apply = await submitManagerApplication(applicant, NAME, {
    settleApplicationForm: { name: '入驻申请表.pdf', type: 'application/pdf', bytes: drawnPdf() },
    commitmentLetter: { name: '承诺书照片.png', type: 'image/png', bytes: wideStripedPng() },
  });
});

const chiefPage = async (viewport?: Viewport): Promise<{ page: Page; errors: string[] }> => {
  const opened = await openPage(browser(), `attachments-${viewport?.width ?? 1440}`, viewport);
  await signInWithPassword(opened.page, 'chief');
  await opened.page.goto(`/examine/view/index/${apply.id}`);
  return opened;
};

/** How many pixels of a canvas are clearly coloured (not white, grey or black): a drawn page has many. */
const colouredPixels = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 100) n++;
    return n;
  });

const transformOf = (image: Locator) => image.evaluate((element) => (element as HTMLElement).style.transform);

describe('attachment viewer journey', () => {
  it('the chief opens the PDF in the examine view and sees it drawn, then turns the photo', async () => {
    const { page, errors } = await chiefPage();
    await page.getByRole('button', { name: '查看 入驻申请表.pdf' }).click();
    const viewer = page.getByRole('dialog');
    await visible(viewer.getByText('入驻申请表.pdf'));
    const firstPage = viewer.getByRole('img', { name: '第1页' });
    await visible(firstPage);
    await expect.poll(() => colouredPixels(firstPage), { timeout: 15_000 }).toBeGreaterThan(1000);
    await screenshot(page, 'attachment-viewer-pdf');
    await expectAccessible(page, '附件查看');

    await viewer.getByRole('button', { name: /放大/ }).click();
    await visible(viewer.getByText('125%'));

    await page.keyboard.press('ArrowRight');
    const photo = viewer.getByRole('img', { name: '承诺书照片.png' });
    await visible(photo);
    await expect.poll(() => photo.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(160);
    expect(await transformOf(photo)).toBe('rotate(0deg) scale(1)');
    await viewer.getByRole('button', { name: /旋转/ }).click();
    expect(await transformOf(photo)).toBe('rotate(90deg) scale(1)');

    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('on a phone the viewer fits the page and turns the photo too', async () => {
    const { page, errors } = await chiefPage({ width: 390, height: 844 });
    await page.getByRole('button', { name: '查看 承诺书照片.png' }).click();
    const viewer = page.getByRole('dialog');
    const photo = viewer.getByRole('img', { name: '承诺书照片.png' });
    await visible(photo);
    await viewer.getByRole('button', { name: /旋转/ }).click();
    expect(await transformOf(photo)).toBe('rotate(90deg) scale(1)');
    const box = await viewer.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'attachment-viewer-390');

    await page.keyboard.press('ArrowLeft');
    const pdfPage = viewer.getByRole('img', { name: '第1页' });
    await visible(pdfPage);
    await expect.poll(() => colouredPixels(pdfPage), { timeout: 15_000 }).toBeGreaterThan(500);
    expect(errors).toEqual([]);
  });
});
