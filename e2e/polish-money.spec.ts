import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, seeToast, test } from './fixtures.ts';

// Every form that takes money reads '1.234,56' the Brazilian way: R$ 1.234,56 is what is stored and
// shown, never R$ 0,00 or R$ 1,23.

const TYPED = '1.234,56';
const SHOWN = /R\$\s1\.234,56/;

/** Types the amount key by key into a money field, as a person would. */
async function typeMoney(field: Locator) {
  await field.fill('');
  await field.pressSequentially(TYPED);
}

async function rest<T>(baseURL: string, token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A service type, a R$ 3.000,00 service, a client and her appointment on a weekday of next week. */
async function clinic(baseURL: string, token: string) {
  const { serviceType } = await rest<{ serviceType: { id: string } }>(baseURL, token, '/service-types', { name: 'Estética' });
  const { service } = await rest<{ service: { id: string } }>(baseURL, token, '/services', {
    name: 'Lentes de contato dental',
    serviceTypeId: serviceType.id,
    duration: 60,
    price: 3000,
  });
  const clientName = 'Helena Vasconcelos';
  const { client } = await rest<{ client: { id: string } }>(baseURL, token, '/api/clients', {
    fullName: clientName,
    cpf: randomCpf(),
    phone: '11987654321',
  });
  const monday = addDays(startOfWeekMonday(nowInTimeZone().date), 7);
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        clientId: client.id,
        serviceId: service.id,
        date: addDays(monday, i),
        startTime: '10:00',
        endTime: '11:00',
      }),
    });
    if (res.status === 201) return { clientName };
  }
  throw new Error('no open weekday next week');
}

const financeTab = async (page: Page, tab: string) => {
  await page.goto('/financial');
  await page.getByRole('tab', { name: tab }).click();
};

test('money: every form that takes money stores and shows 1.234,56 as R$ 1.234,56', async ({ page, owner, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const { clientName } = await clinic(base, owner.token);
  await signIn(page, owner);

  // --- Serviços: 'Preço'.
  await page.goto('/services');
  await page.getByLabel('Nome do serviço').fill('Reabilitação oral');
  await page.getByLabel('Tipo de serviço').selectOption({ index: 1 });
  await typeMoney(page.getByLabel('Preço'));
  await page.getByRole('button', { name: 'Criar Serviço' }).click();
  await seeToast(page, 'Serviço criado com sucesso!');
  const service = page
    .getByRole('list', { name: 'Serviços cadastrados' })
    .getByRole('listitem')
    .filter({ hasText: 'Reabilitação oral' });
  await expect(service).toContainText(SHOWN);
  const { services } = await rest<{ services: { name: string; price: number }[] }>(base, owner.token, '/services');
  expect(services.find((s) => s.name === 'Reabilitação oral')?.price).toBe(1234.56);

  // --- Produtos: 'Preço de Custo' and 'Preço de Venda'.
  await page.goto('/products');
  const form = page.getByRole('form', { name: 'Novo Produto' });
  await form.getByLabel('Nome').fill('Kit clareador');
  await typeMoney(form.getByLabel('Preço de Custo'));
  await typeMoney(form.getByLabel('Preço de Venda'));
  await form.getByRole('button', { name: 'Cadastrar Produto' }).click();
  const product = page.locator('.products-table tr').filter({ hasText: 'Kit clareador' });
  await expect(product.getByText(SHOWN)).toHaveCount(2);
  const { products } = await rest<{ products: { name: string; costPrice: number; salePrice: number }[] }>(
    base,
    owner.token,
    '/api/products',
  );
  expect(products.find((p) => p.name === 'Kit clareador')).toMatchObject({ costPrice: 1234.56, salePrice: 1234.56 });

  // --- Finalizar Atendimento: 'Valor Pago' of a partial payment on R$ 3.000,00.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  await page.locator('.cal-appt').filter({ hasText: clientName }).click();
  await page
    .getByRole('dialog', { name: 'Detalhes do Agendamento' })
    .getByRole('button', { name: /Finalizar Atendimento/ })
    .click();
  const modal = page.getByRole('dialog', { name: /^Finalizar Atendimento/ });
  await modal.getByRole('button', { name: 'Parcial' }).click();
  await typeMoney(modal.getByLabel('Valor Pago'));
  await expect(modal.getByText('Saldo: R$ 1.765,44')).toBeVisible();
  await modal.getByLabel('Vencimento do Saldo').fill(addDays(nowInTimeZone().date, 10));
  await modal.getByRole('button', { name: 'PIX' }).click();
  await modal.getByRole('button', { name: /^✔ Finalizar$/ }).click();
  await seeToast(page, 'Atendimento finalizado com sucesso!');

  // --- Cobrança: the balance left by it, then 'Valor recebido' on it.
  await financeTab(page, 'Cobrança');
  const receivable = page.getByTestId('receivable-row').filter({ hasText: clientName });
  await expect(receivable).toContainText('R$ 3.000,00');
  await expect(receivable).toContainText('R$ 1.765,44');
  await receivable.getByRole('button', { name: 'Registrar recebimento' }).click();
  const receipt = page.getByRole('dialog');
  await typeMoney(receipt.getByLabel('Valor recebido'));
  await receipt.getByRole('button', { name: 'Registrar recebimento' }).click();
  await seeToast(page, 'Recebimento registrado com sucesso!');
  await expect(receivable).toContainText('R$ 530,88'); // 1.765,44 − 1.234,56

  // --- Transações: 'Valor' of a new expense.
  await page.getByRole('tab', { name: 'Transações' }).click();
  await page.getByRole('button', { name: /Nova despesa/ }).click();
  const expense = page.getByRole('dialog');
  await expense.getByLabel('Descrição').fill('Autoclave nova');
  await typeMoney(expense.getByLabel('Valor'));
  await expense.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Despesa salva com sucesso!');
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Autoclave nova' })).toContainText(SHOWN);
  // The two receipts add up to what came in: 1.234,56 at finalize + 1.234,56 later.
  await page.getByRole('tab', { name: 'Visão Geral' }).click();
  await expect(page.getByTestId('finance-metric').filter({ hasText: 'Receitas Realizadas' })).toContainText('R$ 2.469,12');

  // --- The tooth modal's 'Criar novo tratamento': 'Preço médio'.
  await page.goto('/clients');
  await page.getByRole('list', { name: 'Clientes' }).getByText(clientName).click();
  const view = page.getByRole('article', { name: clientName });
  await view.getByRole('tab', { name: /Odontograma/ }).click();
  await view.getByRole('button', { name: 'Dente 36: Hígido' }).click();
  const tooth = page.getByRole('dialog', { name: 'Dente 36 · Molar' });
  await tooth.getByRole('button', { name: /Criar novo tratamento/ }).click();
  await tooth.getByRole('textbox', { name: 'Nome', exact: true }).fill('Onlay cerâmico');
  await tooth.getByLabel('Categoria').selectOption({ label: 'Protético' });
  await typeMoney(tooth.getByLabel('Preço médio (R$)'));
  await tooth.getByRole('button', { name: 'Criar tratamento', exact: true }).click();
  await seeToast(page, 'Tratamento criado com sucesso!');
  await expect(tooth.getByRole('button', { name: /Onlay cerâmico/ })).toContainText(SHOWN);
  const { treatments } = await rest<{ treatments: { name: string; averagePrice: number }[] }>(
    base,
    owner.token,
    '/api/dental-treatments',
  );
  expect(treatments.find((t) => t.name === 'Onlay cerâmico')?.averagePrice).toBe(1234.56);
});
