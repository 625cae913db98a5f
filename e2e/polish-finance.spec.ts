import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expect, signIn, type Owner, seeToast, test } from './fixtures.ts';

/** The clinic's today when asked: a run that crosses midnight in São Paulo moves on with it. */
const clinicToday = () => nowInTimeZone('America/Sao_Paulo').date;

/**
 * A clinic with money of today, made over the documented REST paths:
 *   PAID PIX       Limpeza 150 + 1 Fio dental 25 = 175, all received
 *   PARTIAL CARTÃO Restauração 300, 100 at once, then 50 in DINHEIRO through Cobrança
 *   PENDING        Limpeza 150 for Carla Dias, nothing received
 *   an expense of 80 (rent)
 * Billed 625 (services 600), received 325, open 300.
 */
async function clinicWithMoney(baseURL: string, owner: Owner) {
  const today = clinicToday();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { serviceType } = await post<{ serviceType: { id: string } }>('/service-types', { name: 'Odontologia' });
  const service = async (name: string, price: number) =>
    (await post<{ service: { id: string } }>('/services', { name, serviceTypeId: serviceType.id, duration: 30, price })).service
      .id;
  const limpeza = await service('Limpeza', 150);
  const restauracao = await service('Restauração', 300);
  const { product } = await post<{ product: { id: string } }>('/api/products', {
    name: 'Fio dental',
    category: 'Higiene',
    costPrice: 10,
    salePrice: 25,
    stock: 10,
  });
  const client = async (fullName: string) =>
    (await post<{ client: { id: string } }>('/api/clients', { fullName, cpf: randomCpf(), phone: '11987654321' })).client.id;
  const joana = await client('Joana Prado');
  const carla = await client('Carla Dias');
  /** Books on the first open day from today (a holiday or a weekend may close one). */
  const book = async (clientId: string, serviceId: string, startTime: string, endTime: string) => {
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${baseURL}/api/appointments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ clientId, serviceId, date: addDays(today, i), startTime, endTime }),
      });
      if (res.status === 201) return ((await res.json()) as { appointment: { id: string } }).appointment.id;
    }
    throw new Error('no open day to book');
  };
  const due = addDays(today, 7);
  await post('/api/appointments/complete', {
    appointmentId: await book(joana, limpeza, '08:00', '08:30'),
    services: [{ id: limpeza }],
    products: [{ id: product.id, qty: 1 }],
    paymentMethod: 'PIX',
    paymentStatus: 'PAID',
  });
  const partial = await post<{ payment: { id: string } }>('/api/appointments/complete', {
    appointmentId: await book(joana, restauracao, '09:00', '09:30'),
    services: [{ id: restauracao }],
    paymentMethod: 'CARTÃO',
    paymentStatus: 'PARTIAL',
    paidAmount: 100,
    dueDate: due,
  });
  await post(`/api/financial/receivables/${partial.payment.id}/receipts`, { valor: 50, formaPagamento: 'DINHEIRO', data: today });
  await post('/api/appointments/complete', {
    appointmentId: await book(carla, limpeza, '10:00', '10:30'),
    services: [{ id: limpeza }],
    paymentMethod: 'DINHEIRO',
    paymentStatus: 'PENDING',
    dueDate: due,
  });
  await post('/api/financial/expenses', {
    data: today,
    categoria: 'Aluguel',
    descricao: 'Aluguel do consultório',
    valor: 80,
    formaPagamento: 'PIX',
    status: 'PAID',
  });
}

const TABS = ['Visão Geral', 'Transações', 'Cobrança', 'Relatórios', 'Produtos'] as const;

async function openTab(page: Page, tab: (typeof TABS)[number]) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Carregando...')).toHaveCount(0);
}

const card = (page: Page, title: string) =>
  page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('Relatórios: each report names what it counts, and the reconciliation matches Cobrança', async ({
  page,
  owner,
  baseURL,
}) => {
  await clinicWithMoney(baseURL ?? '', owner);
  await signIn(page, owner, null);
  await page.goto('/financial?tab=cobranca');
  const open = page.locator('.finance-metric').filter({ hasText: 'Em aberto' }).locator('.finance-metric__value');
  await expect(open).toHaveText('R$ 300,00');
  const openInCobranca = await open.textContent();

  await openTab(page, 'Relatórios');
  // One basis per chart and table, named in its title, its note and its money column.
  const reports = [
    { title: 'Recebido por mês (últimos 12 meses)', basis: 'Recebido', total: null },
    { title: 'Faturado (serviços) por serviço', basis: 'Faturado (serviços)', total: ['R$ 300,00', 'R$ 300,00'] },
    { title: 'Recebido por forma de pagamento', basis: 'Recebido', total: ['R$ 175,00', 'R$ 100,00', 'R$ 50,00'] },
    { title: 'Faturado (serviços + produtos) por profissional', basis: 'Faturado (serviços + produtos)', total: ['R$ 625,00'] },
  ];
  for (const r of reports) {
    const c = card(page, r.title);
    await expect(c).toBeVisible();
    await expect(c.locator('.finance-basis strong')).toHaveText(r.basis);
    await expect(c.getByRole('columnheader', { name: r.basis, exact: true })).toBeVisible();
    if (r.total) for (const amount of r.total) await expect(c.getByRole('cell', { name: amount }).first()).toBeVisible();
  }
  await expect(page.getByText('Receita por', { exact: false })).toHaveCount(0);

  // faturado − recebido = em aberto, and em aberto is Cobrança's open amount.
  const line = page.getByTestId('reconciliation');
  await expect(line).toHaveText(`Faturado (serviços + produtos) R$ 625,00 − Recebido R$ 325,00 = Em aberto ${openInCobranca}`);
});

test('Cobrança: a receipt above the balance is said next to the field and never sent', async ({ page, owner, baseURL }) => {
  await clinicWithMoney(baseURL ?? '', owner);
  await signIn(page, owner);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('finance.registerReceipt')) sent.push(r.url());
  });
  await page.goto('/financial?tab=cobranca');
  const row = page.getByTestId('receivable-row').filter({ hasText: 'Carla Dias' });
  await expect(row).toContainText('R$ 150,00');
  await row.getByRole('button', { name: 'Registrar recebimento' }).click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByLabel('Valor recebido');
  await amount.fill('');
  await amount.pressSequentially('1.000,00');
  await expect(amount).toHaveValue('1.000,00');
  await expect(dialog.getByRole('alert')).toHaveText('O valor excede o saldo de R$ 150,00');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  const register = dialog.getByRole('button', { name: 'Registrar recebimento' });
  await expect(register).toBeDisabled();
  await amount.press('Enter');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect(sent).toEqual([]);
  await expect(row).toContainText('R$ 150,00');

  // Within the balance it goes through.
  await row.getByRole('button', { name: 'Registrar recebimento' }).click();
  await amount.fill('150,00');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await register.click();
  await seeToast(page, 'Recebimento registrado com sucesso!');
  await expect(row).toHaveCount(0);
});

test("period picker: 'De' after 'Até' is said next to the fields; 'Tentar Novamente' refetches without a reload", async ({
  page,
  owner,
  baseURL,
}) => {
  await clinicWithMoney(baseURL ?? '', owner);
  await signIn(page, owner);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/')) asked.push(decodeURIComponent(r.url()));
  });
  await page.goto('/financial');
  const received = page.getByTestId('finance-metric').filter({ hasText: 'Receitas Realizadas' });
  await expect(received).toContainText('R$ 325,00');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  for (const tab of ['Visão Geral', 'Relatórios'] as const) {
    await openTab(page, tab);
    const end = await page.getByLabel('Até', { exact: true }).inputValue();
    const late = addDays(end, 1);
    await page.getByLabel('De', { exact: true }).fill(late);
    await expect(page.getByText('A data final deve ser igual ou posterior à data inicial')).toBeVisible();
    await expect(page.getByLabel('De', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Erro ao carregar dados financeiros')).toHaveCount(0);
    // The tab keeps the period it had: its figures are still there.
    if (tab === 'Visão Geral') await expect(received).toContainText('R$ 325,00');
    else await expect(page.getByTestId('reconciliation')).toContainText('R$ 625,00');
    expect(asked.filter((url) => url.includes(`"startDate":"${late}"`))).toEqual([]);
  }
  // Fixing 'Até' asks for the new period and clears the message.
  await page.getByLabel('Até', { exact: true }).fill(addDays(await page.getByLabel('De', { exact: true }).inputValue(), 30));
  await expect(page.getByText('A data final deve ser igual ou posterior à data inicial')).toHaveCount(0);

  // A failed load: the message in place of the figures, the period still there; the retry refetches.
  await openTab(page, 'Visão Geral');
  await page.route('**/trpc/*finance.summary*', (route) => route.abort());
  await page.getByLabel('De', { exact: true }).fill(`${clinicToday().slice(0, 8)}01`);
  await page.getByLabel('Até', { exact: true }).fill(clinicToday());
  await expect(page.getByText('Erro ao carregar dados financeiros')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('De', { exact: true })).toBeVisible();
  await page.unroute('**/trpc/*finance.summary*');
  const before = asked.length;
  await page.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(received).toContainText('R$ 325,00');
  expect(asked.slice(before).some((url) => url.includes('finance.summary'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('axe: every finance tab at 1366 and 390 px, tables reachable by keyboard', async ({ page, owner, baseURL }) => {
  test.setTimeout(120_000);
  await clinicWithMoney(baseURL ?? '', owner);
  await signIn(page, owner, null);
  await page.goto('/financial');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 768 : 844 });
    for (const tab of TABS) {
      await openTab(page, tab);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, `Financeiro: ${tab} at ${width} px`);
    }
  }
  // At 390 px the reports' tables scroll sideways: each is a named stop in the tab order.
  await openTab(page, 'Relatórios');
  const regions = page.locator('.finance-reports').getByRole('region');
  await expect(regions.first()).toBeVisible();
  await regions.first().focus();
  await expect(regions.first()).toBeFocused();
  await expect(regions.first()).toHaveAttribute('aria-label', /^(Recebido|Faturado)/);
});
