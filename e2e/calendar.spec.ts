import { randomCpf, weekdayOf } from '@agenda/br';
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { freeWorkingDay, today } from '../apps/server/src/testing/dates.ts';
import { expect, signIn, test } from './fixtures.ts';

const PENDING_AMBER = 'rgb(245, 158, 11)';
const CONFIRMED_GREEN = 'rgb(22, 163, 74)';
const CANCELLED_RED = 'rgb(239, 68, 68)';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Waits for the toast, then closes every toast so the next assertion only sees new ones. */
async function seeToast(page: Page, text: string) {
  await expect(toast(page, text).first()).toBeVisible();
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]')) button.click();
  });
  await expect(toast(page, text)).toHaveCount(0);
}

/** A fresh owner has no services: one type and one 45-minute service, over the documented REST paths. */
async function createService(baseURL: string, token: string) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const type = await fetch(`${baseURL}/service-types`, { method: 'POST', headers, body: JSON.stringify({ name: 'Prevenção' }) });
  const { serviceType } = (await type.json()) as { serviceType: { id: string } };
  const service = await fetch(`${baseURL}/services`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Limpeza completa', serviceTypeId: serviceType.id, duration: 45, price: 180 }),
  });
  expect(service.status).toBe(201);
}

test('calendar: book a new client from a free slot, confirm, reschedule, set an urgency, cancel', async ({
  page,
  owner,
  baseURL,
}) => {
  await createService(baseURL ?? '', owner.token);
  await signIn(page, owner);
  await expect(page.getByRole('heading', { name: 'Olá, Beatriz!' })).toBeVisible();
  await expect(page.getByText('Nenhuma urgência no momento')).toBeVisible();

  // Next week has free slots whatever the hour now; 09:00 of its first open day.
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  const slot = page.getByRole('button', { name: /^Agendar em \d{2}\/\d{2}\/\d{4} às 09:00$/ }).first();
  const slotLabel = (await slot.getAttribute('aria-label')) ?? '';
  const [, dd, mm, yyyy] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(slotLabel) ?? [];
  const date = `${yyyy}-${mm}-${dd}`;
  await slot.click();

  // --- Novo Agendamento: CPF lookup misses → a new client.
  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Cadastro' })).toHaveAttribute('aria-selected', 'true');
  const save = modal.getByRole('button', { name: 'Salvar Agendamento' });
  await expect(save).toBeDisabled();
  await modal.getByLabel('Serviço').selectOption({ label: 'Limpeza completa · 45 min · R$ 180,00' });
  await expect(modal.getByTestId('cal-new-end')).toHaveText('09:45');
  const cpf = randomCpf();
  await modal.getByLabel('CPF').fill(cpf);
  await modal.getByLabel('CPF').blur();
  await expect(modal.getByText('Novo cliente: preencha os dados para cadastrá-lo.')).toBeVisible();
  await expect(save).toBeDisabled();
  const name = `Helena Duarte ${randomInt(1000, 9999)}`;
  await modal.getByLabel('Nome completo').fill(name);
  await modal.getByLabel('Telefone pessoal').fill('11987654321');
  await modal.getByRole('tab', { name: 'Planos' }).click();
  await modal.getByLabel('Convênio').fill('Amil Dental');
  await modal.getByLabel('Número da carteirinha').fill('0012 3456');
  await expect(save).toBeEnabled();
  await save.click();
  await seeToast(page, 'Agendamento criado com sucesso!');
  await expect(modal).toBeHidden();

  // --- In the grid with the pending colour.
  const card = page.locator('.cal-appt').filter({ hasText: name });
  await expect(card).toHaveAttribute('data-status', 'PENDING');
  await expect(card).toHaveCSS('border-left-color', PENDING_AMBER);
  await expect(card).toContainText('09:00 – 09:45');

  // --- Detail: confirm.
  await card.click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await expect(detail.getByText('Convênio: Amil Dental - Carteirinha: 0012 3456')).toBeVisible();
  await expect(detail.locator('.cal-info__status')).toHaveText('Pendente');
  await detail.getByRole('button', { name: 'Confirmar' }).click();
  await seeToast(page, 'Agendamento confirmado com sucesso!');
  await expect(detail.locator('.cal-info__status')).toHaveText('Confirmado');
  await expect(detail.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  await expect(card).toHaveCSS('border-left-color', CONFIRMED_GREEN);

  // --- Reschedule: only valid times are offered (none past the service's 18:00); 10:00 is accepted.
  await detail.getByRole('button', { name: 'Reagendar' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reagendar Atendimento' });
  const confirmReschedule = reschedule.getByRole('button', { name: 'Confirmar Reagendamento' });
  await expect(confirmReschedule).toBeDisabled();
  await reschedule.getByLabel('Nova data').fill(date);
  await expect(confirmReschedule).toBeDisabled();
  const times = await reschedule.getByLabel('Novo horário').locator('option').allTextContents();
  expect(times).not.toContain('23:30');
  expect(times).not.toContain('17:30');
  await reschedule.getByLabel('Novo horário').selectOption('10:00');
  await expect(reschedule.getByText('Término previsto: 10:45')).toBeVisible();
  await confirmReschedule.click();
  await seeToast(page, 'Agendamento reagendado com sucesso!');
  await expect(reschedule).toBeHidden();
  await expect(detail.getByText('10:00 – 10:45')).toBeVisible();
  await expect(card).toContainText('10:00 – 10:45');

  // --- Urgency: set it, then see it in the side panel and the waiting room.
  await detail.getByRole('button', { name: 'Registrar urgência' }).click();
  await detail.getByLabel('Nível').selectOption({ label: 'Crítica' });
  await detail.getByLabel('Descrição').fill('Dor intensa após a limpeza');
  await detail.getByRole('button', { name: 'Salvar urgência' }).click();
  await seeToast(page, 'Urgência registrada');
  await expect(detail.getByText('Dor intensa após a limpeza')).toBeVisible();
  await detail.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(detail).toBeHidden();

  // The waiting room is today's: an urgency of next week's visit waits for its day (issue 35).
  const side = page.getByRole('complementary', { name: 'Painel do dia' });
  await expect(side.getByText('Nenhuma urgência no momento')).toBeVisible();
  await expect(side.locator('.cal-urgency').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Urgências', exact: true })).toBeVisible();
  await card.click();

  // --- Cancel through the confirmation.
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Cancelar' }).click();
  const ask = page.getByRole('dialog', { name: 'Cancelar agendamento' });
  await expect(ask).toContainText('Tem certeza que deseja cancelar este agendamento?');
  await ask.getByRole('button', { name: 'Sim, cancelar' }).click();
  await seeToast(page, 'Agendamento cancelado com sucesso!');
  await expect(detail.locator('.cal-info__status')).toHaveText('Cancelado');
  await expect(detail.getByRole('button', { name: 'Reagendar' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(card).toHaveAttribute('data-status', 'CANCELLED');
  await expect(card).toHaveCSS('border-left-color', CANCELLED_RED);
  // A cancelled appointment leaves the waiting room.
  await expect(side.getByText('Nenhuma urgência no momento')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Urgências', exact: true })).toBeVisible();
});

test('a change the server refuses shows its pt-BR message in one toast', async ({ page, owner, baseURL }) => {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
  const post = async (path: string, body: unknown, key: string) => {
    const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return ((await res.json()) as Record<string, { id: string }>)[key]?.id ?? '';
  };
  const typeId = await post('/service-types', { name: 'Prevenção' }, 'serviceType');
  const serviceId = await post('/services', { name: 'Limpeza', serviceTypeId: typeId, duration: 30, price: 100 }, 'service');
  const clientId = await post('/api/clients', { fullName: 'Otávio Ramos', cpf: randomCpf(), phone: '11987654321' }, 'client');
  // A working day of next week, so the appointment is still open whatever the hour now.
  const date = freeWorkingDay(7 - ((weekdayOf(today()) + 6) % 7));
  const id = await post('/api/appointments', { clientId, serviceId, date, startTime: '09:00', endTime: '09:30' }, 'appointment');

  await signIn(page, owner);
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  await page.locator('.cal-appt').filter({ hasText: 'Otávio Ramos' }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await expect(detail.locator('.cal-info__status')).toHaveText('Pendente');

  // Cancelled elsewhere meanwhile: confirming now is refused (409) with the server's message.
  const cancelled = await fetch(`${baseURL}/api/appointments/${id}/cancel`, { method: 'PATCH', headers });
  expect(cancelled.status).toBe(200);
  await detail.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Este agendamento já foi finalizado ou cancelado')).toHaveCount(1);
  await expect(toast(page, 'Agendamento confirmado com sucesso!')).toHaveCount(0);
});
