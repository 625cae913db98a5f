import { addDays, formatCpf, formatDatePtBR, nowInTimeZone, randomCpf } from '@agenda/br';
import type { Locator, Page } from '@playwright/test';
import { api, expect, signIn, test } from './fixtures.ts';

interface Patient {
  id: string;
  fullName: string;
  cpf: string;
}

/** A patient with planned treatments (tooth, catalogue name), made over the documented REST paths. */
async function patientWithPlan(baseURL: string, token: string, plan: [number, string][]): Promise<Patient> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const fullName = 'Marta Helena Vasconcelos';
  const cpf = randomCpf();
  const created = await fetch(`${baseURL}/api/clients`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ fullName, cpf, phone: '11912345678' }),
  });
  expect(created.status).toBe(201);
  const { client } = (await created.json()) as { client: { id: string } };
  const { treatments } = (await (await fetch(`${baseURL}/api/dental-treatments`, { headers })).json()) as {
    treatments: { id: string; name: string }[];
  };
  for (const [toothId, name] of plan) {
    const treatment = treatments.find((t) => t.name === name);
    const res = await fetch(`${baseURL}/api/clients/${client.id}/tooth-treatments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ toothId, treatmentId: treatment?.id, status: 'PLANNED', notes: '' }),
    });
    expect(res.status, `${name} on ${toothId}`).toBe(201);
  }
  return { id: client.id, fullName, cpf };
}

async function openOdontogram(page: Page, name: string): Promise<Locator> {
  await page.goto('/clients');
  await page.getByRole('list', { name: 'Clientes' }).getByText(name).click();
  const view = page.getByRole('article', { name });
  await view.getByRole('tab', { name: /Odontograma/ }).click();
  await expect(view.getByRole('heading', { name: /Odontograma Profissional/ })).toBeVisible();
  return view;
}

const PLAN: [number, string][] = [
  [11, 'Coroa de zircônia'],
  [26, 'Tratamento de canal (molar)'],
  [36, 'Coroa sobre implante'],
];

test('10. the printed plan is a document: clinic, CNPJ, patient CPF, validity and two signature lines', async ({
  page,
  owner,
  baseURL,
}) => {
  const patient = await patientWithPlan(baseURL ?? '', owner.token, PLAN);
  // The founder attends: their profile holds the council registration the plan prints under their name.
  const { professionals } = await api<{ professionals: { id: string; name: string }[] }>(
    baseURL ?? '',
    owner,
    'GET',
    '/api/professionals',
  );
  const own = professionals.find((p) => p.name === owner.fullName);
  await api(baseURL ?? '', owner, 'PUT', `/api/professionals/${own?.id}`, { registration: 'CRO-SP 67890' });
  await signIn(page, owner);
  await page.getByRole('button', { name: 'Configurações da agenda' }).click();
  const settings = page.getByRole('dialog', { name: /Configurações da Agenda/ });
  await settings.getByRole('tab', { name: 'Dados da Empresa' }).click();
  await settings.getByLabel('CNPJ').fill('11222333000181');
  await settings.getByLabel('CNPJ').blur();
  await expect(settings.getByText('Alterações salvas')).toBeVisible();
  await settings.getByRole('button', { name: 'Fechar' }).last().click();

  const view = await openOdontogram(page, patient.fullName);
  // The print dialog itself is the browser's: the test only notes that it was asked for.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-print-asked', 'yes');
  });
  await view.getByRole('button', { name: /Imprimir plano/ }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-asked', 'yes');
  const sheet = page.getByRole('article', { name: 'Plano de Tratamento Odontológico' });
  await expect(sheet).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(view).toBeHidden();
  await expect(sheet.getByText('Clínica Teste', { exact: true })).toBeVisible();
  await expect(sheet.getByText(/Avenida Paulista, 1000 · Bela Vista · São Paulo\/SP · CEP 01310-100/)).toBeVisible();
  await expect(sheet.getByText(/Telefone \(11\) 3222-1111 · CNPJ 11\.222\.333\/0001-81/)).toBeVisible();
  await expect(sheet.getByText(formatCpf(patient.cpf)).first()).toBeVisible();
  const today = nowInTimeZone().date;
  await expect(sheet.getByText(`Válido até ${formatDatePtBR(addDays(today, 30))}`)).toBeVisible();
  await expect(sheet.getByRole('row')).toHaveCount(5);
  const signatures = sheet.locator('.clinical-doc__signature');
  await expect(signatures).toHaveCount(2);
  await expect(signatures.nth(0)).toContainText(
    `${owner.fullName}Profissional responsávelRegistro no conselho (CRO): CRO-SP 67890`,
  );
  await expect(signatures.nth(1)).toContainText(`${patient.fullName}Paciente ou responsável legalCPF ${formatCpf(patient.cpf)}`);
  for (const line of await signatures.all())
    expect(await line.evaluate((el) => getComputedStyle(el).borderTopStyle), 'a line to sign on').toBe('solid');

  // Printed to PDF on A4, it is one page.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

test('18. at 390 px the badge on tooth 11 leaves its number readable and the plan fits', async ({ page, owner, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const patient = await patientWithPlan(baseURL ?? '', owner.token, PLAN);
  await signIn(page, owner, null);
  const view = await openOdontogram(page, patient.fullName);

  const tooth = view.getByRole('button', { name: 'Dente 11: Hígido' });
  const badge = tooth.locator('.clinical-tooth__badge');
  const number = tooth.locator('.clinical-tooth__number');
  await expect(badge).toHaveAttribute('data-count', '1');
  await expect(tooth).toHaveAccessibleName('Dente 11: Hígido, 1 tratamento em aberto');
  await expect(number).toHaveText('11');
  await tooth.scrollIntoViewIfNeeded();
  // What is drawn on top at the middle of each is itself: neither covers the other, nor is cut off.
  for (const [what, el] of [
    ['badge', badge],
    ['tooth number', number],
  ] as const) {
    const topmost = await el.evaluate((node) => {
      const r = node.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit === node || node.contains(hit);
    });
    expect(topmost, `the ${what} is on top`).toBe(true);
  }
  const [b, n, arches] = await Promise.all([
    badge.boundingBox(),
    number.boundingBox(),
    view.locator('.clinical-arches').boundingBox(),
  ]);
  if (!b || !n || !arches) throw new Error('badge, number or arches not drawn');
  const overlap = b.x < n.x + n.width && n.x < b.x + b.width && b.y < n.y + n.height && n.y < b.y + b.height;
  expect(overlap, 'the badge overlaps the tooth number').toBe(false);
  expect(b.x + b.width).toBeLessThanOrEqual(Math.min(arches.x + arches.width, 390));

  // The plan: 'Valor médio' and the total are inside the table's box and the screen, no sideways scroll.
  const plan = view.getByRole('region', { name: 'Plano de Tratamento' });
  const wrap = plan.locator('.ui-table-wrap');
  const value = plan.getByRole('columnheader', { name: 'Valor médio' });
  const total = plan.getByTestId('plan-total');
  await expect(total).toHaveText(/R\$\s?[\d.]+,\d\d/);
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth), 'the table scrolls sideways').toBeLessThanOrEqual(0);
  const box = await wrap.boundingBox();
  if (!box) throw new Error('plan table not drawn');
  for (const [what, cell] of [
    ['Valor médio', value],
    ['total', total],
  ] as const) {
    const c = await cell.boundingBox();
    expect(c, what).not.toBeNull();
    expect(c?.x ?? 0, what).toBeGreaterThanOrEqual(box.x);
    expect((c?.x ?? 0) + (c?.width ?? 0), `${what} is cut off`).toBeLessThanOrEqual(Math.min(box.x + box.width, 390) + 0.5);
  }
});

test("16. 'Criar novo tratamento' and 'Nova entrada' start with a plain '+'", async ({ page, owner, baseURL }) => {
  const patient = await patientWithPlan(baseURL ?? '', owner.token, []);
  await signIn(page, owner, null);
  const view = await openOdontogram(page, patient.fullName);
  await view.getByRole('button', { name: 'Dente 11: Hígido' }).click();
  const modal = page.getByRole('dialog', { name: /Dente 11/ });
  await expect(modal.getByRole('button', { name: /Criar novo tratamento/ })).toHaveText(/^\+ Criar novo tratamento$/);
  await modal.getByRole('button', { name: 'Fechar' }).last().click();
  await view.getByRole('tab', { name: /^.?Prontuário$/ }).click();
  await expect(view.getByRole('button', { name: /Nova entrada/ })).toHaveText(/^\+ Nova entrada$/);
});
