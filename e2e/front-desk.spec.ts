import { nowInTimeZone, weekdayOf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import {
  addProfessional,
  api,
  clientWithAppointment,
  expect,
  registerOwner,
  seeToast,
  signIn,
  teamMember,
  test,
} from './fixtures.ts';
import { serverDatabase } from './server-database.ts';

// The front desk's day (decision 054): reception checks the patient in with one click on today's
// card, the professional calls her from the waiting room, and the waiting-room TV shows her name.

/** The appointment moved to today with `professionalId`, behind the booking rules' back (the hour of the run must not matter). */
async function moveToToday(clientId: string, professionalId: string) {
  const db = serverDatabase();
  await db.connect();
  try {
    await db.query(`update appointment set date = $1, professional_id = $2 where client_id = $3`, [
      nowInTimeZone().date,
      professionalId,
      clientId,
    ]);
  } finally {
    await db.end();
  }
}

test('reception checks a patient in, the professional calls her, the call panel shows her name', async ({ browser, baseURL }) => {
  const base = baseURL ?? '';
  // Open every day a clinic may open: the run's weekday must not close today's agenda.
  test.skip(weekdayOf(nowInTimeZone().date) === 0, 'no clinic opens on Sundays');
  const owner = await registerOwner(base);
  await api(base, owner, 'PUT', '/api/company', {
    name: 'Clínica Teste',
    phone: '(11) 3222-1111',
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    businessDays: [1, 2, 3, 4, 5, 6],
    openingTime: '08:00',
    closingTime: '20:00',
    timeZone: 'America/Sao_Paulo',
  });
  // Booked while the owner is the clinic's only professional, then handed to Bruno.
  const name = 'Helena Duarte Prado';
  const { id: clientId } = await clientWithAppointment(base, owner.token, name, { startTime: '10:00' });
  const reception = await teamMember(base, owner, 'RECEPTION', 'Renata Recepção');
  const bruno = await teamMember(base, owner, 'PROFESSIONAL', 'Bruno Lima Dentista');
  const professional = bruno.professional ?? (await addProfessional(base, owner, { name: bruno.fullName, memberId: bruno.id }));
  await moveToToday(clientId, professional.id);

  const desk = await (await browser.newContext()).newPage();
  await desk.setViewportSize({ width: 1366, height: 900 });
  await signIn(desk, reception);
  await desk.getByRole('button', { name: `Chegou: ${name}` }).click();
  await seeToast(desk, 'Chegada de Helena registrada.');
  const room = desk.getByTestId('waiting-room');
  await expect(room.getByText('Helena', { exact: true })).toBeVisible();
  await expect(room.getByText(`para ${professional.name} · agora`)).toBeVisible();
  // Reception records arrivals; calling is the professional's.
  await expect(room.getByRole('button', { name: 'Chamar Helena' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(desk, 'a agenda com a sala de espera');

  // The TV is open before the call: it shows the call without being reloaded.
  await desk.goto('/painel');
  const now = desk.getByTestId('call-panel-now');
  await expect(now).toContainText('Aguarde ser chamado(a)');
  await expect(desk.getByRole('button', { name: 'Ativar som' })).toBeVisible();
  await desk.getByRole('button', { name: 'Ativar som' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Som ativado' })).toBeVisible();

  const doctor = await (await browser.newContext()).newPage();
  await doctor.setViewportSize({ width: 1366, height: 900 });
  await signIn(doctor, bruno);
  await doctor.getByTestId('waiting-room').getByRole('button', { name: 'Chamar Helena' }).click();
  await seeToast(doctor, 'Helena foi chamado(a).');
  await expect(doctor.getByTestId('waiting-room').getByText('Ninguém aguardando no momento')).toBeVisible();

  await expect(now).toContainText('Helena');
  await expect(now).toContainText(professional.name);
  await expect(now).not.toContainText('Duarte');
  await expectNoSeriousA11yViolations(desk, 'o painel de chamadas');
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(now.getByText('Helena')).toBeVisible();
  await expectNoSeriousA11yViolations(desk, 'o painel de chamadas a 390 px');
});
