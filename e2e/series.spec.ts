import { addDays, formatDatePtBR, weekdayOf } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import { TEST_CLINIC_LOCATION, today, yearOf } from '../apps/server/src/testing/dates.ts';
import { serviceAndClient } from './agenda-fixtures.ts';
import { type Owner, api, expect, signIn, openWeekOf, seeToast, test } from './fixtures.ts';

// Recurring appointments in the browser: 'Repetir' with its preview over a holiday, and
// 'Este e os seguintes' when rescheduling a member.

interface Appointment {
  id: string;
  date: string;
  startTime: string;
  seriesId: string | null;
}

const holidays = () => [0, 1, 2].flatMap((n) => brazilianHolidays(yearOf(today()) + n, TEST_CLINIC_LOCATION));
const weekly = (start: string, count: number) => Array.from({ length: count }, (_, i) => addDays(start, 7 * i));

/** Five weekly dates from at least a week ahead whose third is a weekday national holiday, the others none. */
function overHoliday() {
  const all = new Set(holidays().map((h) => h.date));
  for (const h of holidays()) {
    const dates = weekly(addDays(h.date, -14), 5);
    if (h.type !== 'NATIONAL' || weekdayOf(h.date) < 1 || weekdayOf(h.date) > 5 || (dates[0] ?? '') < addDays(today(), 7))
      continue;
    if (dates.filter((d) => all.has(d)).length === 1) return { dates, holiday: h };
  }
  throw new Error('no holiday ahead');
}

/** Five weekly Tuesdays (and the Wednesdays after them) with no holiday, from `weeks` weeks ahead. */
function freeTuesdays(weeks: number): string[] {
  const all = new Set(holidays().map((h) => h.date));
  let start = addDays(today(), 7 * weeks);
  while (weekdayOf(start) !== 2) start = addDays(start, 1);
  for (; ; start = addDays(start, 7)) {
    const dates = weekly(start, 5);
    if (dates.every((d) => !all.has(d) && !all.has(addDays(d, 1)))) return dates;
  }
}

const between = async (baseURL: string, owner: Owner, from: string, to: string) =>
  (await api<{ appointments: Appointment[] }>(baseURL, owner, 'GET', `/api/appointments?startDate=${from}&endDate=${to}`))
    .appointments;

test('a weekly series over a holiday: the preview shows the holiday as not bookable, saving books the rest', async ({
  page,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { cpf } = await serviceAndClient(base, owner);
  const { dates, holiday } = overHoliday();
  await signIn(page, owner, null);
  await openWeekOf(page, dates[0] ?? '');
  await page.getByRole('button', { name: `Agendar em ${formatDatePtBR(dates[0] ?? '')} às 09:00` }).click();

  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await modal.getByLabel('Serviço').selectOption({ label: 'Limpeza · 30 min · R$ 100,00' });
  await modal.getByLabel('CPF').fill(cpf);
  await modal.getByLabel('CPF').blur();
  await expect(modal.getByText('Cliente já cadastrado: dados carregados.')).toBeVisible();
  await modal.getByLabel('Repetir').selectOption({ label: 'Toda semana' });
  await modal.getByLabel('Ocorrências').fill('5');
  await modal.getByRole('button', { name: /Ver datas/ }).click();

  const preview = modal.getByRole('region', { name: 'Datas da série' });
  await expect(preview).toContainText('4 de 5 datas livres');
  const rows = preview.getByRole('listitem');
  await expect(rows).toHaveCount(5);
  const off = rows.filter({ hasText: formatDatePtBR(holiday.date) });
  await expect(off).toContainText(holiday.name);
  await expect(off).not.toContainText('livre');
  await expect(rows.filter({ hasText: formatDatePtBR(dates[0] ?? '') })).toContainText('livre');

  await modal.getByRole('button', { name: 'Salvar Agendamento' }).click();
  await seeToast(page, '4 agendamentos criados; 1 data não pôde ser agendada.');
  const booked = (await between(base, owner, dates[0] ?? '', dates[4] ?? '')).filter((a) => a.seriesId);
  expect(booked.map((a) => a.date)).toEqual(dates.filter((d) => d !== holiday.date));
  // The member of the week shown carries the series mark.
  await expect(page.locator('.cal-appt[aria-label*="Repete"]')).toHaveCount(1);
});

test("'Este e os seguintes' moves this member and the later ones, never the earlier", async ({ page, owner, baseURL }) => {
  const base = baseURL ?? '';
  await serviceAndClient(base, owner);
  const [service] = (await api<{ services: { id: string }[] }>(base, owner, 'GET', '/services')).services;
  const [client] = (await api<{ clients: { id: string }[] }>(base, owner, 'GET', '/api/clients')).clients;
  const dates = freeTuesdays(3);
  await api(base, owner, 'POST', '/api/appointments/series', {
    clientId: client?.id,
    serviceId: service?.id,
    date: dates[0],
    startTime: '09:00',
    endTime: '09:30',
    notes: null,
    rule: { frequency: 'WEEKLY', count: 5 },
  });

  await signIn(page, owner, null);
  await openWeekOf(page, dates[2] ?? '');
  await page.locator('.cal-appt[aria-label*="Repete"]').click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await detail.getByRole('button', { name: 'Reagendar' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reagendar Atendimento' });
  await reschedule.getByLabel('Nova data').fill(addDays(dates[2] ?? '', 1));
  await reschedule.getByLabel('Novo horário').selectOption('10:00');
  await expect(reschedule.getByRole('radio', { name: 'Somente este' })).toBeChecked();
  await reschedule.getByRole('radio', { name: 'Este e os seguintes' }).check();
  await reschedule.getByRole('button', { name: 'Confirmar Reagendamento' }).click();
  await seeToast(page, 'Agendamento reagendado com sucesso!');

  const members = (await between(base, owner, dates[0] ?? '', addDays(dates[4] ?? '', 1))).filter((a) => a.seriesId);
  expect(members.map((a) => [a.date, a.startTime])).toEqual([
    [dates[0], '09:00'],
    [dates[1], '09:00'],
    [addDays(dates[2] ?? '', 1), '10:00'],
    [addDays(dates[3] ?? '', 1), '10:00'],
    [addDays(dates[4] ?? '', 1), '10:00'],
  ]);
});
