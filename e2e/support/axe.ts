import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What fails a journey: a person using a screen reader or low vision is blocked, not merely slowed. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

type Finding = { rule: string; impact: ImpactValue | null | undefined; help: string; where: string[] };

/**
 * Runs axe-core (its default rules: WCAG 2.x A/AA and best practices) on the page as it stands and fails on any
 * serious or critical violation, naming the rule and the first elements it found. The page's own CSP allows only
 * its own scripts, so axe is evaluated through the browser's debugging protocol, which that policy does not cover.
 * Animations are let finish first: a dialog fading in is half transparent and would read as poor contrast.
 */
export const expectAccessible = async (page: Page, what: string): Promise<void> => {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async (): Promise<Finding[]> => {
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
    const results = await axe.run(document);
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      where: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ')})` : ''}`),
    }));
  });
  const blocking = findings.filter((f) => f.impact && BLOCKING.includes(f.impact));
  const report = blocking.map((f) => `${f.impact} ${f.rule}: ${f.help}\n    ${f.where.join('\n    ')}`).join('\n');
  expect(blocking, `${what} (${new URL(page.url()).pathname}) has accessibility violations:\n${report}`).toEqual([]);
};
