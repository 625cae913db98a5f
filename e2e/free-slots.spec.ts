import { randomCpf, weekdayOf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { serverDatabase } from './server-database.ts';
import { addProfessional, api, clientWithAppointment, expect, signIn, openWeekOf, seeToast, test } from './fixtures.ts';

// Issue 26: the reschedule modal offers the next free slots the server computes (any date, not only
// the week on screen), and an appointment booked online shows 'Online' on its card and in its details.

const DAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

interface Slot {
  date: string;
  startTime: string;
}

/** What the public booking does to a row (its origin and the author of its 'created' event). */
async function markOnline(clientId: string) {
  const db = serverDatabase();
  await db.connect();
  try {
    await db.query(`update appointment set origin = 'ONLINE' where client_id = $1`, [clientId]);
    await db.query(
      `update appointment_event set source = 'online_booking', user_id = null
        where appointment_id in (select id from appointment where client_id = $1)`,
      [clientId],
    );
  } finally {
    await db.end();
  }
}

test("'Reagendar' offers the server's next free slots; one click fills the date and the time", async ({
  page,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const name = 'Otávio Remarca Livre';
  const { date } = await clientWithAppointment(base, owner.token, name, { fromDays: 8, startTime: '09:00' });
  const { services } = await api<{ services: { id: string }[] }>(base, owner, 'GET', '/services');
  const { professionals } = await api<{ professionals: { id: string }[] }>(base, owner, 'GET', '/api/professionals');
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  const to = new Date(Date.parse(`${today}T12:00:00Z`) + 31 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = await api<{ slots: Slot[] }>(
    base,
    owner,
    'GET',
    `/api/appointments/free-slots?serviceId=${services[0]?.id}&professionalId=${professionals[0]?.id}&from=${today}&to=${to}`,
  );
  // The appointment's own slot is taken: the server does not offer it.
  expect(slots.some((s) => s.date === date && s.startTime === '09:00')).toBe(false);
  const label = (s: Slot) => `${DAYS[weekdayOf(s.date)]} ${s.date.slice(8, 10)}/${s.date.slice(5, 7)} ${s.startTime}`;

  await signIn(page, owner, null);
  await openWeekOf(page, date);
  await page.getByRole('button', { name: new RegExp(`^09:00, ${name},`) }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await detail.getByRole('button', { name: 'Reagendar' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reagendar Atendimento' });
  const offered = reschedule.getByRole('region', { name: 'Próximos horários livres' });
  await expect(offered.getByRole('button')).toHaveText(slots.slice(0, 6).map(label));
  await expectNoSeriousA11yViolations(page);

  const pick = slots[1] ?? slots[0];
  if (!pick) throw new Error('no free slot');
  await offered.getByRole('button', { name: label(pick) }).click();
  await expect(reschedule.getByLabel('Nova data')).toHaveValue(pick.date);
  await expect(reschedule.getByLabel('Novo horário')).toHaveValue(pick.startTime);
  await reschedule.getByRole('button', { name: 'Confirmar Reagendamento' }).click();
  await seeToast(page, 'Agendamento reagendado com sucesso!');
});

test("an appointment booked online says so: 'Online' on its card, 'Agendado online' in its details", async ({
  page,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const name = 'Helena Marques Duarte';
  const { id, date } = await clientWithAppointment(base, owner.token, name, { fromDays: 3, startTime: '10:00' });
  await markOnline(id);
  // Another professional's appointment beside it: the two cards share the column, each half as wide.
  const bruno = await addProfessional(base, owner, { name: 'Bruno Lima' });
  const [service] = (await api<{ services: { id: string }[] }>(base, owner, 'GET', '/services')).services;
  const { client } = await api<{ client: { id: string } }>(base, owner, 'POST', '/api/clients', {
    fullName: 'Rui Vizinho',
    cpf: randomCpf(),
    phone: '11912345678',
  });
  await api(base, owner, 'POST', '/api/appointments', {
    clientId: client.id,
    serviceId: service?.id,
    professionalId: bruno.id,
    date,
    startTime: '10:00',
    endTime: '10:30',
    notes: '',
  });

  await signIn(page, owner, null);
  await openWeekOf(page, date);
  // The badge follows the time in the spoken name; on a half-width card it is pinned to a corner, not
  // cut off, so what is seen reads in the name's order (WCAG 2.5.3).
  const card = page.getByRole('button', { name: new RegExp(`^10:00, Online, ${name}, `) });
  await expect(card.locator('.cal-appt__online')).toHaveText('Online');
  await expect(page.getByRole('button', { name: /^10:00, Rui Vizinho, / })).toBeVisible();
  const [cardBox, badgeBox] = [await card.boundingBox(), await card.locator('.cal-appt__online').boundingBox()];
  expect(badgeBox && cardBox && badgeBox.x + badgeBox.width <= cardBox.x + cardBox.width).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the week with an online booking');
  await card.click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await expect(detail.getByText('Agendado online')).toBeVisible();
  await detail.getByText(/^Histórico/).click();
  await expect(detail.locator('.cal-history__when')).toContainText('Agendamento online');
});
