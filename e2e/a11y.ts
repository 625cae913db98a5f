import axe from 'axe-core';
import { type Frame, type Page, expect } from '@playwright/test';

/** axe's options: WCAG 2.0/2.1 A and AA, plus 2.5.3 (a control's name holds its visible text), which axe still calls experimental. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
} as const;

interface Violation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * axe-core in every document of the page, once per document. `@axe-core/playwright` sent its 550 KB
 * source twice on every check and opened a blank page to add up the results: a third of the browser
 * tests' time went to that, not to judging the page.
 */
async function withAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!present) await frame.evaluate(axe.source).catch(() => undefined);
}

/**
 * Runs axe-core on the page (or on one part of it, `include` being a CSS selector) and fails on any
 * serious or critical violation, listing rule, impact and the first offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string, include?: string): Promise<void> {
  // Colours are judged once they settle: a dialog fading in blends with what is behind it. Endless
  // animations (a spinner) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // What the last layout set off lands first: a resize observer's measure and the render it asks for
  // (a table that starts to scroll on a phone becomes a focusable region).
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
  // Same-origin frames are judged with the page: axe reaches into a frame that has axe too.
  for (const frame of page.frames()) await withAxe(frame);
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ? { include: [include] } : document, options as import('axe-core').RunOptions);
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`),
      }));
    },
    { include, options: AXE_OPTIONS },
  );
  const serious = violations
    .filter((v: Violation) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: Violation) => `${v.id} (${v.impact}): ${v.nodes.join(' | ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** The paths of the top bar's nav links: every page the features registered at run time. */
export async function navPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}
