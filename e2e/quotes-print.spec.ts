import { randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, openPatient, signIn, test } from './fixtures.ts';

// Issue 38: the printed quote (letterhead with CNPJ, the professional with CRO, items by tooth and
// surface, the plan, validity, signature lines) and the carnê (a slip per installment with its PIX QR
// and txid), both from the quote's details on the patient's 'Orçamentos' tab, at 1366 px.

test('an approved quote prints as an A4 document and as a carnê with each open installment’s PIX', async ({
  page,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const name = 'Heloísa Prado Martins';
  const { company } = await api<{ company: Record<string, unknown> }>(base, owner, 'GET', '/api/company/config');
  await api(base, owner, 'PUT', '/api/company', { ...company, cnpj: '11222333000181' });
  await api(base, owner, 'PUT', '/api/settings/pix', {
    keyType: 'CNPJ',
    key: '11.222.333/0001-81',
    beneficiary: 'Clínica Teste',
    city: 'São Paulo',
  });
  const { professionals } = await api<{ professionals: { id: string; name: string }[] }>(
    base,
    owner,
    'GET',
    '/api/professionals',
  );
  const own = professionals.find((p) => p.name === owner.fullName) ?? professionals[0];
  await api(base, owner, 'PUT', `/api/professionals/${own?.id}`, { registration: 'CRO-SP 12345' });
  const { client } = await api<{ client: { id: string } }>(base, owner, 'POST', '/api/clients', {
    fullName: name,
    cpf: randomCpf(),
    phone: '11987651234',
    birthDate: '1990-05-02',
  });
  const { treatments } = await api<{ treatments: { id: string; name: string }[] }>(base, owner, 'GET', '/api/dental-treatments');
  const { toothTreatment } = await api<{ toothTreatment: { id: string } }>(
    base,
    owner,
    'POST',
    `/api/clients/${client.id}/tooth-treatments`,
    { toothId: 36, treatmentId: treatments[0]?.id, surfaces: ['M', 'O', 'D'] },
  );
  const { quote } = await api<{ quote: { id: string } }>(base, owner, 'POST', '/api/quotes', {
    clientId: client.id,
    professionalId: own?.id,
    items: [
      { toothTreatmentId: toothTreatment.id, tooth: 36, surfaces: 'MOD', description: 'Restauração 36 MOD', priceCents: 60_000 },
    ],
    paymentPlan: { kind: 'ENTRADA_PARCELAS', entryPercent: 25, installments: 3, dueDay: 10 },
  });
  await api(base, owner, 'POST', `/api/quotes/${quote.id}/send`);
  await api(base, owner, 'POST', `/api/quotes/${quote.id}/approve`, { alternative: 0 });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, null);
  const view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Orçamentos/ }).click();
  await view.getByRole('button', { name: 'Ver' }).click();
  const details = page.getByRole('dialog', { name: /Orçamentos · Versão 1/ });
  // The print dialog itself is the browser's: the test notes that it was asked for.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-print-asked', 'yes');
  });

  await details.getByRole('button', { name: /Imprimir orçamento/ }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-asked', 'yes');
  const sheet = page.getByRole('article', { name: 'Orçamento odontológico' });
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/CNPJ 11\.222\.333\/0001-81/)).toBeVisible();
  await expect(sheet.getByText(`${owner.fullName} · CRO-SP 12345`)).toBeVisible();
  await expect(sheet.locator('.quotes-doc__signature').first()).toContainText('Registro no conselho (CRO): CRO-SP 12345');
  await expect(sheet.getByRole('row', { name: /Restauração 36 MOD 36 MOD R\$ 600,00/ })).toBeVisible();
  await expect(sheet.getByText('Entrada + parcelas')).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Parcela 3 de 3/ })).toBeVisible();
  await expect(sheet.getByText(/^Válido até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(sheet.locator('.quotes-doc__signature')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'the printed quote');
  await page.screenshot({ path: '/tmp/quotes2-shots/quote-print-1366.png', fullPage: true });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(sheet).toHaveCount(0);

  await page.evaluate(() => document.body.removeAttribute('data-print-asked'));
  await details.getByRole('button', { name: /Imprimir carnê/ }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-asked', 'yes');
  const carne = page.getByRole('article', { name: 'Carnê de pagamento' });
  await page.emulateMedia({ media: 'print' });
  await expect(carne).toBeVisible();
  const slips = carne.locator('.quotes-carne__slip');
  await expect(slips).toHaveCount(4);
  await expect(slips.first()).toContainText('Entrada');
  await expect(slips.first()).toContainText('R$ 150,00');
  await expect(slips.nth(3)).toContainText('Parcela 3 de 3');
  await expect(carne.getByText(/^Identificador \(txid\): AGD[0-9A-F]{22}$/)).toHaveCount(4);
  await expect(carne.getByRole('img', { name: /^QR code do PIX/ })).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, 'the printed carnê');
  await page.screenshot({ path: '/tmp/quotes2-shots/carne-print-1366.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Relatórios gains 'Orçamentos' (a fill of finance's reports): the approved quote counts there.
  await page.goto('/financial?tab=relatorios');
  const figures = page.getByTestId('quotes-report-figures');
  await expect(figures).toContainText('Aprovados');
  await expect(figures).toContainText('R$ 600,00');
  await expect(page.getByText('Nenhum orçamento esperando resposta há 7 dias ou mais.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Relatórios with Orçamentos');
  await page.screenshot({ path: '/tmp/quotes2-shots/reports-1366.png', fullPage: true });
});
