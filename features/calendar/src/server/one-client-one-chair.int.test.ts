// @pooler-pass: the client lock and the occupancy constraint under transaction pooling.
import { addDays, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingClinic, bookingClinic } from '@agenda/server/testing';
import { freeWeek } from '@agenda/server/testing';
import { createClient, expectError, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { type TestServer, startTestServer } from '@agenda/server/testing';

// One patient, one chair (decision 041): the same client cannot hold two overlapping appointments
// unless a booking says so on purpose ('Agendar mesmo assim'), on every way an appointment is made
// or moved; a repeated booking with the same Idempotency-Key books once; and every appointment but a
// cancelled one occupies its professional's time.

const SLOT_TAKEN = 'Já existe um agendamento neste horário';
const KEY_REUSED = 'Esta chave de idempotência já foi usada com outro pedido';
const ALREADY_BOOKED_ONLINE = 'Você já tem um agendamento neste horário nesta clínica. Escolha outro horário.';
const FOUNDER = 'Maria Clara Ferreira';
const busyMessage = (start: string, name: string) => `Este cliente já tem um agendamento neste horário (${start} com ${name}).`;

let server: TestServer;
let clinic: BookingClinic;
let ana: string;
let client: { id: string; cpf: string };
let other: { id: string };
const calendar = trpcOf(() => server, 'calendar');
// Two weeks without holidays, within the public page's 60 days; each test keeps to its own days.
const A = freeWeek(3);
const B = freeWeek(6);

interface Appointment {
  id: string;
  date: string;
  startTime: string;
  status: string;
  professional: { name: string };
}
interface Booked {
  appointment: Appointment;
  warnings: string[];
}

const post = (path: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  server.request(path, { method: 'POST', token: clinic.token, json: body, ...(headers ? { headers } : {}) });
const booking = (fields: Record<string, unknown>) => ({
  clientId: client.id,
  serviceId: clinic.serviceId,
  professionalId: clinic.professionalId,
  startTime: '15:00',
  endTime: null,
  notes: '',
  ...fields,
});
const book = (fields: Record<string, unknown>, headers?: Record<string, string>) =>
  post('/api/appointments', booking(fields), headers);
async function booked(res: Response): Promise<Booked> {
  if (res.status !== 201 && res.status !== 200) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return json<Booked>(res);
}
async function appointmentsAt(date: string, startTime: string, clientId = client.id): Promise<number> {
  const rows = await server.orm.em
    .getConnection()
    .execute(
      `select count(*)::int as n from appointment where client_id = '${clientId}' and date = '${date}' and start_time = '${startTime}'`,
    );
  return Number(rows[0]?.n);
}
const setStatus = (id: string, status: string) =>
  server.orm.em.getConnection().execute(`update appointment set status = '${status}' where id = '${id}'`);

beforeAll(async () => {
  server = await startTestServer();
  clinic = await bookingClinic(server);
  const res = await post('/api/professionals', { name: 'Ana Souza' });
  if (res.status !== 201) throw new Error(`professional: ${res.status} ${await res.text()}`);
  ana = (await json<{ professional: { id: string } }>(res)).professional.id;
  const cpf = randomCpf();
  client = { ...(await createClient(server, clinic, { fullName: 'Paulo Mendes', cpf })), cpf };
  other = await createClient(server, clinic, { fullName: 'Rita Gomes' });
});
afterAll(() => server?.close());

describe('one client, one chair', () => {
  const WEEK = A;

  it('refuses the same client at 15:00 with Rafael when they are with Ana Souza then (409, REST and tRPC); booked anyway on purpose', async () => {
    await booked(await book({ date: WEEK.mon, professionalId: ana }));
    await expectError(await book({ date: WEEK.mon }), 409, busyMessage('15:00', 'Ana Souza'));
    // tRPC answers the same words with CONFLICT.
    const viaTrpc = await calendar.mutation('create', clinic.token, booking({ date: WEEK.mon }));
    expect(viaTrpc.status).toBe(409);
    expect(await trpcError(viaTrpc)).toBe(busyMessage('15:00', 'Ana Souza'));
    expect(await appointmentsAt(WEEK.mon, '15:00')).toBe(1);
    // 'Agendar mesmo assim' (a joint procedure): booked, and the answer still says with whom.
    const joint = await booked(await book({ date: WEEK.mon, allowClientOverlap: true }));
    expect(joint.appointment.professional.name).toBe(FOUNDER);
    expect(joint.warnings).toEqual(['Este cliente já tem um agendamento com Ana Souza das 15:00 às 15:30 neste dia.']);
    // Another client at the same time with another professional is no conflict.
    await booked(await book({ date: WEEK.mon, startTime: '16:00', clientId: other.id }));
    await booked(await book({ date: WEEK.mon, startTime: '16:00', professionalId: ana }));
  });

  it('lets a cancelled appointment free the client, and refuses a 400 for a bad override flag', async () => {
    const first = await booked(await book({ date: WEEK.tue, professionalId: ana }));
    await expectError(await book({ date: WEEK.tue }), 409, busyMessage('15:00', 'Ana Souza'));
    await server.request(`/api/appointments/${first.appointment.id}/cancel`, { method: 'PATCH', token: clinic.token });
    await booked(await book({ date: WEEK.tue }));
    await expectError(
      await book({ date: WEEK.tue, startTime: '17:00', allowClientOverlap: 'sim' }),
      400,
      'allowClientOverlap deve ser verdadeiro ou falso',
    );
  });

  it('refuses a reschedule onto the client’s other appointment, unless asked on purpose', async () => {
    await booked(await book({ date: WEEK.wed, startTime: '10:00' }));
    const moving = await booked(await book({ date: WEEK.wed, startTime: '11:00', professionalId: ana }));
    const to = { date: WEEK.wed, startTime: '10:00', notes: 'Pedido do cliente' };
    const path = `/api/appointments/${moving.appointment.id}/reschedule`;
    await expectError(await post(path, to), 409, busyMessage('10:00', FOUNDER));
    const viaTrpc = await calendar.mutation('reschedule', clinic.token, { id: moving.appointment.id, ...to });
    expect(await trpcError(viaTrpc)).toBe(busyMessage('10:00', FOUNDER));
    const moved = await booked(await post(path, { ...to, allowClientOverlap: true }));
    expect(moved.appointment.startTime).toBe('10:00');
  });

  it('skips a series date the client already holds (the preview says why), unless booked anyway', async () => {
    const later = { thu: addDays(WEEK.thu, 7) };
    await booked(await book({ date: later.thu, startTime: '09:00', professionalId: ana }));
    const series = (extra: Record<string, unknown>) =>
      post('/api/appointments/series', {
        ...booking({ date: WEEK.thu, startTime: '09:00' }),
        rule: { frequency: 'WEEKLY', count: 2 },
        ...extra,
      });
    const preview = await json<{ occurrences: { date: string; available: boolean; reason?: string }[] }>(
      await series({ preview: true }),
    );
    expect(preview.occurrences).toEqual([
      expect.objectContaining({ date: WEEK.thu, available: true }),
      expect.objectContaining({ date: later.thu, available: false, reason: busyMessage('09:00', 'Ana Souza') }),
    ]);
    const made = await json<{ appointments: Appointment[]; skipped: { date: string }[] }>(await series({}));
    expect(made.appointments.map((a) => a.date)).toEqual([WEEK.thu]);
    expect(made.skipped.map((s) => s.date)).toEqual([later.thu]);
    const sameTimeNextWeek = await json<{ appointments: Appointment[] }>(
      await post('/api/appointments/series', {
        ...booking({ date: later.thu, startTime: '09:00', professionalId: clinic.professionalId }),
        rule: { frequency: 'WEEKLY', count: 1 },
        allowClientOverlap: true,
      }),
    );
    expect(sameTimeNextWeek.appointments.map((a) => a.date)).toEqual([later.thu]);
  });

  it('lets exactly one of many simultaneous bookings of the client at one time through, over two professionals', async () => {
    const day = A.fri;
    const racers = 12;
    const results = await Promise.all(
      Array.from({ length: racers }, (_, i) =>
        book({ date: day, startTime: '14:00', professionalId: i % 2 ? ana : clinic.professionalId }).then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(1);
    expect(results.filter((s) => s === 409)).toHaveLength(racers - 1);
    expect(await appointmentsAt(day, '14:00')).toBe(1);
    // On purpose, one per professional: their own guard still holds.
    const joint = await Promise.all(
      Array.from({ length: racers }, (_, i) =>
        book({
          date: day,
          startTime: '16:00',
          professionalId: i % 2 ? ana : clinic.professionalId,
          allowClientOverlap: true,
        }).then((r) => r.status),
      ),
    );
    expect(joint.filter((s) => s === 201)).toHaveLength(2);
    expect(await appointmentsAt(day, '16:00')).toBe(2);
  });

  it('books once for a repeated Idempotency-Key (a double click), REST and tRPC; the key with another body is a 409', async () => {
    const day = A.sat;
    const key = { 'Idempotency-Key': `double-click-${crypto.randomUUID()}` };
    const [first, second] = await Promise.all([book({ date: day }, key), book({ date: day }, key)]);
    const [a, b] = [await booked(first as Response), await booked(second as Response)];
    expect(b.appointment.id).toBe(a.appointment.id);
    const third = await booked(await book({ date: day }, key));
    expect(third.appointment.id).toBe(a.appointment.id);
    expect(await appointmentsAt(day, '15:00')).toBe(1);
    await expectError(await book({ date: day, startTime: '17:00' }, key), 409, KEY_REUSED);

    const input = booking({ date: day, startTime: '11:00', idempotencyKey: `trpc-${crypto.randomUUID()}` });
    const once = await trpcData<Booked>(await calendar.mutation('create', clinic.token, input));
    const again = await trpcData<Booked>(await calendar.mutation('create', clinic.token, input));
    expect(again.appointment.id).toBe(once.appointment.id);
    expect(await appointmentsAt(day, '11:00')).toBe(1);
  });

  it('frees the key of a refused booking: the resend with the override books it', async () => {
    const day = B.mon;
    await booked(await book({ date: day, professionalId: ana }));
    const key = { 'Idempotency-Key': `override-${crypto.randomUUID()}` };
    await expectError(await book({ date: day }, key), 409, busyMessage('15:00', 'Ana Souza'));
    await booked(await book({ date: day, allowClientOverlap: true }, key));
    expect(await appointmentsAt(day, '15:00')).toBe(2);
  });

  it('refuses a public booking of a time the same patient record already holds, in the page’s words', async () => {
    const day = B.fri;
    await booked(await book({ date: day, startTime: '09:00', professionalId: ana }));
    const res = await server.request(`/api/public/booking/${clinic.slug}/appointments`, {
      method: 'POST',
      json: {
        serviceId: clinic.serviceId,
        date: day,
        startTime: '09:00',
        fullName: 'Paulo Mendes',
        cpf: client.cpf,
        phone: '11987654321',
        consent: true,
      },
    });
    await expectError(res, 409, ALREADY_BOOKED_ONLINE);
    expect(await appointmentsAt(day, '09:00')).toBe(1);
  });
});

describe('every appointment but a cancelled one occupies the professional', () => {
  const WEEK = B;
  const STATUSES = ['PENDING', 'CONFIRMED', 'OVERDUE', 'NO_SHOW', 'COMPLETED', 'CANCELLED'] as const;

  it.each(STATUSES.map((status, i) => [status, `${10 + i}:00`] as const))(
    '%s at %s: the booking, the free slots, the public page, the series preview and the reschedule agree',
    async (status, startTime) => {
      const occupies = status !== 'CANCELLED';
      const held = await booked(await book({ date: WEEK.tue, startTime, clientId: other.id }));
      await setStatus(held.appointment.id, status);

      const query = new URLSearchParams({
        serviceId: clinic.serviceId,
        professionalId: clinic.professionalId,
        from: WEEK.tue,
        to: WEEK.tue,
      });
      const free = await json<{ slots: { date: string; startTime: string }[] }>(
        await server.request(`/api/appointments/free-slots?${query}`, { token: clinic.token }),
      );
      expect(free.slots.some((s) => s.startTime === startTime)).toBe(!occupies);

      const page = await json<{ slots: { startTime: string; professionalIds: string[] }[] }>(
        await server.request(
          `/api/public/booking/${clinic.slug}/slots?serviceId=${clinic.serviceId}&from=${WEEK.tue}&to=${WEEK.tue}`,
        ),
      );
      const offered = page.slots.find((s) => s.startTime === startTime);
      expect(offered?.professionalIds.includes(clinic.professionalId) ?? false).toBe(!occupies);

      const preview = await json<{ occurrences: { available: boolean; reason?: string }[] }>(
        await post('/api/appointments/series', {
          ...booking({ date: WEEK.tue, startTime }),
          rule: { frequency: 'WEEKLY', count: 1 },
          preview: true,
        }),
      );
      expect(preview.occurrences[0]).toMatchObject(
        occupies ? { available: false, reason: 'Profissional ocupado' } : { available: true },
      );

      const moving = await booked(await book({ date: WEEK.wed, startTime }));
      const moved = await post(`/api/appointments/${moving.appointment.id}/reschedule`, { date: WEEK.tue, startTime });
      if (occupies) await expectError(moved, 409, SLOT_TAKEN);
      else expect(moved.status).toBe(200);
      if (!occupies) return;
      // The staff's booking is refused by the same rule, and by the database's own guard.
      await expectError(await book({ date: WEEK.tue, startTime }), 409, SLOT_TAKEN);
      await expect(
        server.orm.em.getConnection().execute(
          `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, origin, created_at, updated_at)
             select gen_random_uuid(), company_id, '${client.id}', service_id, professional_id, date, start_time, end_time, 'PENDING', 'STAFF', now(), now()
               from appointment where id = '${held.appointment.id}'`,
        ),
      ).rejects.toThrow(/appointment_no_overlap/);
    },
  );

  it('keeps the time of an appointment finalized early off the public page, and refuses booking it there', async () => {
    const day = WEEK.thu;
    const held = await booked(await book({ date: day, startTime: '16:00', clientId: other.id }));
    const done = await post('/api/appointments/complete', {
      appointmentId: held.appointment.id,
      services: [{ id: clinic.serviceId, name: 'Limpeza', price: 150 }],
      products: [],
      paymentMethod: 'PIX',
      paymentStatus: 'PAID',
      notes: '',
    });
    expect(done.status).toBe(200);
    const page = await json<{ slots: { startTime: string; professionalIds: string[] }[] }>(
      await server.request(`/api/public/booking/${clinic.slug}/slots?serviceId=${clinic.serviceId}&from=${day}&to=${day}`),
    );
    const at16 = page.slots.find((s) => s.startTime === '16:00');
    expect(at16?.professionalIds ?? []).not.toContain(clinic.professionalId);
  });
});
