import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { type Owner, expect, signIn, seeToast, test } from './fixtures.ts';

/** The clinic's today when asked: a run that crosses midnight in São Paulo moves on with it. */
const clinicToday = () => nowInTimeZone('America/Sao_Paulo').date;

/**
 * Two professionals with one finalized visit each, over the documented REST paths:
 *   the owner (a clinic's founder attends): Limpeza 150, no 'repasse' set
 *   Dr. Bruno Lima: Aparelho 400 + Limpeza 150; 40% of every service, 50% of Ortodontia → 60 + 200 = 260
 */
async function clinicOfTwo(baseURL: string, owner: Owner) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const type = async (name: string) =>
    (await call<{ serviceType: { id: string } }>('POST', '/service-types', { name })).serviceType.id;
  const odontologia = await type('Odontologia');
  const ortodontia = await type('Ortodontia');
  const service = async (name: string, serviceTypeId: string, price: number) =>
    (await call<{ service: { id: string } }>('POST', '/services', { name, serviceTypeId, duration: 30, price })).service.id;
  const limpeza = await service('Limpeza', odontologia, 150);
  const aparelho = await service('Aparelho', ortodontia, 400);
  const { client } = await call<{ client: { id: string } }>('POST', '/api/clients', {
    fullName: 'Joana Prado',
    cpf: randomCpf(),
    phone: '11987654321',
  });
  const { professionals } = await call<{ professionals: { id: string }[] }>('GET', '/api/professionals');
  const founder = professionals[0]?.id ?? '';
  const { professional: bruno } = await call<{ professional: { id: string } }>('POST', '/api/professionals', {
    name: 'Dr. Bruno Lima',
  });
  await call('PUT', `/api/professionals/${bruno.id}`, {
    commission: { percent: 40, byServiceType: [{ serviceTypeId: ortodontia, percent: 50 }] },
  });
  /** Booked on the first open day from today (a weekend or a holiday may close one), then finalized. */
  const attend = async (professionalId: string, serviceId: string, services: string[]) => {
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${baseURL}/api/appointments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clientId: client.id,
          serviceId,
          professionalId,
          date: addDays(clinicToday(), i),
          startTime: '09:00',
        }),
      });
      if (res.status !== 201) continue;
      const { appointment } = (await res.json()) as { appointment: { id: string } };
      await call('POST', '/api/appointments/complete', {
        appointmentId: appointment.id,
        services: services.map((id) => ({ id })),
        paymentMethod: 'PIX',
        paymentStatus: 'PAID',
      });
      return;
    }
    throw new Error('no open day to book');
  };
  await attend(founder, limpeza, [limpeza]);
  await attend(bruno.id, aparelho, [aparelho, limpeza]);
}

const professionalsCard = (page: Page) =>
  page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: 'Profissionais', exact: true }) });
const rowOf = (page: Page, name: string) => professionalsCard(page).getByRole('row').filter({ hasText: name });

test("Relatórios: 'Profissionais' gives each one's production and 'repasse', and the owner edits a rate", async ({
  page,
  owner,
  baseURL,
}) => {
  await clinicOfTwo(baseURL ?? '', owner);
  await signIn(page, owner, null);
  await page.goto('/financial?tab=relatorios');

  const card = professionalsCard(page);
  await expect(card).toBeVisible();
  await expect(card.locator('.finance-basis strong')).toHaveText('Faturado (serviços)');
  const head = ['Profissional', 'Atendimentos', 'Faturado (serviços)', 'Repasse (%)', 'Repasse'];
  for (const name of head) await expect(card.getByRole('columnheader', { name, exact: true })).toBeVisible();
  // Most billed first.
  await expect(card.locator('tbody tr').first()).toContainText('Dr. Bruno Lima');
  const cells = async (name: string) => (await rowOf(page, name).getByRole('cell').allInnerTexts()).map((t) => t.trim());
  expect((await cells('Dr. Bruno Lima')).slice(0, 4)).toEqual(['Dr. Bruno Lima', '1', 'R$ 550,00', '40%\n+ 1 tipo de serviço']);
  await expect(rowOf(page, 'Dr. Bruno Lima').getByRole('cell', { name: 'R$ 260,00' })).toBeVisible();
  expect((await cells(owner.fullName)).slice(0, 5)).toEqual([owner.fullName, '1', 'R$ 150,00', '0%', 'R$ 0,00']);
  await expect(rowOf(page, 'Total')).toContainText('R$ 700,00');
  await expect(rowOf(page, 'Total')).toContainText('R$ 260,00');
  await expectNoSeriousA11yViolations(page, "Relatórios with 'Profissionais' at 1366 px");

  // The owner's own rate: 12,5% of the cleaning is R$ 18,75.
  await page.getByRole('button', { name: `Editar repasse de ${owner.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Repasse de ${owner.fullName}` });
  await expect(dialog.getByLabel('Ortodontia (%)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the 'repasse' form", '[role="dialog"]');
  await dialog.getByLabel('Repasse sobre os serviços').fill('12.5');
  await dialog.getByLabel('Ortodontia (%)').fill('120');
  await expect(
    dialog.getByText('Informe o repasse em porcentagem, de 0 a 100, com no máximo duas casas decimais.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await dialog.getByLabel('Ortodontia (%)').fill('');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Repasse salvo com sucesso!');
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, owner.fullName)).toContainText('12,5%');
  await expect(rowOf(page, owner.fullName).getByRole('cell', { name: 'R$ 18,75' })).toBeVisible();
  await expect(rowOf(page, 'Total')).toContainText('R$ 278,75');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page, "Relatórios with 'Profissionais' at 390 px");
});
