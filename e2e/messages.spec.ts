import { randomInt } from 'node:crypto';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, clientWithAppointment, expect, signIn, test } from './fixtures.ts';
import { serverDatabase } from './server-database.ts';

// 'Mensagens': a reminder goes out by itself through the stand-in provider (npm start runs it when no
// WhatsApp provider is configured), comes back delivered and read, and the patient's '1' confirms.

test('the Mensagens page shows a reminder sent, read and answered, at 1366 and 390 px', async ({ page, owner, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  await api(base, owner, 'PUT', '/api/messages/settings', {
    reminderHours: [24, 2],
    quietStart: '20:00',
    quietEnd: '08:00',
    whatsappPhoneNumberId: String(randomInt(1e9, 9e9)),
    whatsappToken: 'e2e-whatsapp-token',
    whatsappTemplate: 'lembrete_consulta',
    emailEnabled: false,
  });
  const { date } = await clientWithAppointment(base, owner.token, 'Lívia Prates Nogueira', { fromDays: 2, startTime: '10:00' });
  const { messages } = await api<{ messages: { id: string; kind: string; status: string }[] }>(
    base,
    owner,
    'GET',
    `/api/messages?date=${date}`,
  );
  expect(messages.map((m) => [m.kind, m.status])).toEqual([
    ['reminder-24h', 'agendado'],
    ['reminder-2h', 'agendado'],
  ]);
  // The clock moves on: the 24 h reminder is due now; the server's poller takes it from here.
  const db = serverDatabase();
  await db.connect();
  try {
    await db.query(`update outbound_message set due_at = now() where id = $1`, [messages[0]?.id]);
  } finally {
    await db.end();
  }

  await signIn(page, owner);
  await page
    .getByRole('link', { name: /Mensagens/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Mensagens' })).toBeVisible();
  await page.getByLabel('Dia', { exact: true }).fill(date);
  const row = page.getByRole('row', { name: /Lívia Prates Nogueira.*24 h antes/ });
  await expect(row.getByText('Lido')).toBeVisible({ timeout: 40_000 });
  await expect(row.getByText('Confirmou')).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('“1”');
  await expect(page.getByRole('row', { name: /Lívia Prates Nogueira.*2 h antes/ }).getByText('Agendado')).toBeVisible();
  // The owner's settings, with the clinic's message as a patient reads it.
  await expect(page.getByRole('heading', { name: 'Lembretes e canais' })).toBeVisible();
  await expect(page.getByText('Prévia da mensagem (modelo de Confirmação)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'messages page 1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByText('Confirmou')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'messages page 390');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
