import { randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, openPatient, seeToast, signIn, teamMember, test } from './fixtures.ts';
import { serverDatabase } from './server-database.ts';

// Clinical records kept as the law asks (decision 052): a dentist finalises a Prontuário Médico entry,
// sees it locked (no 'Editar' nor 'Excluir'), amends it only by a new version, and a row changed in the
// database behind the application shows 'Registro alterado fora do sistema'.

async function changeBehindTheApplication(entryId: string) {
  const db = serverDatabase();
  await db.connect();
  try {
    await db.query('update medical_record_entry set description = $1 where id = $2', ['Texto trocado', entryId]);
  } finally {
    await db.end();
  }
}

for (const width of [1366, 390]) {
  test(`a dentist finalises an entry, sees it locked and amends it by a new version (${width} px)`, async ({
    page,
    owner,
    baseURL,
  }) => {
    const name = width === 1366 ? 'Benedita Arantes Lobo' : 'Caetano Viana Quaresma';
    const { client } = await api<{ client: { id: string } }>(baseURL ?? '', owner, 'POST', '/api/clients', {
      fullName: name,
      cpf: randomCpf(),
      phone: '11912345678',
    });
    const dentist = await teamMember(baseURL ?? '', owner, 'PROFESSIONAL', 'Dra. Lívia Campos');
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, dentist, null);
    const view = await openPatient(page, name);
    await view.getByRole('tab', { name: /^.?Prontuário$/ }).click();
    await view.getByRole('button', { name: /Nova entrada/ }).click();
    await view.getByLabel('Título').fill('Restauração 36');
    await view.getByLabel('Descrição').fill('Restauração MOD em resina no 36.');
    await view.getByRole('button', { name: 'Salvar', exact: true }).click();
    await seeToast(page, 'Entrada salva com sucesso!');

    const entry = view.getByTestId('record-entry').filter({ hasText: 'Restauração 36' });
    await expect(entry.getByRole('button', { name: 'Editar' })).toBeVisible();
    await entry.getByRole('button', { name: 'Finalizar e assinar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finalizar e assinar o registro' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Finalizar e assinar' }).click();
    await seeToast(page, 'Registro finalizado e assinado');

    await expect(entry.getByTestId('entry-finalized')).toContainText('Finalizado e assinado por Dra. Lívia Campos em');
    await expect(entry.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expect(entry.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `a finalised entry at ${width} px`);

    // Only a new version amends it; the finalised one stays, marked as replaced.
    await entry.getByRole('button', { name: 'Nova versão' }).click();
    await view.getByLabel('Descrição').fill('Restauração MOD em resina no 36; ajuste oclusal.');
    await view.getByRole('button', { name: 'Salvar', exact: true }).click();
    await seeToast(page, 'Nova versão salva');
    const entries = view.getByTestId('record-entry').filter({ hasText: 'Restauração 36' });
    await expect(entries).toHaveCount(2);
    const old = entries.filter({ hasText: 'Substituído por uma versão mais nova' });
    await expect(old).toContainText('Restauração MOD em resina no 36.');
    await expect(old.getByRole('button', { name: 'Nova versão' })).toHaveCount(0);
    const newer = entries.filter({ hasText: 'Nova versão de um registro finalizado' });
    await expect(newer.getByRole('button', { name: 'Finalizar e assinar' })).toBeVisible();

    // A row changed in the database behind the application is flagged on the entry.
    const list = await api<{ entries: { id: string; supersededById: string | null }[] }>(
      baseURL ?? '',
      owner,
      'GET',
      `/api/clients/${client.id}/medical-records`,
    );
    const finalised = list.entries.find((e) => e.supersededById);
    await changeBehindTheApplication(finalised?.id ?? '');
    await page.reload();
    const again = await openPatient(page, name);
    await again.getByRole('tab', { name: /^.?Prontuário$/ }).click();
    const changed = again.getByTestId('record-entry').filter({ hasText: 'Texto trocado' });
    await expect(changed.getByTestId('entry-altered')).toHaveText(/Registro alterado fora do sistema/);
    await expect(
      again.getByTestId('record-entry').filter({ hasText: 'ajuste oclusal' }).getByTestId('entry-altered'),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `an altered entry at ${width} px`);
    await page.screenshot({ path: `/tmp/records-shots/prontuario-${width}.png`, fullPage: true });
  });
}
