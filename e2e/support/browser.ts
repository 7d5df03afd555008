import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import { mkdirSync } from 'node:fs';
import { API_BASE } from '@ftown/domain/api/base-path';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, with the background services that this closed network refuses turned off. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/** One browser for a journey file, launched before its tests and closed after them; call the getter inside a test. */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
};

export type Viewport = { width: number; height: number };

export const newContext = (browser: Browser, viewport: Viewport = { width: 1440, height: 900 }): Promise<BrowserContext> =>
  browser.newContext({ baseURL: baseUrl(), viewport, locale: 'zh-CN' });

/** Fails the journey on any uncaught page error, so a broken screen cannot pass by looking idle. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
};

/**
 * What a page asked the API and did not get: refusals (status and message) and requests still unanswered. A step
 * that waited in vain for a toast then names the server's answer, or its silence.
 */
const watchApiCalls = (page: Page) => {
  const refused: string[] = [];
  const pending = new Map<Request, string>();
  // The path only: an event stream's ticket travels in the query.
  const nameOf = (request: Request) => `${request.method()} ${new URL(request.url()).pathname.replace(API_BASE, '')}`;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith(API_BASE);
  page.on('request', (request) => {
    if (isApi(request)) pending.set(request, `${new Date().toISOString().slice(11, 23)} ${nameOf(request)}`);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    if (pending.delete(request)) refused.push(`${nameOf(request)}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    if (!isApi(response.request()) || response.status() < 400) return;
    void response
      .json()
      .then((body: { message?: unknown }) => String(body.message ?? ''))
      .catch(() => '')
      .then((message) => refused.push(`${response.status()} ${nameOf(response.request())} ${message}`.trim()));
  });
  return () => [
    ...refused.map((line) => `refused: ${line}`),
    // Event streams stay open by design.
    ...[...pending.values()].filter((line) => !line.includes('sseChannel')).map((line) => `unanswered since ${line}`),
  ];
};

/**
 * Keeps the page's last screen in e2e/.artifacts when the running test fails, and prints the API calls it had
 * refused or unanswered. Each page gets its own name, so a later test failing in its wake cannot overwrite the
 * screen of the first failure.
 */
export const keepScreenOnFailure = (page: Page, name: string) => {
  const path = new URL(`../.artifacts/${name}.png`, import.meta.url).pathname;
  const apiCalls = watchApiCalls(page);
  onTestFailed(async () => {
    const calls = apiCalls();
    console.error(`${name}: ${calls.length === 0 ? 'no API call refused or unanswered' : calls.join('\n  ')}`);
    await page.screenshot({ path }).catch(() => undefined);
  });
};

/**
 * A page in a browser context of its own (one person's browser), its uncaught errors collected. With a name, the
 * page's last screen is kept as e2e/.artifacts/<name>.png when the test fails.
 */
export const openPage = async (browser: Browser, name: string | null, viewport?: Viewport): Promise<{ page: Page; errors: string[] }> => {
  const page = await (await newContext(browser, viewport)).newPage();
  if (name !== null) keepScreenOnFailure(page, name);
  return { page, errors: watchErrors(page) };
};

const docsDir = new URL('../../docs/screenshots/', import.meta.url).pathname;

/**
 * Once the page's finite animations (a drawer sliding in, a dialog fading in) are over, or 5 s have passed: a check
 * of what a person sees looks at the settled screen. Endless ones (a spinner) do not count.
 */
export const animationsSettled = async (page: Page): Promise<void> => {
  try {
    await page.waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    );
  } catch {
    // Looking at the screen mid-animation is still a look; the journey's own assertions decide pass or fail.
  }
};

/** A README picture of a main screen, kept in docs/: taken once its animations are over, not midway. */
export const screenshot = async (page: Page, name: string) => {
  mkdirSync(docsDir, { recursive: true });
  // The applicant's top bar draws its extras and the quick menu about a second after the page has painted
  // (web/src/app/after-first-content.ts); until then the bar ends with its empty spacer.
  await page
    .waitForFunction(() => !document.querySelector('header > span:last-child:empty'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await animationsSettled(page);
  await page.screenshot({ path: `${docsDir}${name}.png` });
};

export const api = (path: string) => `${baseUrl()}${API_BASE}${path}`;

/** The SMS code the dev outbox holds for a mobile, as a tester reads it from the server log. */
export const smsCodeFor = async (mobile: string): Promise<string> => {
  const res = await fetch(api(`/sam/devOutbox?mobile=${mobile}`));
  const body = (await res.json()) as { code: number; data: { code: string } };
  if (body.code !== 20000) throw new Error(`no SMS code for ${mobile}`);
  return body.data.code;
};
