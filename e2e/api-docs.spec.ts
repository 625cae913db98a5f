import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';

// /api/docs: the reference of the REST API, rendered by Scalar from /api/openapi.json, with its
// bundle served by the server itself (no CDN) under the page's own content policy.

test('the API reference renders every feature group and an operation with its answers', async ({ page }) => {
  // Scalar parses its 4.3 MB bundle and lays out the whole document before its first heading: 4 s on an
  // idle machine, 7 s beside three busy cores, past 10 s at the browser step's busiest start on a slow one.
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) problems.push(`left the server: ${r.url()}`);
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Agenda — API REST', level: 1 })).toBeVisible({ timeout: 40_000 });
  const sidebar = page.getByRole('complementary', { name: /Barra lateral/ });
  for (const group of ['Conta e empresa', 'Agenda', 'Clientes', 'Clínico', 'Financeiro', 'Produtos', 'Serviços']) {
    await expect(sidebar.getByRole('link', { name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByText('/api/cep/{cep}')).toBeVisible();

  await sidebar.getByRole('link', { name: 'Agenda', exact: true }).click();
  await sidebar.getByRole('link', { name: /^Agenda um atendimento/ }).click();
  await expect(page.getByRole('heading', { name: 'Agenda um atendimento' })).toBeVisible();
  await expect(page.getByText('/api/appointments').first()).toBeVisible();
  await expect(page.getByText('Conflito: horário ocupado', { exact: false }).first()).toBeVisible();

  // The renderer's own greys, badges and icon buttons are made readable and named (api-docs.ts); a
  // copy button shows a label while the pointer is over its code ('cURL') or over it ('Copiar'), and
  // its name holds both: axe reads each state once.
  const copy = page.locator('button.scalar-code-copy').first();
  for (const [width, hovered] of [
    [1366, copy.locator('..')],
    [390, copy],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await hovered.hover({ force: true });
    await expectNoSeriousA11yViolations(page, `/api/docs, ${width} px`);
  }
  await expect(copy).toHaveAccessibleName(/^Copiar \S+$/);
  expect(problems).toEqual([]);
});
