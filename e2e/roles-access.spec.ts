import { expect as expectApi } from '@playwright/test';
import { api, clientWithAppointment, expect, signIn, openWeekOf, seeToast, teamMember, test } from './fixtures.ts';

// What each role sees: the front desk opens an appointment without the clinical tabs (the clinical
// module is installed, it is not theirs) and keeps the products without their costs; the owner sees a
// Profissional who cannot be booked, and gives them a profile.

test('reception opens an appointment without the clinical tabs; the dentist has them', async ({ browser, owner, baseURL }) => {
  const base = baseURL ?? '';
  const { date } = await clientWithAppointment(base, owner.token, 'Sílvia Andrade Prado');
  const reception = await teamMember(base, owner, 'RECEPTION', 'Patrícia Souza');
  const dentist = await teamMember(base, owner, 'PROFESSIONAL', 'Rafael Lima');

  const front = await (await browser.newContext()).newPage();
  await signIn(front, reception);
  await openWeekOf(front, date);
  await front.locator('.cal-appt').filter({ hasText: 'Sílvia Andrade Prado' }).click();
  const detail = front.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  const tabs = detail.getByRole('tablist', { name: 'Abas do agendamento' }).getByRole('tab');
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first()).toContainText('Informações');
  await expect(detail.getByText('Módulo ainda não disponível')).toHaveCount(0);

  const chair = await (await browser.newContext()).newPage();
  await signIn(chair, dentist);
  await openWeekOf(chair, date);
  // The dentist's own column is the default: the owner's patient is among everyone's.
  await chair.getByRole('group', { name: 'Profissionais' }).getByRole('button', { name: 'Todos' }).click();
  await chair.locator('.cal-appt').filter({ hasText: 'Sílvia Andrade Prado' }).click();
  const chart = chair.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await expect(chart.getByRole('tab', { name: /Odontograma/ })).toBeVisible();
  await chart.getByRole('tab', { name: /Odontograma/ }).click();
  await expect(chart.getByText('Módulo ainda não disponível')).toHaveCount(0);
});

test('reception keeps the products without cost, margin or the financial analysis', async ({ browser, owner, baseURL }) => {
  const base = baseURL ?? '';
  await api(base, owner, 'POST', '/api/products', { name: 'Escova macia', costPrice: 4.5, salePrice: 12, stock: 5 });
  const reception = await teamMember(base, owner, 'RECEPTION', 'Patrícia Souza');
  const page = await (await browser.newContext()).newPage();
  await signIn(page, reception, null);
  await page.goto('/products');
  const table = page.locator('.products-table');
  await expect(table.getByRole('row').filter({ hasText: 'Escova macia' })).toContainText('R$ 12,00');
  await expect(table.getByRole('columnheader')).toHaveText(['Nome', 'Categoria', 'Preço de Venda', 'Estoque', 'Ações']);
  await expect(page.getByRole('tab', { name: /Análise Financeira/ })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Novo Produto' });
  await expect(form.getByLabel('Preço de Custo')).toHaveCount(0);
  await form.getByLabel('Nome').fill('Fio dental');
  await form.getByLabel('Preço de Venda').fill('9.00');
  await form.getByRole('button', { name: 'Cadastrar Produto' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Fio dental' })).toContainText('R$ 9,00');
});

test('the owner sees a Profissional who cannot be booked, and gives them a profile', async ({ page, owner, baseURL }) => {
  const base = baseURL ?? '';
  const dentist = await teamMember(base, owner, 'PROFESSIONAL', 'Rafael Lima');
  if (!dentist.professional) throw new Error('the dentist joined without a professional profile');
  // A profile no longer tied to its member: the member is Profissional with nobody to book.
  await api(base, owner, 'PUT', `/api/professionals/${dentist.professional.id}`, { memberId: null, active: false });

  await signIn(page, owner, null);
  await page.goto('/team');
  const row = page.getByRole('row').filter({ hasText: dentist.email });
  await expect(row.getByText('Sem perfil de profissional: não pode ser agendado(a)')).toBeVisible();
  await row.getByRole('button', { name: 'Criar perfil de profissional de Rafael Lima' }).click();
  await seeToast(page, 'Rafael Lima já pode ser agendado(a).');
  await expect(row.getByText('Sem perfil de profissional: não pode ser agendado(a)')).toHaveCount(0);
  const { professionals } = await api<{ professionals: { memberId: string | null; active: boolean }[] }>(
    base,
    owner,
    'GET',
    '/api/professionals',
  );
  expectApi(professionals.filter((p) => p.memberId === dentist.id && p.active)).toHaveLength(1);
});
