import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, clientWithAppointment, expect, signIn, openWeekOf, test } from './fixtures.ts';

// The patient's link at 390 px: they confirm, and the clinic's agenda, open in another browser,
// shows 'Confirmado' on its own (the week refetches), without a reload.

test('a patient confirms through their link and the open agenda shows it without reload', async ({
  page,
  browser,
  owner,
  baseURL,
}) => {
  const { date } = await clientWithAppointment(baseURL ?? '', owner.token, 'Helena Duarte Prado', {
    fromDays: 2,
    startTime: '10:00',
  });
  const { appointments } = await api<{ appointments: { id: string; client: { fullName: string } }[] }>(
    baseURL ?? '',
    owner,
    'GET',
    `/api/appointments?startDate=${date}&endDate=${date}`,
  );
  const appointment = appointments.find((a) => a.client.fullName === 'Helena Duarte Prado');
  const { url } = await api<{ url: string }>(baseURL ?? '', owner, 'GET', `/api/appointments/${appointment?.id}/patient-link`);

  // The clinic's agenda, open on the appointment's week.
  await signIn(page, owner, null);
  await openWeekOf(page, date);
  const card = page.getByRole('button', { name: /Helena Duarte Prado/ });
  await expect(card).toHaveAttribute('aria-label', /Pendente/);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // The patient, on a phone, in another browser.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const patient = await phone.newPage();
  await patient.goto(url);
  await expect(patient.getByRole('heading', { name: 'Olá, Helena!' })).toBeVisible();
  await expect(patient.getByText('Aguardando confirmação')).toBeVisible();
  await expect(patient.getByText('Duarte')).toHaveCount(0);
  await expectNoSeriousA11yViolations(patient, 'patient link page');
  // Nothing runs on the page: it is HTML and a form.
  expect(await patient.locator('script').count()).toBe(0);
  await patient.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(patient.getByRole('status')).toHaveText('Presença confirmada. Até lá!');
  await expect(patient.getByText('Confirmado', { exact: true })).toBeVisible();
  await expect(patient.getByRole('button', { name: 'Confirmar presença' })).toHaveCount(0);
  await phone.close();

  // The agenda follows, in the same document.
  await expect(card).toHaveAttribute('aria-label', /Confirmado/, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('a link that opens nothing says so, revealing nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto(`/p/${'A'.repeat(64)}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Link indisponível' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'patient link not found');
});
