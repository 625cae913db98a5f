import { randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, openPatient, seeToast, signIn, teamMember, test } from './fixtures.ts';

// Issue 38, by its roles: the dentist (a PROFESSIONAL) turns the chart's planned items into a quote,
// reception sends it, the patient approves it on the phone and copies the entry's PIX, and reception
// receives an installment in Cobrança.

test('the dentist quotes the planned items, reception sends it, the patient approves it at 390 px and copies the PIX, an installment is received', async ({
  page,
  browser,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const name = 'Beatriz Nogueira Campos';
  const { client } = await api<{ client: { id: string } }>(base, owner, 'POST', '/api/clients', {
    fullName: name,
    cpf: randomCpf(),
    phone: '11987651234',
    birthDate: '1991-07-23',
  });
  const { treatments } = await api<{ treatments: { id: string; name: string }[] }>(base, owner, 'GET', '/api/dental-treatments');
  const find = (prefix: string) => treatments.find((t) => t.name.startsWith(prefix))?.id;
  // The dentist planned 'Restauração 36 MOD' and 'Canal 46'.
  await api(base, owner, 'POST', `/api/clients/${client.id}/tooth-treatments`, {
    toothId: 36,
    treatmentId: find('Restauração em resina composta (3 faces)'),
    surfaces: ['M', 'O', 'D'],
  });
  await api(base, owner, 'POST', `/api/clients/${client.id}/tooth-treatments`, {
    toothId: 46,
    treatmentId: find('Tratamento de canal (molar)'),
  });

  await api(base, owner, 'PUT', '/api/settings/pix', {
    keyType: 'CNPJ',
    key: '11.222.333/0001-81',
    beneficiary: 'Clínica Teste',
    city: 'São Paulo',
  });
  const dentist = await teamMember(base, owner, 'PROFESSIONAL', 'Dra. Helena Prado');
  const reception = await teamMember(base, owner, 'RECEPTION', 'Marcos Vieira Lopes');

  // The dentist prices the plan: the quote is theirs.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, dentist, null);
  const view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Orçamentos/ }).click();
  await expect(view.getByText('Nenhum orçamento para este paciente.')).toBeVisible();
  await view.getByRole('button', { name: 'Novo orçamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo orçamento' });
  await dialog.getByLabel('Profissional').selectOption({ label: 'Dra. Helena Prado' });
  await dialog.getByLabel(/36 MOD/).check();
  await dialog.getByLabel(/46/).check();
  await dialog.getByLabel('Forma de pagamento').selectOption('ENTRADA_PARCELAS');
  await expect(dialog.getByRole('region', { name: 'Prévia do plano de pagamento' })).toContainText('Parcela 3');
  // 'Plano B': the same items, paid 'À vista'.
  await dialog.getByRole('button', { name: '+ Adicionar alternativa' }).click();
  await expect(dialog.getByRole('button', { name: 'Plano B', pressed: true })).toBeVisible();
  await dialog.getByLabel('Forma de pagamento').selectOption('A_VISTA');
  await expect(dialog.getByRole('region', { name: 'Prévia do plano de pagamento' })).toContainText('Pagamento único');
  await expectNoSeriousA11yViolations(page, 'the new quote dialog');
  await dialog.getByRole('button', { name: 'Salvar orçamento' }).click();
  await seeToast(page, 'Orçamento criado.');
  await expect(view.getByText('Rascunho')).toBeVisible();
  // Sending is reception's (or the owner's): the dentist has no 'Enviar'.
  await view.getByRole('button', { name: 'Ver' }).click();
  const draft = page.getByRole('dialog', { name: /Orçamentos · Versão 1/ });
  await expect(draft.getByText('Dra. Helena Prado', { exact: false })).toBeVisible();
  await expect(draft.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  await draft.getByRole('button', { name: 'Fechar' }).click();

  // Reception sends it: the link comes back from the server (and is copied).
  await signIn(page, reception, null);
  const desk = await openPatient(page, name);
  await desk.getByRole('tab', { name: /Orçamentos/ }).click();
  await desk.getByRole('button', { name: 'Ver' }).click();
  const details = page.getByRole('dialog', { name: /Orçamentos · Versão 1/ });
  const sending = page.waitForResponse((r) => r.url().includes('quotes.send'));
  await details.getByRole('button', { name: 'Enviar' }).click();
  const sent = (await (await sending).json()) as
    | { result?: { data?: { url: string } } }[]
    | { result: { data: { url: string } } };
  const url = (Array.isArray(sent) ? sent[0]?.result?.data?.url : sent.result.data.url) ?? '';
  expect(url).toMatch(/\/orcamento\/[A-Za-z0-9_-]{64}$/);
  await expect(details.getByRole('link', { name: 'Abrir WhatsApp' })).toBeVisible();
  await details.getByRole('button', { name: 'Fechar' }).click();

  // The patient opens the link on the phone and approves with a drawn signature.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Olá, Beatriz!' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Plano B' })).toBeVisible();
  await phone.getByRole('radio', { name: /^Plano A/ }).check();
  await expect(phone.getByRole('table').first()).toContainText('36 MOD');
  await expectNoSeriousA11yViolations(phone, 'the patient quote page at 390 px');
  await phone.getByLabel('Nome completo (como no cadastro)').fill(name);
  await phone.getByLabel('Data de nascimento').fill('1991-07-23');
  const pad = phone.locator('#signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await phone.mouse.move(box.x + 20, box.y + 100);
  await phone.mouse.down();
  for (let i = 1; i <= 12; i++) await phone.mouse.move(box.x + 20 + i * 20, box.y + 100 - (i % 2) * 50);
  await phone.mouse.up();
  await phone.getByRole('button', { name: 'Aprovar orçamento' }).click();
  await expect(phone.getByText('Orçamento aprovado. Obrigado!')).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Suas parcelas' })).toBeVisible();
  // Each open installment has its PIX; the entry's copia e cola is copied.
  await expect(phone.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  const entryCode = phone.getByLabel('PIX copia e cola: Entrada');
  await expect(entryCode).toHaveValue(/^000201/);
  await phone.getByRole('button', { name: 'Copiar código' }).first().click();
  await expect(phone.getByRole('button', { name: 'Código copiado' })).toBeVisible();
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(await entryCode.inputValue());
  await expect(phone.getByRole('img', { name: /^QR code do PIX: Entrada/ })).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'the approved quote page with its PIX at 390 px');
  await phoneContext.close();

  // Cobrança lists the installments; the entry is received.
  await page.goto('/financial');
  await page.getByRole('tab', { name: 'Cobrança' }).click();
  const rows = page.getByTestId('receivable-row').filter({ hasText: name });
  await expect(rows).toHaveCount(4);
  await rows.first().getByRole('button', { name: 'Registrar recebimento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Registrar recebimento' }).click();
  await expect(page.getByText('Recebimento registrado com sucesso!')).toBeVisible();
  await expect(rows).toHaveCount(3);

  // Back on the record: 'Aprovado pelo paciente em …' and the paid entry.
  const record = await openPatient(page, name);
  await record.getByRole('tab', { name: /Orçamentos/ }).click();
  await record.getByRole('button', { name: 'Ver' }).click();
  const approved = page.getByRole('dialog', { name: /Orçamentos · Versão 1/ });
  await expect(approved.getByText(/^Aprovado pelo paciente em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(approved.getByRole('region', { name: 'Parcelas' })).toContainText('Paga');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'an approved quote at 390 px');
});
