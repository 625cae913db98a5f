import { addDays, formatDatePtBR } from '@agenda/br';
import type { Locator } from '@playwright/test';
import { freeWeek } from '../apps/server/src/testing/dates.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { bookAtNine, column, openDay, serviceAndClient } from './agenda-fixtures.ts';
import { type ProfessionalRef, addProfessional, api, expect, signIn, seeToast, test } from './fixtures.ts';

/** The booking a `calendar.create` request carried (batched: the first call's input). */
function sentBooking(body: string | null): { idempotencyKey?: string; allowClientOverlap?: boolean } {
  const sent = JSON.parse(body ?? '{}') as Record<string, unknown>;
  return (sent['0'] ?? sent) as { idempotencyKey?: string; allowClientOverlap?: boolean };
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('two professionals: one 09:00 each, side by side in the day view, filtered to one, one at a time on a phone', async ({
  page,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { cpf, fullName } = await serviceAndClient(base, owner);
  const [founder] = (await api<{ professionals: ProfessionalRef[] }>(base, owner, 'GET', '/api/professionals')).professionals;
  if (!founder) throw new Error('the founder has no professional profile');
  const rafael = await addProfessional(base, owner, { name: 'Dr. Rafael Souza', color: '#059669' });
  const date = freeWeek(1).tue;

  await signIn(page, owner);
  const chips = page.getByRole('group', { name: 'Profissionais' });
  await expect(chips.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
  const board = await openDay(page, date);
  await expect(board.getByRole('group')).toHaveCount(2);

  // --- The same 09:00 for each: the second is refused (one patient, one chair) until booked anyway
  // ('Agendar mesmo assim', a joint procedure); then it says the client is booked with the first.
  let modal = await bookAtNine(page, date, founder, cpf);
  await modal.getByRole('button', { name: 'Salvar Agendamento' }).click();
  await seeToast(page, 'Agendamento criado com sucesso!');
  modal = await bookAtNine(page, date, rafael, cpf);
  await expect(modal.getByRole('option', { name: `${founder.name} (ocupado neste horário)` })).toBeDisabled();
  const created = page.waitForRequest((r) => r.url().includes('calendar.create'));
  await modal.getByRole('button', { name: 'Salvar Agendamento' }).click();
  const busy = modal.getByRole('alert');
  await expect(busy).toContainText(`Este cliente já tem um agendamento neste horário (09:00 com ${founder.name}).`);
  await expect(modal).toBeVisible();
  const firstTry = sentBooking((await created).postData());
  expect(firstTry.allowClientOverlap).toBe(false);
  const resent = page.waitForRequest((r) => r.url().includes('calendar.create'));
  await busy.getByRole('button', { name: 'Agendar mesmo assim' }).click();
  const override = sentBooking((await resent).postData());
  expect(override.allowClientOverlap).toBe(true);
  // The same submission of the modal: the same key, freed by the refusal.
  expect(override.idempotencyKey).toBe(firstTry.idempotencyKey);
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Este cliente já tem um agendamento com ${founder.name} das 09:00 às 09:30 neste dia.` }),
  ).toBeVisible();
  await seeToast(page, 'Agendamento criado com sucesso!');

  // --- Two columns, each with its card at 09:00 in its professional's colour.
  const cards = [founder, rafael].map((p) => column(board, p.name).locator('.cal-appt').filter({ hasText: fullName }));
  for (const [i, p] of [founder, rafael].entries()) {
    const card = cards[i] as Locator;
    await expect(card).toHaveAccessibleName(`09:00, ${fullName}, Limpeza, até 09:30, com ${p.name}, Pendente`);
    expect(await card.evaluate((el) => getComputedStyle(el, '::after').backgroundColor)).toBe(rgb(p.color));
    await expect(board.locator('.cal-pro-header').filter({ hasText: p.name })).toHaveCSS('border-top-color', rgb(p.color));
  }
  const [left, right] = await Promise.all(cards.map((c) => c.boundingBox()));
  expect(right?.x).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
  expect(right?.y).toBe(left?.y);
  await expectNoSeriousA11yViolations(page, 'day view with two professionals at 1366 px');

  // --- Filter to one: the weekly read asks for that professional only; one column is left.
  const read = page.waitForRequest((r) => r.url().includes('calendar.list') && decodeURIComponent(r.url()).includes(rafael.id));
  await chips.getByRole('button', { name: rafael.name }).click();
  expect(decodeURIComponent((await read).url())).not.toContain(founder.id);
  await expect(chips.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
  await expect(board.getByRole('group')).toHaveCount(1);
  await expect(column(board, rafael.name).locator('.cal-appt')).toHaveCount(1);
  await expect(board.locator('.cal-appt')).toHaveCount(1);

  // --- Remembered in this browser.
  await page.reload();
  await expect(chips.getByRole('button', { name: rafael.name })).toHaveAttribute('aria-pressed', 'true');
  await openDay(page, date);
  await expect(board.getByRole('group')).toHaveCount(1);

  // --- The detail names the professional; rescheduling keeps them unless another is chosen.
  await column(board, rafael.name).locator('.cal-appt').click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await expect(detail.locator('.cal-info__professional')).toHaveText(rafael.name);
  await detail.getByRole('button', { name: 'Reagendar' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reagendar Atendimento' });
  await expect(reschedule.getByLabel('Profissional')).toHaveValue(rafael.id);
  await reschedule.getByLabel('Profissional').selectOption({ label: founder.name });
  await reschedule.getByLabel('Nova data').fill(date);
  await reschedule.getByLabel('Novo horário').selectOption('10:00');
  await reschedule.getByRole('button', { name: 'Confirmar Reagendamento' }).click();
  await seeToast(page, 'Agendamento reagendado com sucesso!');
  await expect(detail.locator('.cal-info__professional')).toHaveText(founder.name);
  await detail.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(board.locator('.cal-appt')).toHaveCount(0);

  // --- A phone: one professional's day, chosen with a select.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chips).toBeHidden();
  const select = page.getByRole('combobox', { name: 'Profissional' });
  await expect(select).toHaveValue(rafael.id);
  await select.selectOption({ label: founder.name });
  await expect(board.getByRole('group')).toHaveCount(1);
  await expect(column(board, founder.name).locator('.cal-appt').filter({ hasText: fullName })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Próximo dia' })).toBeVisible();
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(column(board, founder.name)).toHaveAccessibleName(new RegExp(formatDatePtBR(addDays(date, 1))));
  await expectNoSeriousA11yViolations(page, 'day view at 390 px');
});
