import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { type Owner, api, expect, signIn, test } from './fixtures.ts';

/** One sale of 'Kit Clareamento Caseiro', so the analysis draws its cards, its top list and its table. */
async function oneSale(baseURL: string, owner: Owner) {
  const post = <T>(path: string, body: unknown) => api<T>(baseURL, owner, 'POST', path, body);
  const { serviceType } = await post<{ serviceType: { id: string } }>('/service-types', { name: 'Estética' });
  const { service } = await post<{ service: { id: string } }>('/services', {
    name: 'Clareamento',
    serviceTypeId: serviceType.id,
    duration: 30,
    price: 400,
  });
  const { client } = await post<{ client: { id: string } }>('/api/clients', {
    fullName: 'Renata Moraes',
    cpf: randomCpf(),
    phone: '11987654321',
  });
  const { product } = await post<{ product: { id: string } }>('/api/products', {
    name: 'Kit Clareamento Caseiro',
    category: 'Clareamento',
    costPrice: 85,
    salePrice: 249,
    stock: 3,
  });
  for (let day = 1; day <= 14; day++) {
    const booked = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({
        clientId: client.id,
        serviceId: service.id,
        date: addDays(nowInTimeZone().date, day),
        startTime: '10:00',
        endTime: '10:30',
      }),
    });
    if (booked.status !== 201) continue;
    const { appointment } = (await booked.json()) as { appointment: { id: string } };
    await post('/api/appointments/complete', {
      appointmentId: appointment.id,
      services: [{ id: service.id }],
      products: [{ id: product.id, qty: 1 }],
      paymentMethod: 'PIX',
      paymentStatus: 'PAID',
    });
    return;
  }
  throw new Error('no open day to book');
}

// /products is the products feature's page; finalize adds its 'Análise Financeira' through the tab
// slot products offers. Both tabs sit in one tab list, and both pass axe on a wide and a phone screen.
test('/products: the catalogue and the analysis tab finalize adds, by keyboard and clean for axe at 1366 and 390 px', async ({
  page,
  owner,
  baseURL,
}) => {
  await oneSale(baseURL ?? '', owner);
  await signIn(page, owner);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Produtos' }).getByRole('tab');
    await expect(tabs).toHaveText([/Produtos/, /Análise Financeira/]);
    await expect(page.locator('.products-table tr').filter({ hasText: 'Kit Clareamento Caseiro' })).toContainText('2');
    await expectNoSeriousA11yViolations(page, `/products, Produtos, ${width} px`);

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Análise Financeira/ })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: /Análise Financeira/ });
    await expect(panel.locator('.finalize-table tr').filter({ hasText: 'Kit Clareamento Caseiro' })).toContainText('R$ 249,00');
    await expectNoSeriousA11yViolations(page, `/products, Análise Financeira, ${width} px`);
  }
});
