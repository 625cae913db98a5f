import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, clientWithAppointment, expect, openPatient, seeToast, signIn, test } from './fixtures.ts';

// 'Editar' on the patient's 'Orçamentos' tab: a draft is rewritten, a sent quote gets a new version and the
// old one stays readable under 'Versões'; an approved quote has no 'Editar'.

test('a draft is edited in place, a sent quote gets a new version with the old one readable, an approved one is not editable', async ({
  page,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const name = 'Helena Vasconcelos Prado';
  const { id: clientId } = await clientWithAppointment(base, owner.token, name, { service: 'Clareamento a laser', price: 500 });
  const { services } = await api<{ services: { id: string; name: string }[] }>(base, owner, 'GET', '/services');
  const { professionals } = await api<{ professionals: { id: string }[] }>(base, owner, 'GET', '/api/professionals');
  const { quote } = await api<{ quote: { id: string } }>(base, owner, 'POST', '/api/quotes', {
    clientId,
    professionalId: professionals[0]?.id,
    items: [
      {
        serviceId: services.find((s) => s.name === 'Clareamento a laser')?.id,
        description: 'Clareamento a laser',
        priceCents: 50_000,
      },
    ],
    paymentPlan: { kind: 'ENTRADA_PARCELAS', entryPercent: 20, installments: 4, dueDay: 10 },
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, null);
  let view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Orçamentos/ }).click();
  await view.getByRole('button', { name: /^Editar orçamento de / }).click();
  let dialog = page.getByRole('dialog', { name: 'Editar orçamento · Versão 1' });
  // The same dialog as 'Novo orçamento', filled in.
  await expect(dialog.getByLabel('Valor (R$)')).toHaveValue('500,00');
  await expect(dialog.getByLabel('Número de parcelas')).toHaveValue('4');
  await dialog.getByLabel('Valor (R$)').fill('600');
  await dialog.getByLabel('Valor (R$)').blur();
  await expect(dialog.getByRole('region', { name: 'Prévia do plano de pagamento' })).toContainText('R$ 120,00');
  await expectNoSeriousA11yViolations(page, 'the edit quote dialog');
  await dialog.getByRole('button', { name: 'Salvar orçamento' }).click();
  await seeToast(page, 'Orçamento atualizado.');
  // A draft is rewritten: still version 1, now R$ 600,00.
  let details = page.getByRole('dialog', { name: 'Orçamentos · Versão 1' });
  await expect(details.getByRole('heading', { name: 'Plano A — R$ 600,00' })).toBeVisible();
  await details.getByRole('button', { name: 'Fechar' }).click();

  // Sent: editing makes version 2, and version 1 stays as it was offered.
  await api(base, owner, 'POST', `/api/quotes/${quote.id}/send`);
  view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Orçamentos/ }).click();
  await view.getByRole('button', { name: /^Editar orçamento de / }).click();
  dialog = page.getByRole('dialog', { name: 'Editar orçamento · Versão 1' });
  await expect(dialog.getByText('salvar cria uma nova versão', { exact: false })).toBeVisible();
  await dialog.getByLabel('Valor (R$)').fill('550');
  await dialog.getByLabel('Valor (R$)').blur();
  await dialog.getByRole('button', { name: 'Salvar orçamento' }).click();
  await seeToast(page, 'Nova versão salva: versão 2.');
  details = page.getByRole('dialog', { name: 'Orçamentos · Versão 2' });
  await expect(details.getByRole('heading', { name: 'Plano A — R$ 550,00' })).toBeVisible();
  const versions = details.getByRole('group', { name: 'Versões' });
  await versions.getByRole('button', { name: 'Versão 1' }).click();
  const older = page.getByRole('dialog', { name: 'Orçamentos · Versão 1' });
  await expect(older.getByRole('heading', { name: 'Plano A — R$ 600,00' })).toBeVisible();
  await expect(older.getByText('Você está vendo a versão 1, como foi oferecida. A atual é a versão 2.')).toBeVisible();
  await expect(older.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(older.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'an older version at 390 px');
  await older.getByRole('group', { name: 'Versões' }).getByRole('button', { name: 'Versão 2' }).click();
  await expect(page.getByRole('dialog', { name: 'Orçamentos · Versão 2' }).getByRole('button', { name: 'Editar' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Orçamentos · Versão 2' }).getByRole('button', { name: 'Fechar' }).click();

  // Approved: no 'Editar', and the API refuses a change.
  await api(base, owner, 'POST', `/api/quotes/${quote.id}/approve`, { method: 'PRESENCIAL' });
  await page.setViewportSize({ width: 1366, height: 900 });
  view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Orçamentos/ }).click();
  await expect(view.getByText('Aprovado')).toBeVisible();
  await expect(view.getByRole('button', { name: /^Editar orçamento de / })).toHaveCount(0);
  await view.getByRole('button', { name: 'Ver' }).click();
  await expect(page.getByRole('dialog', { name: 'Orçamentos · Versão 2' }).getByRole('button', { name: 'Editar' })).toHaveCount(
    0,
  );
  const refused = await fetch(`${base}/api/quotes/${quote.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({
      professionalId: professionals[0]?.id,
      items: [
        {
          serviceId: services.find((s) => s.name === 'Clareamento a laser')?.id,
          description: 'Clareamento a laser',
          priceCents: 1,
        },
      ],
      paymentPlan: { kind: 'A_VISTA' },
    }),
  });
  expect({ status: refused.status, body: await refused.json() }).toEqual({
    status: 409,
    body: { error: 'Um orçamento aprovado não pode ser alterado' },
  });
});
