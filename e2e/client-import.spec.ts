import { randomCpf } from '@agenda/br';
import { expect, signIn, test } from './fixtures.ts';

// The import's summary counts each line once, and a file that is not a spreadsheet is refused with
// what to send instead (the server reads it in its bounded thread under `npm start`).

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n'), 'latin1');

test('client import: the summary adds up to the lines; an image is refused', async ({ page, owner }) => {
  await signIn(page, owner);
  await page.getByRole('link', { name: /Clientes/ }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await page.getByRole('button', { name: /Importar clientes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar clientes' });
  const input = dialog.getByLabel('Planilha (.csv ou .xlsx)');

  // 5 lines: 2 ready, 1 repeating line 2's CPF, 1 with two problems, 1 with one.
  const repeated = randomCpf();
  const file = csv([
    ['Nome', 'CPF', 'Telefone'],
    ['Ana Lima', repeated, '11987654321'],
    ['Bruno Reis', randomCpf(), '11987654322'],
    ['Ana Lima de Novo', repeated, '11987654323'],
    ['', '111.111.111-11', '11987654324'],
    ['Sem Telefone', randomCpf(), ''],
  ]);
  await input.setInputFiles({ name: 'pacientes.csv', mimeType: 'text/csv', buffer: file });
  await expect(dialog.getByRole('status')).toHaveText(
    '5 linhas · 2 prontas para importar · 1 já cadastrada ou repetida · 2 com problemas',
  );
  await expect(dialog.getByRole('button', { name: 'Importar 2 clientes' })).toBeVisible();

  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
  await input.setInputFiles({ name: 'pacientes.csv', mimeType: 'text/csv', buffer: png });
  await expect(dialog.getByRole('alert')).toHaveText('Envie uma planilha .csv ou .xlsx');
});
