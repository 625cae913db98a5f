import { randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, clientWithAppointment, expect, openPatient, openWeekOf, seeToast, signIn, test } from './fixtures.ts';
import { serverDatabase } from './server-database.ts';

// A cancellation fills from the waitlist (decision 059): reception adds a patient to the list from
// her page, an appointment is cancelled, the offer's link (read from the outbox) opens on a phone,
// the patient takes the slot, and the agenda shows her new appointment.

/** The link of the offer the outbox holds for the clinic (its message's public path). */
async function offerPath(companyId: string): Promise<string> {
  const db = serverDatabase();
  await db.connect();
  try {
    for (let i = 0; i < 20; i++) {
      const { rows } = await db.query<{ path: string }>(
        `select payload->>'linkPath' as path from outbound_message where company_id = $1 and kind = 'waitlist-offer'`,
        [companyId],
      );
      if (rows[0]) return rows[0].path;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('no waitlist offer in the outbox');
  } finally {
    await db.end();
  }
}

test('a cancellation fills from the waitlist', async ({ page, browser, owner, baseURL }) => {
  const base = baseURL ?? '';
  const cancelling = 'Otávio Freitas Neto';
  const waiting = 'Beatriz Campos Leal';
  const { date } = await clientWithAppointment(base, owner.token, cancelling, { fromDays: 3, startTime: '10:00' });
  await api(base, owner, 'POST', '/api/clients', { fullName: waiting, cpf: randomCpf(), phone: '11987651234' });

  // Reception's part: from the patient's page, 'Lista de espera' › 'Adicionar à lista de espera'.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, null);
  const view = await openPatient(page, waiting);
  await view.getByRole('tab', { name: /Lista de espera/ }).click();
  await view.getByLabel('Serviço').selectOption({ label: 'Limpeza' });
  await view.getByRole('checkbox', { name: 'Manhã' }).check();
  await expectNoSeriousA11yViolations(page, "the client's waitlist tab at 1366 px");
  await view.getByRole('button', { name: 'Adicionar à lista de espera' }).click();
  await seeToast(page, 'Paciente adicionado à lista de espera.');
  await expect(view.getByRole('row', { name: /Limpeza/ })).toBeVisible();

  // The agenda says who waits and leads to the list.
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Lista de espera' }).getByRole('link', { name: 'Ver lista de espera' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de espera', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(waiting) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the waitlist at 1366 px');
  // The owner's offer rules, below the list.
  await page.getByLabel('Validade da oferta (horas)').fill('3');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await seeToast(page, 'Configurações da lista de espera salvas.');

  // Otávio cancels: his 10:00 is offered to Beatriz.
  const { appointments } = await api<{ appointments: { id: string; client: { fullName: string } }[] }>(
    base,
    owner,
    'GET',
    `/api/appointments?startDate=${date}&endDate=${date}`,
  );
  const id = appointments.find((a) => a.client.fullName === cancelling)?.id;
  await api(base, owner, 'PUT', `/api/appointments/${id}`, { status: 'CANCELLED' });
  await page.reload();
  await expect(page.getByText(/Oferta aberta: .* às 10:00/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'the waitlist at 390 px');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const patient = await phone.newPage();
  await patient.goto(`${base}${await offerPath(owner.companyId)}`);
  await expect(patient.getByRole('heading', { name: 'Um horário vagou para você' })).toBeVisible();
  await expect(patient.getByText('10:00 às 10:30')).toBeVisible();
  expect(await patient.locator('script').count()).toBe(0);
  await expectNoSeriousA11yViolations(patient, 'the offer at 390 px');
  await patient.getByRole('button', { name: 'Quero este horário' }).click();
  await expect(patient.getByRole('status')).toHaveText('Pronto! O horário é seu. Até lá!');
  await expect(patient.getByRole('heading', { name: 'Horário reservado' })).toBeVisible();
  await expectNoSeriousA11yViolations(patient, 'the accepted offer at 390 px');
  await phone.close();

  await page.setViewportSize({ width: 1366, height: 900 });
  await openWeekOf(page, date);
  await expect(page.getByRole('button', { name: new RegExp(`^10:00\\b.*${waiting}`) })).toBeVisible();
});
