import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

// What the settings dialog saves governs the week view: blocked days show their reason and offer
// no free slot.

const iso = (d: Date) => d.toISOString().slice(0, 10);
const ptBR = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Monday of the week holding `date` (UTC arithmetic on the date string). */
function mondayOf(date: string): Date {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

function todayInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

async function goToWeekOf(page: Page, date: string) {
  const weeks = Math.round((mondayOf(date).getTime() - mondayOf(todayInSaoPaulo()).getTime()) / (7 * 86_400_000));
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: /Próxima semana/ }).click();
}

const dayHeader = (page: Page, date: string) => page.getByRole('button', { name: new RegExp(`, ${ptBR(date)}`) });
const firstSlot = (page: Page, date: string) => page.getByRole('button', { name: `Agendar em ${ptBR(date)} às 08:00` });

async function openHolidays(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Configurações/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Configurações da Agenda' });
  await dialog.getByRole('tab', { name: 'Feriados' }).click();
  return dialog;
}

async function save(page: Page, dialog: Locator) {
  // Every change is saved as it is made (decision record 007): wait for it, then close.
  await expect(dialog.getByRole('status').filter({ hasText: 'Salvando...' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Configurações salvas com sucesso!')).toHaveCount(0);
}

test('a custom holiday blocks its day in the week view, and an unblock re-opens it', async ({ page, owner }) => {
  const next = mondayOf(todayInSaoPaulo());
  next.setUTCDate(next.getUTCDate() + 9); // Wednesday of next week
  const date = iso(next);
  await signIn(page, owner);

  let dialog = await openHolidays(page);
  const custom = dialog.getByRole('region', { name: 'Feriados personalizados' });
  await custom.getByLabel('Nome do feriado').fill('Aniversário da Clínica');
  await custom.getByLabel('Data').fill(date);
  await custom.getByRole('button', { name: 'Adicionar Feriado' }).click();
  await expect(custom.getByRole('listitem').filter({ hasText: 'Aniversário da Clínica' })).toBeVisible();
  await save(page, dialog);

  await goToWeekOf(page, date);
  await expect(dayHeader(page, date)).toHaveAccessibleName(/Feriado Personalizado: Aniversário da Clínica/);
  await expect(dayHeader(page, date)).toContainText('Aniversário da Clínica');
  await expect(page.getByText('Feriado Personalizado', { exact: true })).toBeVisible();
  await expect(firstSlot(page, date)).toHaveCount(0);

  dialog = await openHolidays(page);
  const unblocks = dialog.getByRole('region', { name: 'Desbloquear dias específicos' });
  await unblocks.getByLabel('Data').fill(date);
  await unblocks.getByLabel('Motivo').fill('Mutirão de atendimento');
  await unblocks.getByRole('button', { name: 'Desbloquear Dia' }).click();
  await expect(unblocks.getByRole('listitem').filter({ hasText: 'Mutirão de atendimento' })).toBeVisible();
  await save(page, dialog);

  await expect(dayHeader(page, date)).not.toHaveAttribute('data-blocked');
  await expect(firstSlot(page, date)).toBeVisible();
});

test('turning national holidays off opens 25 December', async ({ page, owner }) => {
  const today = todayInSaoPaulo();
  const year = today > `${today.slice(0, 4)}-12-25` ? Number(today.slice(0, 4)) + 1 : Number(today.slice(0, 4));
  const christmas = `${year}-12-25`;
  await signIn(page, owner);
  await goToWeekOf(page, christmas);
  await expect(dayHeader(page, christmas)).toHaveAccessibleName(/Feriado Nacional: Natal/);
  await expect(firstSlot(page, christmas)).toHaveCount(0);

  const dialog = await openHolidays(page);
  await dialog.getByText('Feriados Nacionais').click();
  await expect(dialog.getByRole('switch', { name: 'Feriados Nacionais' })).not.toBeChecked();
  await save(page, dialog);

  await expect(dayHeader(page, christmas)).not.toHaveAttribute('data-blocked');
  await expect(firstSlot(page, christmas)).toBeVisible();
});
