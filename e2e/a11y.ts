import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * Runs axe-core on the page (or on one dialog of it) and fails on any serious or critical
 * violation, listing rule, impact and the first offending elements. WCAG 2.5.3 (a control's name
 * holds its visible text) is checked too, though axe still calls that rule experimental.
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
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`)
          .join(' | ')}`,
    );
  expect(serious, `axe on ${where}`).toEqual([]);
}

/** The paths of the top bar's nav links: every page the features registered at run time. */
export async function navPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/')))];
}
