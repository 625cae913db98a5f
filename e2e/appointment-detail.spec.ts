import { addDays } from '@agenda/br';
import { serverDatabase } from './server-database.ts';
import { api, clientWithAppointment, dialogOpened, expect, holdBack, openWeekOf, signIn, test } from './fixtures.ts';

// The appointment's detail opens whole: on a slow phone its late parts (another feature's button,
// the client's alerts) used to arrive after its buttons and push them, so a tap that began on
// 'Reagendar' ended beside it and did nothing.

test('the detail appears with its alerts and every action: nothing moves its buttons afterwards', async ({
  page,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const name = 'Rosa Faltosa Prado';
  const { id: clientId, date } = await clientWithAppointment(base, owner.token, name, { fromDays: 8, startTime: '09:00' });
  // A missed visit of hers: the detail shows 'Faltas' above its tabs.
  const db = serverDatabase();
  await db.connect();
  try {
    const { rows } = await db.query<{ service_id: string }>('select service_id from appointment where client_id = $1', [
      clientId,
    ]);
    const [row] = rows;
    if (!row) throw new Error('appointment not found');
    const missed = await api<{ appointment: { id: string } }>(base, owner, 'POST', '/api/appointments', {
      clientId,
      serviceId: row.service_id,
      date: addDays(date, 1),
      startTime: '11:00',
      endTime: '11:30',
      notes: '',
    });
    await db.query(`update appointment set status = 'NO_SHOW' where id = $1`, [missed.appointment.id]);
  } finally {
    await db.end();
  }

  await signIn(page, owner, null);
  await openWeekOf(page, date);
  // The finalize button's code and the attendance read come late, as on a slow connection.
  await holdBack(page, /\/assets\/(finalize-button|client-attendance)-[^/]*\.js$/, 1500);
  await holdBack(page, /\/trpc\/[^?]*calendar\.attendanceOf/, 1500);
  await page.getByRole('button', { name: new RegExp(`^09:00, ${name},`) }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  const reschedule = detail.getByRole('button', { name: 'Reagendar' });
  await expect(reschedule).toBeVisible();
  // The moment its buttons show, the late parts are there too.
  expect(await detail.getByRole('button', { name: /Finalizar Atendimento/ }).isVisible()).toBe(true);
  expect(await detail.getByRole('region', { name: 'Comparecimento' }).isVisible()).toBe(true);
  await dialogOpened(detail);
  const first = await reschedule.boundingBox();
  await page.waitForTimeout(2000);
  expect(await reschedule.boundingBox()).toEqual(first);
  await reschedule.click();
  await expect(page.getByRole('dialog', { name: 'Reagendar Atendimento' })).toBeVisible();
});
