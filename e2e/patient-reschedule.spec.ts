import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, clientWithAppointment, expect, openWeekOf, signIn, test } from './fixtures.ts';

// The patient reschedules from their link on a phone (decision 054): 'Remarcar' lists the free
// times of the same service and professional, one tap books the new one, the page then holds the new
// link; the clinic sees 'Remarcado pelo paciente'.

test('a patient reschedules from the link at 390 px, and the clinic sees who moved it', async ({
  page,
  browser,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const name = 'Renato Moura Lins';
  const { date } = await clientWithAppointment(base, owner.token, name, { fromDays: 3, startTime: '10:00' });
  const { appointments } = await api<{ appointments: { id: string; client: { fullName: string } }[] }>(
    base,
    owner,
    'GET',
    `/api/appointments?startDate=${date}&endDate=${date}`,
  );
  const id = appointments.find((a) => a.client.fullName === name)?.id;
  const { url } = await api<{ url: string }>(base, owner, 'GET', `/api/appointments/${id}/patient-link`);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const patient = await phone.newPage();
  await patient.goto(url);
  await expect(patient.getByRole('heading', { name: 'Olá, Renato!' })).toBeVisible();
  await patient.getByRole('link', { name: 'Remarcar' }).click();
  await expect(patient.getByRole('heading', { name: 'Escolha um novo horário' })).toBeVisible();
  await expect(patient.getByText('Limpeza com')).toBeVisible();
  await expectNoSeriousA11yViolations(patient, 'the reschedule page at 390 px');
  expect(await patient.locator('script').count()).toBe(0);
  // The taken time is not offered on its day.
  const [dd, mm, yyyy] = [date.slice(8, 10), date.slice(5, 7), date.slice(0, 4)];
  await expect(patient.getByRole('button', { name: new RegExp(`${dd}/${mm}/${yyyy} às 10:00$`) })).toHaveCount(0);
  const choice = patient.getByRole('button', { name: new RegExp(`${dd}/${mm}/${yyyy} às 14:00$`) });
  await choice.click();

  await expect(patient.getByRole('status')).toHaveText('Consulta remarcada. Guarde este novo link: o anterior não vale mais.');
  await expect(patient.getByText('14:00 às 14:30')).toBeVisible();
  expect(patient.url()).not.toBe(url);
  await expectNoSeriousA11yViolations(patient, 'the rescheduled appointment at 390 px');
  // The old link opens nothing any more.
  const old = await patient.goto(url);
  expect(old?.status()).toBe(404);
  await phone.close();

  await signIn(page, owner, null);
  await openWeekOf(page, date);
  await page.getByRole('button', { name: new RegExp(`^14:00\\b.*${name}`) }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await expect(detail.getByText('Remarcado pelo paciente').first()).toBeVisible();
});
