import { readFileSync } from 'node:fs';
import { randomCpf } from '@agenda/br';
import { expect, signIn, openPatient, seeToast, test } from './fixtures.ts';

test("audit trail: the client's 'Acessos' shows the read of their record and a phone change with old and new values, filters by action and downloads the CSV", async ({
  page,
  owner,
  baseURL,
}) => {
  const name = 'Valéria Auditoria Nunes';
  const created = await fetch(`${baseURL}/api/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ fullName: name, cpf: randomCpf(), phone: '11987654321' }),
  });
  expect(created.status).toBe(201);
  await signIn(page, owner);

  // --- Open the client and change their phone.
  const view = await openPatient(page, name);
  await view.getByRole('button', { name: /Editar/ }).click();
  const modal = page.getByRole('dialog', { name: 'Editar Cliente' });
  await modal.getByLabel('Telefone pessoal').fill('11912345678');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Cliente atualizado com sucesso!');

  // --- 'Acessos': the read of the record and the change, with the old and the new phone.
  await view.getByRole('tab', { name: /Acessos/ }).click();
  const rows = view.getByTestId('access-row');
  await expect(rows.filter({ hasText: 'Leitura' }).filter({ hasText: 'Dados cadastrais' }).first()).toBeVisible();
  const change = rows.filter({ hasText: 'Alteração' }).filter({ hasText: 'Dados cadastrais' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(owner.fullName);
  await change.getByText('Ver 1 alteração').click();
  await expect(change.getByTestId('access-change')).toHaveText(['Telefone(11) 98765-4321(11) 91234-5678']);

  // --- Filter by action: only the change is left.
  await view.getByLabel('Ação').selectOption({ label: 'Alteração' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Dados cadastrais');

  // --- The CSV, as filtered: UTF-8 with BOM, ';', the change with both phones.
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^acessos-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Quando;Quem;Ação;O quê;Alterações');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`;${owner.fullName};Alteração;Dados cadastrais;Telefone: (11) 98765-4321 → (11) 91234-5678`);
});
