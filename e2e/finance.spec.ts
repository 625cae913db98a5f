import { readFileSync } from 'node:fs';
import { nowInTimeZone } from '@agenda/br';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { limpezaClinic } from './money-fixture.ts';

/** The clinic's today when asked: a run that crosses midnight in São Paulo moves on with it. */
const clinicToday = () => nowInTimeZone('America/Sao_Paulo').date;

/** A clinic with a day of money: a PAID Limpeza in PIX, a PARTIAL one in CARTÃO, and the rent paid. */
async function clinicWithMoney(baseURL: string) {
  const today = clinicToday();
  const { owner, post, book, serviceId } = await limpezaClinic(baseURL);
  await post('/api/appointments/complete', {
    appointmentId: await book('08:00', '08:30'),
    services: [{ id: serviceId }],
    paymentMethod: 'PIX',
    paymentStatus: 'PAID',
  });
  await post('/api/appointments/complete', {
    appointmentId: await book('09:00', '09:30'),
    services: [{ id: serviceId }],
    paymentMethod: 'CARTÃO',
    paymentStatus: 'PARTIAL',
    paidAmount: 50,
    dueDate: today, // due today: still 'future', and inside the current month
  });
  await post('/api/financial/expenses', {
    data: today,
    categoria: 'Aluguel',
    descricao: 'Aluguel do consultório',
    valor: 80,
    formaPagamento: 'DINHEIRO',
    status: 'PAID',
  });
  return owner;
}

const metric = (page: Page, label: string) => page.getByTestId('finance-metric').filter({ hasText: label });
const rows = (page: Page) => page.getByTestId('transaction-row');

test('finance: overview, filters, CSV, a receipt in Cobrança, reports from the top bar, retry after a load error', async ({
  page,
  baseURL,
}) => {
  const owner = await clinicWithMoney(baseURL ?? '');
  await signIn(page, owner);
  await page.getByRole('link', { name: /Financeiro/ }).click();
  await expect(page).toHaveURL(/\/financial/);

  // Visão Geral: the cards and both charts drawn from the data.
  await expect(metric(page, 'Receitas Realizadas')).toContainText('R$ 200,00');
  await expect(metric(page, 'Receitas Futuras')).toContainText('R$ 100,00');
  await expect(metric(page, 'Lucro Líquido')).toContainText('R$ 120,00');
  await expect(page.getByTestId('method-chart').locator('.recharts-pie-sector')).toHaveCount(2);
  await expect(page.getByTestId('cashflow-chart').locator('.recharts-bar-rectangle path').first()).toBeVisible();

  // Transações: by PIX, then by 'despesa'.
  await page.getByRole('tab', { name: 'Transações' }).click();
  await expect(rows(page)).toHaveCount(3);
  await page.getByLabel('Forma de pagamento').selectOption('PIX');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('PIX');
  await page.getByLabel('Forma de pagamento').selectOption('');
  await page.getByLabel('Tipo').selectOption('despesa');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Aluguel do consultório');

  // 'Nova despesa' adds one to the list.
  await page.getByRole('button', { name: /Nova despesa/ }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Categoria').selectOption('Laboratório');
  await form.getByLabel('Descrição').fill('Coroa de porcelana');
  await form.getByLabel('Valor').fill('45.90');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Despesa salva com sucesso!')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Coroa de porcelana' })).toContainText('R$ 45,90');
  await page.getByLabel('Categoria').selectOption('Aluguel');
  await expect(rows(page)).toHaveCount(1);

  // The CSV of the same filters, as Brazilian spreadsheets open it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Exportar CSV/ }).click(),
  ]);
  const bytes = readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Data;Tipo;Descrição;Cliente;Categoria;Valor;Status;Forma de pagamento');
  expect(lines[1]).toContain(';Despesa;Aluguel do consultório;;Aluguel;-80,00;Pago;DINHEIRO');

  // Cobrança: receive the partial balance; received revenue goes up.
  await page.getByRole('tab', { name: 'Cobrança' }).click();
  const receivable = page.getByTestId('receivable-row');
  await expect(receivable).toHaveCount(1);
  await expect(receivable).toContainText('Joana Prado');
  await expect(receivable).toContainText('R$ 100,00');
  await receivable.getByRole('button', { name: 'Registrar recebimento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Registrar recebimento' }).click();
  await expect(page.getByText('Recebimento registrado com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma cobrança em aberto')).toBeVisible();
  await page.getByRole('tab', { name: 'Visão Geral' }).click();
  await expect(metric(page, 'Receitas Realizadas')).toContainText('R$ 300,00');

  // The top bar's 'Relatórios' opens the Relatórios tab with the monthly chart.
  await page.getByRole('button', { name: /Relatórios/ }).click();
  await expect(page).toHaveURL(/tab=relatorios/);
  await expect(page.getByRole('tab', { name: 'Relatórios' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('monthly-chart').locator('.recharts-bar-rectangle path').first()).toBeVisible();

  // A failed load shows the spec's message; 'Tentar Novamente' refetches without reloading.
  await page.route('**/trpc/*finance.summary*', (route) => route.abort());
  await page.goto('/financial');
  await expect(page.getByText('Erro ao carregar dados financeiros')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/trpc/*finance.summary*');
  await page.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(metric(page, 'Receitas Realizadas')).toContainText('R$ 300,00');
});
