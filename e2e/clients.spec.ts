import { formatCpf, randomCpf } from '@agenda/br';
import { businessTypeId, clientWithAppointment, expect, holdBack, signIn, registerOwner, seeToast, test } from './fixtures.ts';

test('clients: create with the CEP lookup, find without the accent, fill a tab, see its history', async ({ page, baseURL }) => {
  // A business type whose client tab is a form (a dental clinic's tabs are the clinical module's).
  const owner = await registerOwner(baseURL ?? '', { businessTypeId: await businessTypeId(baseURL ?? '', 'Estética') });
  await signIn(page, owner);
  await page.getByRole('link', { name: /Clientes/ }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('Nenhum cliente cadastrado')).toBeVisible();

  // --- Create: the CEP fills the address (the stubbed provider knows 01310-100).
  await page.getByRole('button', { name: '+ Novo Cliente' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Cliente' });
  await modal.getByLabel('CPF').fill(formatCpf(randomCpf()));
  await modal.getByLabel('Nome completo').fill('Conceição Araújo Ribeiro');
  await modal.getByLabel('Telefone pessoal').fill('11987654321');
  await modal.getByLabel('CEP').fill('01310100');
  await expect(modal.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(modal.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(modal.getByLabel('Estado (UF)')).toHaveValue('SP');
  await modal.getByLabel('Número').fill('1578');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Cliente cadastrado com sucesso!');
  await expect(modal).toBeHidden();
  await expect(page.getByText('1 cliente', { exact: true })).toBeVisible();

  // --- Find it by a fragment without its accents, open it.
  await page.getByRole('button', { name: /Voltar à lista/ }).click();
  await page.getByLabel('Buscar cliente').fill('conceicao ara');
  const list = page.getByRole('list', { name: 'Clientes' });
  await expect(list.getByText('Conceição Araújo Ribeiro')).toBeVisible();
  await page.getByLabel('Buscar cliente').fill('zzz');
  await expect(page.getByText('Nenhum cliente encontrado')).toBeVisible();
  await page.getByLabel('Buscar cliente').fill('conceicao ara');
  await list.getByText('Conceição Araújo Ribeiro').click();
  const view = page.getByRole('article', { name: 'Conceição Araújo Ribeiro' });
  await expect(view.getByRole('tab', { name: /Ficha Estética/ })).toHaveAttribute('aria-selected', 'true');
  await expect(view.getByLabel('Nome completo')).toHaveValue('Conceição Araújo Ribeiro');

  // --- Fill the form: 'Quais?' shows only once the acids answer is 'Sim'.
  await view.getByLabel('Tipo de pele').selectOption({ label: 'Oleosa' });
  await expect(view.getByLabel('Quais?')).toHaveCount(0);
  await view.getByRole('group', { name: 'Usa ácidos ou retinoides?' }).getByLabel('Sim').check();
  await view.getByLabel('Quais?').fill('Ácido retinoico');
  await view.getByRole('button', { name: 'Salvar', exact: true }).click();
  await seeToast(page, 'Dados salvos com sucesso!');

  // --- Change one field and read it in 'Histórico' with labels, old and new values.
  await view.getByLabel('Tipo de pele').selectOption({ label: 'Seca' });
  await view.getByRole('button', { name: 'Salvar', exact: true }).click();
  await seeToast(page, 'Dados salvos com sucesso!');
  await view.getByRole('button', { name: /Histórico/ }).click();
  const history = page.getByRole('dialog', { name: /Histórico de alterações/ });
  await expect(history.getByText('1 campo alterado em Ficha Estética')).toBeVisible();
  const newest = history.getByRole('listitem').first();
  const rows = newest.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveText(/Tipo de pele\s*Alterado\s*Oleosa\s*Seca/);
  await expect(history.getByText('Dados de Ficha Estética registrados')).toBeVisible();
  await history.getByRole('button', { name: 'Fechar' }).last().click();

  // --- The client's history tab: no appointment yet.
  await view.getByRole('tab', { name: /Histórico/ }).click();
  await expect(view.getByText('Nenhum atendimento registrado')).toBeVisible();
});

test("the client's tabs appear once, the clinical ones with them: a late read moves none under a click", async ({
  page,
  owner,
  baseURL,
}) => {
  await clientWithAppointment(baseURL ?? '', owner.token, 'Lívia Abas Firmes', { fromDays: 14 });
  await signIn(page, owner, null);
  // The company's tabs come a second and a half late, as on a slow connection.
  await holdBack(page, /\/trpc\/[^?]*auth\.companyConfig/);
  await page.goto('/clients');
  await page.getByRole('list', { name: 'Clientes' }).getByText('Lívia Abas Firmes').click();
  const view = page.getByRole('article', { name: 'Lívia Abas Firmes' });
  const history = view.getByRole('tab', { name: /Histórico/ });
  await expect(history).toBeVisible();
  expect(await view.getByRole('tab', { name: 'Anamnese' }).isVisible()).toBe(true);
  const first = await history.boundingBox();
  await page.waitForTimeout(2000);
  expect(await history.boundingBox()).toEqual(first);
  await history.click();
  await expect(view.getByText('Limpeza')).toBeVisible();
});

test('clients: deleting a client with an appointment archives it and it leaves the list', async ({ page, owner, baseURL }) => {
  await clientWithAppointment(baseURL ?? '', owner.token, 'Otávio Arquivado Mendes', { fromDays: 14 });
  await signIn(page, owner, null);
  await page.goto('/clients');
  await page.getByRole('list', { name: 'Clientes' }).getByText('Otávio Arquivado Mendes').click();
  const view = page.getByRole('article', { name: 'Otávio Arquivado Mendes' });
  await view.getByRole('tab', { name: /Histórico/ }).click();
  await expect(view.getByText('Limpeza')).toBeVisible();
  await view.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir cliente' }).getByRole('button', { name: 'Confirmar' }).click();
  await seeToast(page, 'Cliente arquivado: seus registros foram mantidos.');
  await expect(page.getByText('Nenhum cliente cadastrado')).toBeVisible();
});
