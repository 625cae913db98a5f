import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomCpf } from '@agenda/br';
import type { Download, Page } from '@playwright/test';
import { makeDemoCertificate } from '../features/documents/src/server/demo-certificate.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, openPatient, seeToast, signIn, teamMember, test } from './fixtures.ts';

// A dentist issues a prescription with two medicines and an atestado, signs the prescription with
// their A1 certificate (a DEMO one, from a test CA made in code), downloads both PDFs, and the public
// check at 390 px confirms the signed file is the document.

const PASSWORD = 'certificado-e2e';

async function fillMedicine(page: Page, n: number, medicine: string, dosage: string, quantity: string) {
  const group = page.getByRole('group', { name: `Medicamento ${n}` });
  await group.getByRole('combobox', { name: /^Medicamento/ }).fill(medicine);
  await group.getByLabel('Posologia').fill(dosage);
  await group.getByLabel('Quantidade').fill(quantity);
}

async function download(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const path = await (file as Download).path();
  return { file: path, bytes: readFileSync(path) };
}

test('a dentist issues, signs and downloads documents, and anyone checks them at 390 px', async ({
  page,
  browser,
  owner,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const patient = 'Laura Beatriz Nogueira';
  await api(base, owner, 'POST', '/api/clients', { fullName: patient, cpf: randomCpf(), phone: '11912345678' });
  const dentist = await teamMember(base, owner, 'PROFESSIONAL', 'Rafael Lima');
  if (!dentist.professional) throw new Error('the dentist has no professional profile');
  await api(base, owner, 'PUT', `/api/professionals/${dentist.professional.id}`, { registration: 'CRO-SP 67890' });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, dentist, null);
  const view = await openPatient(page, patient);
  await view.getByRole('tab', { name: /Documentos/ }).click();
  await expect(view.getByText('Nenhum documento emitido para este paciente.')).toBeVisible();

  // The prescription, with two medicines.
  await view.getByRole('button', { name: 'Novo documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo documento' });
  await fillMedicine(page, 1, 'Amoxicilina 500 mg', '1 cápsula de 8 em 8 horas por 7 dias', '21 cápsulas');
  await dialog.getByRole('button', { name: 'Adicionar medicamento' }).click();
  await fillMedicine(page, 2, 'Ibuprofeno 600 mg', '1 comprimido de 12 em 12 horas', '6 comprimidos');
  await expect(dialog.getByRole('region', { name: 'Pré-visualização' })).toContainText('Para: Laura Beatriz Nogueira');
  await expectNoSeriousA11yViolations(page, 'Novo documento', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Emitir' }).click();
  await seeToast(page, 'Receituário simples nº 1 emitido');

  // The atestado: two days.
  await view.getByRole('button', { name: 'Novo documento' }).click();
  await dialog.getByLabel('Tipo de documento').selectOption('atestado');
  await dialog.getByLabel('Dias', { exact: true }).fill('2');
  await expect(dialog.getByRole('region', { name: 'Pré-visualização' })).toContainText('necessitando de 2 dias de afastamento');
  await dialog.getByRole('button', { name: 'Emitir' }).click();
  await seeToast(page, 'Atestado nº 2 emitido');
  const list = view.getByRole('list', { name: 'Documentos emitidos' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Signing the prescription registers the certificate the first time.
  await list.getByRole('button', { name: 'Assinar: Receituário simples nº 1' }).click();
  const sign = page.getByRole('dialog', { name: 'Assinar digitalmente' });
  await sign.getByLabel('Certificado A1 (.pfx ou .p12)').setInputFiles({
    name: 'rafael.pfx',
    mimeType: 'application/x-pkcs12',
    buffer: makeDemoCertificate({ holder: 'RAFAEL LIMA:DEMO', password: PASSWORD }),
  });
  await sign.getByLabel('Senha do certificado').fill(PASSWORD);
  await expectNoSeriousA11yViolations(page, 'Assinar digitalmente', '[role="dialog"]');
  await sign.getByRole('button', { name: 'Cadastrar e assinar' }).click();
  await seeToast(page, 'Documento assinado digitalmente');
  const prescription = list.getByRole('listitem').filter({ hasText: 'Receituário simples' });
  await expect(prescription.getByText('Assinado', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Documentos');

  // Both PDFs download; the signed one verifies with poppler.
  const signed = await download(page, 'Baixar PDF: Receituário simples nº 1');
  const atestado = await download(page, 'Baixar PDF: Atestado nº 2');
  expect(signed.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(atestado.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const verdict = (() => {
    try {
      return execFileSync('pdfsig', [signed.file], { encoding: 'utf8' });
    } catch (error) {
      return String((error as { stdout?: string }).stdout ?? '');
    }
  })();
  expect(verdict).toContain('Signature is Valid.');

  // The public check, on a phone.
  const { documents } = await api<{ documents: { kind: string; verifyUrl: string }[] }>(
    base,
    owner,
    'GET',
    `/api/clients/${await clientIdOf(base, owner, patient)}/documents`,
  );
  const verifyUrl = documents.find((d) => d.kind === 'receituario')?.verifyUrl ?? '';
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(`${base}${new URL(verifyUrl).pathname}`);
  await expect(phone.getByRole('heading', { name: 'Verificação de documento' })).toBeVisible();
  await expect(phone.getByText('válido', { exact: true })).toBeVisible();
  await expect(phone.getByText('L. B. N.')).toBeVisible();
  await expect(phone.getByText(patient)).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone, 'verificação pública');
  expect(await phone.locator('script').count()).toBe(0);
  await phone.getByLabel('Arquivo PDF do documento').setInputFiles(signed.file);
  await phone.getByRole('button', { name: 'Conferir arquivo' }).click();
  await expect(phone.getByRole('status')).toHaveText('O arquivo enviado é este documento, sem alterações.');
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await phone.getByLabel('Arquivo PDF do documento').setInputFiles(atestado.file);
  await phone.getByRole('button', { name: 'Conferir arquivo' }).click();
  await expect(phone.getByRole('status')).toHaveText('O arquivo enviado NÃO é este documento (ou foi alterado).');
  await context.close();
});

async function clientIdOf(base: string, owner: { token: string }, name: string): Promise<string> {
  const res = await fetch(`${base}/api/clients?search=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const { clients } = (await res.json()) as { clients: { id: string; fullName: string }[] };
  const found = clients.find((c) => c.fullName === name);
  if (!found) throw new Error(`no client ${name}`);
  return found.id;
}

test('the owner edits a template at 390 px; an unknown variable is refused by name', async ({ page, owner }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner, null);
  await page.goto('/documentos/modelos');
  await expect(page.getByRole('heading', { name: 'Modelos de documentos' })).toBeVisible();
  const atestado = page.getByLabel('Modelo: Atestado');
  await atestado.fill('Atesto que {paciente} precisa de {afastamento} de repouso. {salario}');
  const card = page.locator('form').filter({ has: atestado });
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByText('Variável desconhecida: {salario}')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Modelos de documentos');
  await atestado.fill('Atesto que {paciente} precisa de {afastamento} de repouso.');
  await card.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Modelo salvo');
  await page.reload();
  await expect(page.getByLabel('Modelo: Atestado')).toHaveValue('Atesto que {paciente} precisa de {afastamento} de repouso.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
