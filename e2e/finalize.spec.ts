import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const COMPLETED_PURPLE = 'rgb(139, 92, 246)';

async function api<T>(baseURL: string, token: string, path: string, body: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json()) as T };
}

/** A service, a client, a product with 3 in stock and an appointment on a weekday of next week. */
async function clinicWithAppointment(baseURL: string, token: string) {
  const type = await api<{ serviceType: { id: string } }>(baseURL, token, '/service-types', { name: 'Estética' });
  const service = await api<{ service: { id: string } }>(baseURL, token, '/services', {
    name: 'Clareamento',
    serviceTypeId: type.data.serviceType.id,
    duration: 60,
    price: 400,
  });
  const clientName = `Renata Moraes ${Math.floor(Math.random() * 1000)}`;
  const client = await api<{ client: { id: string } }>(baseURL, token, '/api/clients', {
    fullName: clientName,
    cpf: randomCpf(),
    phone: '11987654321',
  });
  const product = await api<{ product: { id: string } }>(baseURL, token, '/api/products', {
    name: 'Kit Clareamento Caseiro',
    category: 'Clareamento',
    costPrice: 85,
    salePrice: 249,
    stock: 3,
  });
  expect(product.status).toBe(201);
  const monday = addDays(startOfWeekMonday(nowInTimeZone().date), 7);
  for (let i = 0; i < 5; i++) {
    const booked = await api(baseURL, token, '/api/appointments', {
      clientId: client.data.client.id,
      serviceId: service.data.service.id,
      date: addDays(monday, i),
      startTime: '10:00',
      endTime: '11:00',
    });
    if (booked.status === 201) return { clientName };
  }
  throw new Error('no open weekday next week');
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('finalize: sell a product, pay with PIX, see it completed, in stock and in the analysis', async ({
  page,
  owner,
  baseURL,
}) => {
  const { clientName } = await clinicWithAppointment(baseURL ?? '', owner.token);
  await signIn(page, owner);
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  const card = page.locator('.cal-appt').filter({ hasText: clientName });
  await card.click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await detail.getByRole('button', { name: /Finalizar Atendimento/ }).click();

  const modal = page.getByRole('dialog', { name: /^Finalizar Atendimento/ });
  await expect(modal.getByText('Clareamento', { exact: true })).toBeVisible();
  await modal.getByLabel('Buscar produto...').fill('kit clar');
  await modal.getByRole('button', { name: /Kit Clareamento Caseiro/ }).click();
  await expect(modal.getByTestId('finalize-total')).toHaveText('R$ 649,00');

  // Above the stock: the spec's warning, and finalizing is blocked.
  await modal.getByLabel('Qtd. Kit Clareamento Caseiro').fill('5');
  await expect(modal.getByText('Estoque insuficiente! Disponível: 3')).toBeVisible();
  await modal.getByRole('button', { name: 'PIX' }).click();
  await modal.getByRole('button', { name: /^✔ Finalizar$/ }).click();
  await expect(modal.getByRole('alert').filter({ hasText: 'Corrija os problemas de estoque antes de finalizar' })).toBeVisible();
  await modal.getByLabel('Qtd. Kit Clareamento Caseiro').fill('1');
  await expect(modal.getByText('Estoque insuficiente! Disponível: 3')).toHaveCount(0);

  // PARTIAL needs the amount paid.
  await modal.getByRole('button', { name: 'Parcial' }).click();
  await modal.getByRole('button', { name: /^✔ Finalizar$/ }).click();
  await expect(modal.getByRole('alert').filter({ hasText: 'Para pagamento parcial, informe o valor pago' })).toBeVisible();

  // Paid in full with PIX.
  await modal.getByRole('button', { name: 'Pago' }).click();
  await modal.getByRole('button', { name: /^✔ Finalizar$/ }).click();
  await expect(toast(page, 'Atendimento finalizado com sucesso!').first()).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(card).toHaveCSS('border-left-color', COMPLETED_PURPLE);

  // The stock went down on /products, and the sale is in the analysis.
  await page.getByRole('link', { name: /Produtos/ }).click();
  await expect(page).toHaveURL(/\/products$/);
  const row = page.locator('.products-table tr').filter({ hasText: 'Kit Clareamento Caseiro' });
  await expect(row.locator('.products-stock')).toContainText('2');
  await page.getByRole('tab', { name: /Análise Financeira/ }).click();
  const sale = page.locator('.finalize-table tr').filter({ hasText: 'Kit Clareamento Caseiro' });
  await expect(sale).toContainText('R$ 249,00');
  await expect(sale).toContainText('R$ 164,00');
  await expect(page.locator('.finalize-top__row').first()).toContainText('🏆');

  // The client's Histórico shows the completion with its payment and product.
  await page.getByRole('link', { name: /Clientes/ }).click();
  await page.getByLabel('Buscar cliente').fill(clientName);
  await page.getByRole('list', { name: 'Clientes' }).getByText(clientName).click();
  const view = page.getByRole('article', { name: clientName });
  await view.getByRole('tab', { name: /Histórico/ }).click();
  await expect(view.getByText('Kit Clareamento Caseiro × 1')).toBeVisible();
  await expect(view.getByText('PIX', { exact: true })).toBeVisible();
  await expect(view.getByText('R$ 649,00')).toBeVisible();
});

test('products: empty states, create, and the delete confirmation', async ({ page, owner }) => {
  await signIn(page, owner, null);
  await page.goto('/products');
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
  await page.getByRole('tab', { name: /Análise Financeira/ }).click();
  await expect(page.getByText('Nenhuma venda registrada')).toBeVisible();
  await page.getByRole('tab', { name: /Produtos/ }).click();

  const form = page.getByRole('form', { name: 'Novo Produto' });
  await form.getByLabel('Nome').fill('Fio Dental 50 m');
  await form.getByLabel('Preço de Custo').fill('3.50');
  await form.getByLabel('Preço de Venda').fill('9.90');
  await form.getByRole('button', { name: 'Cadastrar Produto' }).click();
  const row = page.locator('.products-table tr').filter({ hasText: 'Fio Dental 50 m' });
  await expect(row).toContainText('R$ 9,90');
  await expect(row).toContainText('64,6%');
  await expect(row.locator('.products-stock')).toContainText('0');

  await row.getByRole('button', { name: 'Excluir Fio Dental 50 m' }).click();
  await expect(page.getByText('Tem certeza que deseja remover este produto?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
});
