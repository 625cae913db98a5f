import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday, weekdayOf } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import type { Page } from '@playwright/test';
import { api, expect, signIn, test } from './fixtures.ts';

// The shell and the calendar as a clinic trips over them: one test per item of the issue.

const today = () => nowInTimeZone().date;
const isWeekday = (date: string) => weekdayOf(date) >= 1 && weekdayOf(date) <= 5;

/** Holidays that close the owner's clinic (São Paulo, SP) from today on, for a year. */
function comingHolidays() {
  const year = Number(today().slice(0, 4));
  return [year, year + 1]
    .flatMap((y) => brazilianHolidays(y, { state: 'SP', city: 'São Paulo' }))
    .filter((h) => h.date > today() && h.date <= addDays(today(), 300));
}

/** The first weekday after today that is no holiday and not `except`. */
function quietWeekday(except: string[] = []): string {
  const closed = new Set(comingHolidays().map((h) => h.date));
  let date = addDays(today(), 1);
  while (!isWeekday(date) || closed.has(date) || except.includes(date)) date = addDays(date, 1);
  return date;
}

test("7. 'Sair de todos os dispositivos' asks first; 'Cancelar' keeps the session", async ({ page, owner }) => {
  await signIn(page, owner);
  const bar = page.getByRole('banner');
  await bar.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  const ask = page.getByRole('dialog', { name: 'Sair de todos os dispositivos?' });
  await expect(ask).toContainText('Todas as sessões desta conta serão encerradas');
  await expect(ask.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Olá, ${owner.fullName}!`)).toBeVisible();

  await bar.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await ask.getByRole('button', { name: 'Sair de todos' }).click();
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);
});

test('12. the reschedule modal says why a date has no free time', async ({ page, owner, baseURL }) => {
  const base = baseURL ?? '';
  const { serviceType } = await api<{ serviceType: { id: string } }>(base, owner, 'POST', '/service-types', {
    name: 'Prevenção',
  });
  const { service } = await api<{ service: { id: string } }>(base, owner, 'POST', '/services', {
    name: 'Limpeza',
    serviceTypeId: serviceType.id,
    duration: 30,
    price: 120,
  });
  const { client } = await api<{ client: { id: string } }>(base, owner, 'POST', '/api/clients', {
    fullName: 'Otília Remarcada',
    cpf: randomCpf(),
    phone: '11912345678',
  });
  const booked = quietWeekday();
  await api(base, owner, 'POST', '/api/appointments', {
    clientId: client.id,
    serviceId: service.id,
    date: booked,
    startTime: '09:00',
    endTime: '09:30',
  });
  const blocked = quietWeekday([booked]);
  await api(base, owner, 'POST', '/api/settings/blocks', { title: 'Dedetização', startDate: blocked, endDate: blocked });
  const holiday = comingHolidays().find((h) => h.type === 'NATIONAL' && isWeekday(h.date));
  if (!holiday) throw new Error('no national holiday on a weekday in the coming months');
  let sunday = addDays(today(), 1);
  while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);

  await signIn(page, owner);
  const weeks = Math.round((Date.parse(startOfWeekMonday(booked)) - Date.parse(startOfWeekMonday(today()))) / (7 * 86_400_000));
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Próxima semana' }).click();
  await page
    .getByRole('button', { name: /Otília Remarcada/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Detalhes do Agendamento' }).getByRole('button', { name: 'Reagendar' }).click();
  const modal = page.getByRole('dialog', { name: 'Reagendar Atendimento' });
  const time = modal.getByLabel('Novo horário');
  const why = async (date: string, reason: string | RegExp) => {
    await modal.getByLabel('Nova data').fill(date);
    await expect(time).toContainText('Nenhum horário disponível nesta data');
    await expect(time).toHaveAccessibleDescription(reason);
    await expect(modal.getByRole('status').filter({ hasText: reason })).toBeVisible();
  };
  await why(holiday.date, `Feriado Nacional: ${holiday.name}`);
  await why(sunday, 'A clínica não atende aos domingos');
  await why(blocked, 'Período Bloqueado: Dedetização');
  await why(addDays(today(), -1), 'Esta data já passou: escolha hoje ou uma data futura.');
  // A date with free times offers them and gives no reason.
  await modal.getByLabel('Nova data').fill(booked);
  await expect(time.locator('option', { hasText: '10:00' })).toHaveCount(1);
  await expect(modal.getByText('Feriado')).toHaveCount(0);
});

/** Where the first toast sits against every visible button of the open dialog. */
async function toastOverButtons(page: Page): Promise<string[]> {
  const toast = await page.locator('[data-sonner-toast]').first().boundingBox();
  if (!toast) throw new Error('no toast');
  const covered: string[] = [];
  for (const button of await page.getByRole('dialog').getByRole('button').all()) {
    const box = await button.boundingBox();
    if (!box || !(await button.isVisible())) continue;
    const apart =
      box.x >= toast.x + toast.width ||
      toast.x >= box.x + box.width ||
      box.y >= toast.y + toast.height ||
      toast.y >= box.y + box.height;
    if (!apart) covered.push((await button.getAttribute('aria-label')) ?? ((await button.textContent()) ?? '').trim());
  }
  return covered;
}

test('14. a toast shown over a modal covers none of its actions, at 1366 and 390 px', async ({ page, owner }) => {
  await signIn(page, owner);
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/clients');
    await page.getByRole('button', { name: '+ Novo Cliente' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo Cliente' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Nome, CPF e telefone são obrigatórios' });
    await expect(toast).toBeVisible();
    // Once it has slid into place: two reads of its box a moment apart agree.
    await expect
      .poll(async () => {
        const before = JSON.stringify(await toast.boundingBox());
        await page.evaluate(() => new Promise((done) => setTimeout(done, 150)));
        return before === JSON.stringify(await toast.boundingBox());
      })
      .toBe(true);
    expect(await toastOverButtons(page), `buttons under the toast at ${width} px`).toEqual([]);
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await expect(modal).toBeHidden();
  }
});
