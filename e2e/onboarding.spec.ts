import { randomCpf } from '@agenda/br';
import { expect, signIn, seeToast, test } from './fixtures.ts';

// A new clinic's first hour: 'Primeiros passos' on the dashboard, and the patient spreadsheet from the
// old system imported (Windows-1252, ';', CRLF, as Excel pt-BR saves it) after fixing a column's mapping.

/** Latin-1 is Windows-1252 for every letter of Portuguese. */
const excelCsv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n'), 'latin1');

test('onboarding: first steps, then a spreadsheet with a bad row imported after fixing the mapping', async ({ page, owner }) => {
  await signIn(page, owner);
  const steps = page.getByRole('region', { name: 'Primeiros passos' });
  await expect(steps).toBeVisible();
  await expect(steps.getByText('0 de 3 concluídos')).toBeVisible();
  await steps.getByRole('button', { name: 'Importar pacientes' }).click();
  await expect(page).toHaveURL(/\/clients$/);

  await page.getByRole('button', { name: /Importar clientes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar clientes' });
  const file = excelCsv([
    ['Nome do paciente', 'Documento', 'Fone celular', 'Nascimento'],
    ['João Conceição', randomCpf(), '(11) 98765-4321', '05/03/1980'],
    ['Ângela Brandão', randomCpf(), '11 91234-5678', '31/01/1975'],
    ['Linha Com Erro', '111.111.111-11', '11987654321', '01/01/1990'],
  ]);
  await dialog
    .getByLabel('Planilha (.csv ou .xlsx)')
    .setInputFiles({ name: 'pacientes.csv', mimeType: 'text/csv', buffer: file });

  // 'Fone celular' is not a known header: every row lacks a phone until the owner maps the column.
  const problems = dialog.getByRole('list', { name: 'Problemas encontrados' });
  await expect(problems.getByText('Telefone é obrigatório')).toHaveCount(3);
  await expect(dialog.getByRole('cell', { name: 'João Conceição' })).toHaveCount(0);
  await dialog.getByLabel('Fone celular').selectOption({ label: 'Telefone' });
  await expect(problems.getByText('Telefone é obrigatório')).toHaveCount(0);
  await expect(problems.getByRole('listitem')).toHaveText(['Linha 4 · CPF: CPF inválido']);
  await expect(dialog.getByRole('cell', { name: 'João Conceição' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '05/03/1980' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Importar 2 clientes' }).click();
  await expect(dialog.getByRole('region', { name: 'Importação concluída' })).toBeVisible();
  await expect(dialog.getByTestId('import-imported')).toHaveText('2');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar relatório (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('relatorio-importacao.csv');
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();

  await page.getByLabel('Buscar cliente').fill('joao');
  await expect(page.getByRole('list', { name: 'Clientes' }).getByText('João Conceição')).toBeVisible();

  // Back on the dashboard the patients' step is ticked by the data; hidden, it comes back from the settings.
  await page.goto('/dashboard');
  await expect(steps.getByText('1 de 3 concluídos')).toBeVisible();
  await steps.getByRole('button', { name: 'Ocultar primeiros passos' }).click();
  await expect(steps).toBeHidden();
  // A slow network: the settings' read of the checklist, sent as they open, answers after 'Mostrar' is done.
  // That late answer (still 'hidden') must not hide the steps again.
  const stepsRead = /\/trpc\/[^?]*onboarding\.steps/;
  await page.route(stepsRead, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    await new Promise((settle) => setTimeout(settle, 1_500));
    // The page may have given up on this read meanwhile (the fix cancels it): nothing to answer then.
    await route.fulfill({ response }).catch(() => undefined);
  });
  const lateAnswer = page.waitForResponse(stepsRead);
  await page
    .getByRole('button', { name: /Configurações/ })
    .first()
    .click();
  const settings = page.getByRole('dialog', { name: /Configurações/ });
  await settings.getByRole('tab', { name: /Dados da Empresa/ }).click();
  await settings.getByRole('button', { name: 'Mostrar primeiros passos no painel' }).click();
  await seeToast(page, 'Os primeiros passos voltaram ao painel.');
  await settings
    .getByRole('button', { name: /Fechar/ })
    .last()
    .click();
  await lateAnswer;
  await page.unroute(stepsRead);
  // Let the page handle that answer before looking.
  await page.evaluate(() => new Promise((settle) => setTimeout(settle, 200)));
  await expect(steps.getByText('1 de 3 concluídos')).toBeVisible();
});
