import { randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expect, signIn, test } from './fixtures.ts';
import { limpezaClinic } from './money-fixture.ts';

// Cobrança a page at a time: a patient's approved plan of an entry and 60 installments owes 61
// receivables; the list shows 50, the totals all 61, and 'Carregar mais' brings the rest.

test("Cobrança shows 50 receivables, the totals of all 61, and 'Carregar mais' the rest (390 px)", async ({ page, baseURL }) => {
  const { owner, post, serviceId } = await limpezaClinic(baseURL ?? '');
  const { client } = await post<{ client: { id: string } }>('/api/clients', {
    fullName: 'Bruna Carvalho',
    cpf: randomCpf(),
    phone: '11987654322',
  });
  const team = (await (
    await fetch(`${baseURL}/api/professionals`, { headers: { authorization: `Bearer ${owner.token}` } })
  ).json()) as { professionals: { id: string }[] };
  const { quote } = await post<{ quote: { id: string } }>('/api/quotes', {
    clientId: client.id,
    professionalId: team.professionals[0]?.id,
    items: [{ serviceId, description: 'Aparelho ortodôntico', priceCents: 610_000 }],
    paymentPlan: { kind: 'ENTRADA_PARCELAS', entryCents: 10_000, installments: 60, dueDay: 10 },
  });
  await post(`/api/quotes/${quote.id}/approve`, {});

  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, owner, null);
  await page.goto('/financial?tab=cobranca');
  const rows = page.getByTestId('receivable-row');
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('61 cobranças')).toBeVisible();
  await expect(page.getByText('R$ 6.100,00')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Cobrança with more pages at 390 px');
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rows).toHaveCount(61);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toBeHidden();
  await expect(rows.last()).toContainText('Bruna Carvalho');
});
