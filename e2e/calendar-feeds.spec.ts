import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expect, signIn, seeToast, teamMember, test } from './fixtures.ts';

// Issue 25, calendar feeds: a professional subscribes their own agenda from 'Meus horários' — makes
// the secret address, copies it, and the address answers the calendar a phone would read; 'Gerar
// novo link' warns first and the old address stops working.

test('a professional makes their calendar feed in Meus horários, copies it, and renews it', async ({ page, owner, baseURL }) => {
  test.setTimeout(90_000);
  const bruno = await teamMember(baseURL ?? '', owner, 'PROFESSIONAL', 'Bruno Lima');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, bruno);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Configurações/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Configurações da Agenda' });
  await dialog.getByRole('tab', { name: 'Meus horários' }).click();
  const section = dialog.getByRole('region', { name: 'Assinar agenda no celular' });
  await expect(section.getByText('Ainda não há um link. Gere o seu para assinar a agenda.')).toBeVisible();

  await section.getByRole('button', { name: 'Gerar link' }).click();
  await seeToast(page, 'Link gerado!');
  const field = section.getByLabel('Link da agenda');
  await expect(field).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByText(/Google Agenda: .*Do URL/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Gerar novo link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the feed in 'Meus horários'", '[role="dialog"]');
  await section.getByRole('button', { name: 'Copiar' }).click();
  await seeToast(page, 'Link copiado!');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await field.inputValue());
  const feed = await fetch(url);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('X-WR-CALNAME:Bruno Lima · Clínica Teste');

  await section.getByRole('button', { name: 'Gerar novo link' }).click();
  const warning = page.getByRole('dialog', { name: 'Gerar novo link?' });
  await expect(warning).toContainText('O link atual deixa de funcionar');
  await warning.getByRole('button', { name: 'Gerar novo link' }).click();
  await seeToast(page, 'Novo link gerado. O anterior deixou de funcionar.');
  await expect(field).not.toHaveValue(url);
  expect((await fetch(url)).status).toBe(404);
  expect((await fetch(await field.inputValue())).status).toBe(200);
});

test('the owner makes a member’s feed from the Equipe page', async ({ page, owner, baseURL }) => {
  await teamMember(baseURL ?? '', owner, 'PROFESSIONAL', 'Carla Souza');
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Equipe' }).click();
  await page.getByRole('button', { name: 'Assinar agenda no celular: Carla Souza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assinar agenda no celular: Carla Souza' });
  await dialog.getByRole('button', { name: 'Gerar link' }).click();
  await expect(dialog.getByLabel('Link da agenda')).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  // The button turns from 'Gerar link' into 'Gerar novo link' once the feed's status is read again:
  // its colours are judged after that change, not in the middle of it.
  await expect(dialog.getByRole('button', { name: 'Gerar novo link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the feed dialog on /team', '[role="dialog"]');
});
