import { addDays, formatCpf, nowInTimeZone, randomCpf } from '@agenda/br';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { OFFLINE_CEP } from './cep-provider.ts';
import { type Owner, api, expect, signIn, seeToast, test } from './fixtures.ts';

// The clients page as a clinic trips over it: one test per item of the issue.

/** A client (through the documented REST path). */
async function newClient(baseURL: string, owner: Owner, fullName: string): Promise<string> {
  const { client } = await api<{ client: { id: string } }>(baseURL, owner, 'POST', '/api/clients', {
    fullName,
    cpf: randomCpf(),
    phone: '11987654321',
  });
  return client.id;
}

/** A client whose one appointment (R$ 200,00) was finalized with R$ 80,00 paid and the rest due `dueDate`. */
async function clientOwingABalance(baseURL: string, owner: Owner, fullName: string, dueDate: string) {
  const { serviceType } = await api<{ serviceType: { id: string } }>(baseURL, owner, 'POST', '/service-types', {
    name: 'Estética',
  });
  const { service } = await api<{ service: { id: string } }>(baseURL, owner, 'POST', '/services', {
    name: 'Clareamento',
    serviceTypeId: serviceType.id,
    duration: 60,
    price: 200,
  });
  const clientId = await newClient(baseURL, owner, fullName);
  for (let day = 1; day < 20; day++) {
    const res = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({
        clientId,
        serviceId: service.id,
        date: addDays(nowInTimeZone().date, day),
        startTime: '10:00',
        endTime: '11:00',
      }),
    });
    if (res.status !== 201) continue;
    const { appointment } = (await res.json()) as { appointment: { id: string } };
    await api(baseURL, owner, 'POST', '/api/appointments/complete', {
      appointmentId: appointment.id,
      services: [{ id: service.id }],
      paymentMethod: 'PIX',
      paymentStatus: 'PARTIAL',
      paidAmount: 80,
      dueDate,
    });
    return clientId;
  }
  throw new Error('no open day to book');
}

async function openClient(page: Page, fullName: string) {
  await page.goto('/clients');
  await page.getByRole('list', { name: 'Clientes' }).getByText(fullName).click();
  return page.getByRole('article', { name: fullName });
}

test('6. a CEP lookup with the provider offline says it is looking, then to type the address, on Rua', async ({
  page,
  owner,
}) => {
  await signIn(page, owner, null);
  await page.goto('/clients');
  await page.getByRole('button', { name: '+ Novo Cliente' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Cliente' });
  await modal.getByLabel('CEP').fill(OFFLINE_CEP);
  await expect(modal.getByRole('status').filter({ hasText: 'Buscando endereço...' })).toBeVisible();
  await expect(modal.getByText('Não foi possível buscar o CEP. Preencha o endereço manualmente.')).toBeVisible();
  await expect(modal.getByText('Buscando endereço...')).toHaveCount(0);
  await expect(modal.getByLabel('Rua')).toBeFocused();
  await expect(modal.getByLabel('CEP')).toHaveAccessibleDescription(
    'Não foi possível buscar o CEP. Preencha o endereço manualmente.',
  );
  // A CEP the provider knows still fills the address, and the message goes.
  await modal.getByLabel('CEP').fill('01310100');
  await expect(modal.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(modal.getByText('Não foi possível buscar o CEP')).toHaveCount(0);
});

test('8. Acessos names every access in pt-BR, never a raw identifier; the export file keeps the name readable', async ({
  page,
  owner,
  baseURL,
}) => {
  const clientId = await newClient(baseURL ?? '', owner, 'José Conceição Teste Walk');
  // A client tab and its change history read over the documented paths (client_tab, client_tab_history).
  const { company } = await api<{ company: { businessType: { tabs: { id: string; name: string }[] } } }>(
    baseURL ?? '',
    owner,
    'GET',
    '/api/company/config',
  );
  const tab = company.businessType.tabs[0];
  if (!tab) throw new Error('the dental business type has no tab');
  await api(baseURL ?? '', owner, 'GET', `/api/clients/${clientId}/tabs/${tab.id}`);
  await api(baseURL ?? '', owner, 'GET', `/api/clients/${clientId}/tabs/${tab.id}/history`);
  await signIn(page, owner);
  const view = await openClient(page, 'José Conceição Teste Walk');
  // The export (client_export), whose file name keeps the accented name readable.
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: /Exportar dados do paciente/ }).click();
  expect((await download).suggestedFilename()).toBe('paciente-jose-conceicao-teste-walk.json');

  await view.getByRole('tab', { name: /Acessos/ }).click();
  const rows = view.getByTestId('access-row');
  await expect(rows.filter({ hasText: 'Exportação dos dados do paciente (LGPD)' })).toHaveCount(1);
  const what = await rows.locator('td:nth-child(4)').allTextContents();
  expect(what).toEqual(expect.arrayContaining([`Aba ${tab.name}`, `Histórico de alterações da aba ${tab.name}`]));
  for (const text of what) expect(text, 'a raw identifier in O QUÊ').not.toMatch(/_|^[a-z]+$/);
});

test('9. an empty save marks each required field with its message; only required fields carry the mark', async ({
  page,
  owner,
}) => {
  await signIn(page, owner, null);
  await page.goto('/clients');
  await page.getByRole('button', { name: '+ Novo Cliente' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Cliente' });
  // The form loads with the modal: read its labels once it is drawn.
  await expect(modal.getByLabel('Telefone pessoal')).toBeVisible();
  const marked = await modal
    .locator('label')
    .filter({ has: page.locator('.ui-required') })
    .evaluateAll((labels) => labels.map((l) => l.firstChild?.textContent?.trim()));
  expect(marked).toEqual(['CPF', 'Nome completo', 'Telefone pessoal']);

  await modal.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Nome, CPF e telefone são obrigatórios');
  for (const label of ['CPF', 'Nome completo', 'Telefone pessoal']) {
    const field = modal.getByLabel(label);
    await expect(field, label).toHaveAttribute('aria-invalid', 'true');
    await expect(field, label).toHaveAccessibleDescription('Campo obrigatório');
  }
  await expect(modal.getByLabel('CPF')).toBeFocused();
  for (const label of ['RG', 'E-mail', 'Data de nascimento', 'CEP', 'Rua']) {
    await expect(modal.getByLabel(label), label).not.toHaveAttribute('aria-invalid', 'true');
  }
  // Fixing a field clears its mark; the others keep theirs.
  await modal.getByLabel('Nome completo').fill('Lia Prado');
  await expect(modal.getByLabel('Nome completo')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByLabel('Telefone pessoal')).toHaveAttribute('aria-invalid', 'true');
  await modal.getByLabel('CPF').fill(formatCpf(randomCpf()));
  await modal.getByLabel('Telefone pessoal').fill('11987654321');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Cliente cadastrado com sucesso!');
});

test('11. Histórico shows what a partial payment paid, the balance and its due date', async ({ page, owner, baseURL }) => {
  const due = addDays(nowInTimeZone().date, 30);
  await clientOwingABalance(baseURL ?? '', owner, 'Renata Saldo Aberto', due);
  await signIn(page, owner);
  const view = await openClient(page, 'Renata Saldo Aberto');
  await view.getByRole('tab', { name: /Histórico/ }).click();
  const entry = view.locator('.clients-history__entry').first();
  await expect(entry.getByText('Parcial')).toBeVisible();
  const value = (term: string) => entry.locator(`div:has(> dt:text-is("${term}")) > dd`);
  await expect(value('Total')).toHaveText('R$ 200,00');
  await expect(value('Valor pago')).toHaveText('R$ 80,00');
  await expect(value('Saldo')).toHaveText('R$ 120,00');
  await expect(value('Vencimento do saldo')).toHaveText(`${due.slice(8)}/${due.slice(5, 7)}/${due.slice(0, 4)}`);
});

test('13/17. every client tab passes axe at 1366 and 390 px; the filters fit their buttons', async ({ page, owner, baseURL }) => {
  await clientOwingABalance(baseURL ?? '', owner, 'Tereza Todas Abas', addDays(nowInTimeZone().date, 30));
  await signIn(page, owner);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const view = await openClient(page, 'Tereza Todas Abas');
    for (const filter of ['Todos', 'Novos', 'Recorrentes']) {
      const button = page.getByRole('group', { name: 'Filtros' }).getByRole('button', { name: filter });
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), `${filter} at ${width} px`).toBe(true);
    }
    // Whatever tabs the business type and the features give the page, plus Histórico and Acessos.
    const tabs = view.getByRole('tablist', { name: 'Abas do cliente' }).getByRole('tab');
    await expect(tabs.filter({ hasText: 'Acessos' })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(view.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(0);
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const [i, name] of names.entries()) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expect(view.getByRole('tabpanel').getByText('Carregando...')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `client tab ${name} at ${width} px`);
    }
  }
});
