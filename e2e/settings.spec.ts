import { addDays } from '@agenda/br';
import type { Locator, Page } from '@playwright/test';
import { freeWeek, nextYear } from '../apps/server/src/testing/dates.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { dialogOpened, expect, holdBack, signIn, test } from './fixtures.ts';

// The week view belongs to the calendar feature (not built yet): these tests check what the dialog
// saves through the documented read endpoints the calendar uses (/api/blocked-days, /api/settings).

async function api<T>(baseURL: string | undefined, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

// Tall enough for the dialog's screenshots to show a whole tab.
test.use({ viewport: { width: 1280, height: 1400 } });

// A week without holidays a month ahead, and next year's Christmas week.
const WEEK = freeWeek(4);
const CHRISTMAS = `${nextYear()}-12-25`;

type BlockedDays = { days: { date: string; reason: string; name: string }[] };

async function openSettings(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Configurações/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Configurações da Agenda' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Cores' })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

async function saveSettings(page: Page, dialog: Locator): Promise<void> {
  // Every change is saved as it is made (decision record 007): wait for it, then close.
  await expect(dialog.getByRole('status').filter({ hasText: 'Salvando...' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Configurações salvas com sucesso!')).toHaveCount(0);
}

test('custom holiday, national holidays off and an unblock: saved, persisted and governing blocked days', async ({
  page,
  owner,
  baseURL,
}) => {
  await signIn(page, owner);
  let dialog = await openSettings(page);
  for (const name of ['Cores', 'Feriados', 'Bloqueios', 'Horários'])
    await expect(dialog.getByRole('tab', { name, exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salvar Configurações' })).toHaveCount(0);

  // Cores: a preset fills the 12 appointment colours.
  await dialog.getByRole('button', { name: 'Vibrante' }).click();
  await expect(dialog.getByRole('button', { name: 'Vibrante' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Cor 1: #ff006e' })).toBeVisible();

  // Feriados: the clinic's own calendar (São Paulo-SP) and a custom holiday, saved at once.
  await dialog.getByRole('tab', { name: 'Feriados' }).click();
  const year = new Date().getFullYear();
  const yearList = dialog.getByRole('list', { name: `Feriados de ${year} na sua cidade` });
  await expect(yearList.getByText('Natal')).toBeVisible();
  await expect(yearList.getByText('Revolução Constitucionalista')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Feriados Nacionais' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Feriados Estaduais' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Feriados Municipais' })).not.toBeChecked();

  const custom = dialog.getByRole('region', { name: 'Feriados personalizados' });
  const addHoliday = custom.getByRole('button', { name: 'Adicionar Feriado' });
  await expect(addHoliday).toBeDisabled();
  await custom.getByLabel('Nome do feriado').fill('Aniversário da Clínica');
  await expect(addHoliday).toBeDisabled();
  await custom.getByLabel('Data').fill(WEEK.tue);
  await expect(addHoliday).toBeEnabled();
  await addHoliday.click();
  await expect(custom.getByRole('listitem').filter({ hasText: 'Aniversário da Clínica' })).toBeVisible();
  await expect(custom.getByLabel('Nome do feriado')).toHaveValue('');

  await saveSettings(page, dialog);
  const saved = await api<{ settings: { appointmentColors: string[] } }>(baseURL, owner.token, '/api/settings');
  expect(saved.settings.appointmentColors[0]).toBe('#ff006e');
  const week = await api<BlockedDays>(baseURL, owner.token, `/api/blocked-days?startDate=${WEEK.mon}&endDate=${WEEK.sat}`);
  expect(week.days).toEqual([{ date: WEEK.tue, reason: 'Feriado Personalizado', name: 'Aniversário da Clínica' }]);

  // Turning national holidays off opens 25 December.
  const christmas = `/api/blocked-days?startDate=${addDays(CHRISTMAS, -4)}&endDate=${addDays(CHRISTMAS, 1)}`;
  expect((await api<BlockedDays>(baseURL, owner.token, christmas)).days).toEqual([
    { date: CHRISTMAS, reason: 'Feriado Nacional', name: 'Natal' },
  ]);
  dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Feriados' }).click();
  await dialog.getByText('Feriados Nacionais').click();
  await expect(dialog.getByRole('switch', { name: 'Feriados Nacionais' })).not.toBeChecked();
  await saveSettings(page, dialog);
  expect((await api<BlockedDays>(baseURL, owner.token, christmas)).days).toEqual([]);

  // No draft to discard: a toggle is saved once made, and 'Fechar' only closes.
  dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Feriados' }).click();
  await expect(dialog.getByRole('switch', { name: 'Feriados Nacionais' })).not.toBeChecked();
  await dialog.getByText('Feriados Estaduais').click();
  await saveSettings(page, dialog);
  expect(
    (await api<{ settings: { stateHolidays: boolean } }>(baseURL, owner.token, '/api/settings')).settings.stateHolidays,
  ).toBe(false);
  dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Feriados' }).click();
  await dialog.getByText('Feriados Estaduais').click();
  await saveSettings(page, dialog);

  // An unblock re-opens the custom holiday; disabling it blocks the day again.
  dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Feriados' }).click();
  const unblocks = dialog.getByRole('region', { name: 'Desbloquear dias específicos' });
  const addUnblock = unblocks.getByRole('button', { name: 'Desbloquear Dia' });
  await unblocks.getByLabel('Data').fill(WEEK.tue);
  await expect(addUnblock).toBeDisabled();
  await unblocks.getByLabel('Motivo').fill('Mutirão de atendimento');
  await addUnblock.click();
  const unblockRow = unblocks.getByRole('listitem').filter({ hasText: 'Mutirão de atendimento' });
  await expect(unblockRow).toContainText('Ativo');
  await expect
    .poll(
      async () =>
        (await api<BlockedDays>(baseURL, owner.token, `/api/blocked-days?startDate=${WEEK.tue}&endDate=${WEEK.tue}`)).days,
    )
    .toEqual([]);

  await unblockRow.getByRole('button', { name: 'Desativar Mutirão de atendimento' }).click();
  await expect(unblockRow).toContainText('Inativo');
  expect(
    (await api<BlockedDays>(baseURL, owner.token, `/api/blocked-days?startDate=${WEEK.tue}&endDate=${WEEK.tue}`)).days,
  ).toHaveLength(1);
  await unblockRow.getByRole('button', { name: 'Ativar Mutirão de atendimento' }).click();
  await expect(unblockRow).toContainText('Ativo');

  await dialog.screenshot({ path: '/tmp/settings.png' });
});

test('blocks and the lunch break: time-range block needs its times; lunch saved', async ({ page, owner, baseURL }) => {
  await signIn(page, owner);
  let dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Bloqueios' }).click();
  const form = dialog.getByRole('region', { name: 'Novo bloqueio' });
  const add = form.getByRole('button', { name: 'Adicionar Bloqueio' });
  await form.getByLabel('Título').fill('Curso de atualização');
  await form.getByLabel('Tipo').selectOption({ label: 'Pessoal' });
  await form.getByLabel('Data inicial').fill(WEEK.mon);
  await form.getByLabel('Data final').fill(WEEK.wed);
  await expect(add).toBeEnabled();
  await form.getByLabel('Dia inteiro').uncheck();
  await expect(add).toBeDisabled();
  await form.getByLabel('Horário inicial').fill('08:00');
  await form.getByLabel('Horário final').fill('10:00');
  await expect(add).toBeEnabled();
  await add.click();
  const list = dialog.getByRole('region', { name: 'Bloqueios cadastrados' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Curso de atualização' })).toContainText('08:00–10:00');
  await expect(list.getByRole('listitem')).toContainText('Pessoal');
  await dialog.screenshot({ path: '/tmp/settings-blocks.png' });

  await dialog.getByRole('tab', { name: 'Horários', exact: true }).click();
  await dialog.getByText('Bloquear horário de almoço').click();
  await dialog.screenshot({ path: '/tmp/settings-hours.png' });
  await saveSettings(page, dialog);

  const ranges = await api<{ ranges: { date: string; start: string; end: string; name: string }[] }>(
    baseURL,
    owner.token,
    `/api/blocked-days?startDate=${WEEK.tue}&endDate=${WEEK.tue}`,
  );
  expect(ranges.ranges.map((r) => `${r.start}-${r.end} ${r.name}`)).toEqual([
    '08:00-10:00 Curso de atualização',
    '12:00-13:00 Intervalo de almoço',
  ]);

  dialog = await openSettings(page);
  await dialog.screenshot({ path: '/tmp/settings-colors.png' });
  await dialog.getByRole('tab', { name: 'Horários', exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'Bloquear horário de almoço' })).toBeChecked();
});

test("the settings dialog keeps its height while the settings arrive: 'Fechar' stays under the pointer", async ({
  page,
  owner,
}) => {
  await signIn(page, owner);
  // The settings come a second and a half late, as on a slow connection.
  await holdBack(page, /\/trpc\/[^?]*settings\.all/);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Configurações/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Configurações da Agenda' });
  const close = dialog.getByRole('button', { name: 'Fechar' }).last();
  await expect(close).toBeVisible();
  await dialogOpened(dialog);
  const first = await close.boundingBox();
  await expect(dialog.getByText('Carregando...')).toHaveCount(0);
  expect(await close.boundingBox()).toEqual(first);
  await dialog.getByRole('tab', { name: /Horários/ }).click();
  expect(await close.boundingBox()).toEqual(first);
  await close.click();
  await expect(dialog).toBeHidden();
});

test('while the settings arrive, the chosen tab already has its panel: axe finds nothing serious', async ({ page, owner }) => {
  await signIn(page, owner);
  // The settings are held until the check is done: the loading state is judged, not raced.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*settings\.all/, async (route) => {
    await released;
    await route.continue();
  });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Configurações/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Configurações da Agenda' });
  await expect(dialog.getByText('Carregando...')).toBeVisible();
  const panel = await dialog.getByRole('tab', { selected: true }).getAttribute('aria-controls');
  await expect(dialog.locator(`[id="${panel}"]`)).toHaveAttribute('role', 'tabpanel');
  await expectNoSeriousA11yViolations(page, 'Configurações, carregando', '[role="dialog"]');
  release();
  await expect(dialog.getByText('Carregando...')).toHaveCount(0);
  await expect(dialog.getByRole('tabpanel', { name: 'Cores' })).toBeVisible();
});

test('reopened while a save is still being read back, the dialog shows what was saved, not the old settings', async ({
  page,
  owner,
}) => {
  await signIn(page, owner);
  const open = page.getByRole('banner').getByRole('button', { name: /Configurações/ });
  const dialog = page.getByRole('dialog', { name: 'Configurações da Agenda' });
  const lunch = dialog.getByRole('switch', { name: 'Bloquear horário de almoço' });
  await open.click();
  await dialog.getByRole('tab', { name: 'Horários', exact: true }).click();
  await expect(lunch).not.toBeChecked();
  // From now on the settings are read back a second and a half late, as on a slow connection.
  await holdBack(page, /\/trpc\/[^?]*settings\.all/);
  await lunch.click();
  await expect(dialog.getByText('Alterações salvas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();
  await open.click();
  await dialog.getByRole('tab', { name: 'Horários', exact: true }).click();
  await expect(lunch).toBeChecked();
  // The next change keeps the lunch break on: what is saved is the saved settings plus the change.
  await dialog.getByLabel('Início').fill('11:30');
  await expect(dialog.getByText('Alterações salvas')).toBeVisible();
  const saved = await page.evaluate(async () => {
    const res = await fetch('/api/settings', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return ((await res.json()) as { settings: { lunchBreakEnabled: boolean; lunchBreakStart: string } }).settings;
  });
  expect(saved).toMatchObject({ lunchBreakEnabled: true, lunchBreakStart: '11:30' });
});
