import { formatDatePtBR } from '@agenda/br';
import { freeWeek } from '../apps/server/src/testing/dates.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { column, openDay, serviceAndClient } from './agenda-fixtures.ts';
import { expect, signIn, openPatient, seeToast, teamMember, test } from './fixtures.ts';

// A clinic's team in the browser: the receptionist books for the second dentist and sees neither
// the clinical tabs nor the clinic's money; the dentist signs in and finds the booking in their day.

test('the receptionist books for the second dentist; the dentist sees it in their day', async ({ browser, owner, baseURL }) => {
  const base = baseURL ?? '';
  const { cpf, fullName } = await serviceAndClient(base, owner);
  const dentist = await teamMember(base, owner, 'PROFESSIONAL', 'Rafael Lima');
  const reception = await teamMember(base, owner, 'RECEPTION', 'Patrícia Souza');
  if (!dentist.professional) throw new Error('the dentist joined without a professional profile');
  const date = freeWeek(1).tue;

  const front = await (await browser.newContext()).newPage();
  await signIn(front, reception);
  const nav = front.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: /Agenda/ })).toBeVisible();
  for (const hidden of ['Serviços', 'Equipe']) await expect(nav.getByRole('link', { name: new RegExp(hidden) })).toHaveCount(0);
  await expect(front.getByRole('button', { name: /Relatórios/ })).toHaveCount(0);

  // Booking at 09:00 in the dentist's column of the day view.
  const board = await openDay(front, date);
  await expect(column(board, dentist.fullName)).toBeVisible();
  await front.getByRole('button', { name: `Agendar em ${formatDatePtBR(date)} às 09:00 com ${dentist.fullName}` }).click();
  const modal = front.getByRole('dialog', { name: 'Novo Agendamento' });
  await modal.getByLabel('Serviço').selectOption({ label: 'Limpeza · 30 min · R$ 100,00' });
  await expect(modal.getByLabel('Profissional')).toHaveValue(dentist.professional.id);
  await modal.getByLabel('CPF').fill(cpf);
  await modal.getByLabel('CPF').blur();
  await expect(modal.getByText('Cliente já cadastrado: dados carregados.')).toBeVisible();
  await modal.getByRole('button', { name: 'Salvar Agendamento' }).click();
  await seeToast(front, 'Agendamento criado com sucesso!');
  await expect(column(board, dentist.fullName).locator('.cal-appt').filter({ hasText: fullName })).toHaveCount(1);
  await expectNoSeriousA11yViolations(front);

  // The patient's record: registration data, no clinical tab.
  const record = await openPatient(front, fullName);
  await expect(record.getByRole('tab', { name: /Histórico/ })).toBeVisible();
  for (const clinical of ['Anamnese', 'Odontograma', 'Prontuário', 'Módulo Clínico', 'Acessos']) {
    await expect(record.getByRole('tab', { name: new RegExp(clinical) })).toHaveCount(0);
  }

  // The money: 'Cobrança' alone.
  await front.goto('/financial');
  const tabs = front.getByRole('tablist', { name: 'Financeiro' });
  await expect(tabs.getByRole('tab')).toHaveText(['Cobrança']);
  // A page of the owner's, typed by address.
  await front.goto('/team');
  await expect(front.getByText('Você não tem permissão para esta ação.')).toBeVisible();

  const chair = await (await browser.newContext()).newPage();
  await signIn(chair, dentist);
  const chips = chair.getByRole('group', { name: 'Profissionais' });
  await expect(chips.getByRole('button', { name: dentist.fullName })).toHaveAttribute('aria-pressed', 'true');
  const day = await openDay(chair, date);
  await expect(column(day, dentist.fullName).locator('.cal-appt').filter({ hasText: fullName })).toHaveCount(1);
  await expectNoSeriousA11yViolations(chair);
  // The dentist, unlike the front desk, opens the patient's clinical record.
  const chart = await openPatient(chair, fullName);
  await expect(chart.getByRole('tab', { name: /Anamnese/ })).toBeVisible();
});
