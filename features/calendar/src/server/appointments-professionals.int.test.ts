import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import { type Owner, clinicWith, expectError, json, trpcData, trpcOf } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 24, appointments that belong to a professional: who attends is named (or defaulted in a
// clinic of one), their hours and services are checked, the double-booking guard is per
// professional, the client's overlap with someone else is refused unless booked anyway (then a
// warning), and the reads filter by professional.

let server: TestServer;
const calendar = trpcOf(() => server, 'calendar');
const WEEK = freeWeek(3);

interface Appointment {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  professionalId: string;
  professional: { id: string; name: string; color: string };
}
interface Booked {
  appointment: Appointment;
  warnings: string[];
}

let owner: Owner;
let limpeza: string;
let canal: string;
let ana: string;
let joao: string;
let founder: string;
let bruno: string;

const book = (fields: Record<string, unknown>, who: { token: string } | null = owner) =>
  server.request('/api/appointments', {
    method: 'POST',
    token: who?.token,
    json: { clientId: ana, serviceId: limpeza, date: WEEK.mon, startTime: '09:00', endTime: null, notes: '', ...fields },
  });
const reschedule = (id: string, fields: Record<string, unknown>) =>
  server.request(`/api/appointments/${id}/reschedule`, {
    method: 'POST',
    token: owner.token,
    json: { date: WEEK.mon, startTime: '09:00', notes: 'Pedido do cliente', ...fields },
  });
async function booked(res: Response): Promise<Booked> {
  if (res.status !== 201 && res.status !== 200) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return json<Booked>(res);
}
const listed = async (query: string) =>
  (await json<{ appointments: Appointment[] }>(await server.request(`/api/appointments?${query}`, { token: owner.token })))
    .appointments;

async function addProfessional(who: Owner, body: Record<string, unknown>): Promise<string> {
  const res = await server.request('/api/professionals', { method: 'POST', token: who.token, json: body });
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return (await json<{ professional: { id: string } }>(res)).professional.id;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  const clinic = await clinicWith(server, owner, {
    services: [
      { name: 'Limpeza', duration: 30 },
      { name: 'Canal', duration: 60 },
    ],
    clients: [{ fullName: 'Ana Beatriz Costa' }, { fullName: 'João Pedro Lima' }],
  });
  [limpeza, canal] = clinic.serviceIds as [string, string];
  [ana, joao] = clinic.clientIds as [string, string];
  founder =
    (await json<{ professionals: { id: string }[] }>(await server.request('/api/professionals', { token: owner.token })))
      .professionals[0]?.id ?? '';
});
afterAll(() => server?.close());

describe('a clinic of one', () => {
  it('books without naming a professional: the only one attends, and the answer names them', async () => {
    const { appointment, warnings } = await booked(await book({ date: WEEK.fri, startTime: '16:00' }));
    expect(warnings).toEqual([]);
    expect(appointment.professionalId).toBe(founder);
    expect(appointment.professional).toEqual({ id: founder, name: 'Maria Clara Ferreira', color: '#2563eb' });
    const [read] = await listed(`startDate=${WEEK.fri}&endDate=${WEEK.fri}`);
    expect(read?.professional).toEqual({ id: founder, name: 'Maria Clara Ferreira', color: '#2563eb' });
  });
});

describe('a clinic of several', () => {
  beforeAll(async () => {
    // Mondays to Wednesdays 08:00–12:00, root canals only.
    bruno = await addProfessional(owner, {
      name: 'Dr. Bruno Lima',
      workingHours: [1, 2, 3].map((weekday) => ({ weekday, start: '08:00', end: '12:00' })),
      serviceIds: [canal, limpeza],
    });
  });

  it('asks which professional when none is named (400)', async () => {
    await expectError(await book({ startTime: '10:00' }), 400, 'Escolha o profissional.');
  });

  it("answers 404 for an unknown or another clinic's professional", async () => {
    const other = await registeredOwner(server);
    const theirs =
      (await json<{ professionals: { id: string }[] }>(await server.request('/api/professionals', { token: other.token })))
        .professionals[0]?.id ?? '';
    await expectError(await book({ professionalId: theirs }), 404, 'Profissional não encontrado');
    await expectError(await book({ professionalId: crypto.randomUUID() }), 404, 'Profissional não encontrado');
    await expectError(await book({ professionalId: 'x' }), 404, 'Profissional não encontrado');
  });

  it("refuses a time outside the professional's hours and a service they do not perform (400)", async () => {
    await expectError(
      await book({ professionalId: bruno, startTime: '11:30', serviceId: canal }),
      400,
      'Fora do horário de atendimento de Dr. Bruno Lima (08:00 às 12:00).',
    );
    await expectError(await book({ professionalId: bruno, date: WEEK.thu }), 400, 'Dr. Bruno Lima não atende às quintas-feiras.');
    const hygienist = await addProfessional(owner, { name: 'Carla Higienista', serviceIds: [limpeza] });
    await expectError(
      await book({ professionalId: hygienist, serviceId: canal }),
      400,
      'Carla Higienista não realiza o serviço Canal.',
    );
    // The clinic's own refusals still come first and keep their 409.
    await expectError(await book({ professionalId: bruno, date: WEEK.sat }), 409, 'A clínica não atende aos sábados');
  });

  it('lets two professionals attend at the same time; one professional twice is the 409 it always was', async () => {
    const first = await booked(await book({ professionalId: founder, date: WEEK.tue, startTime: '10:00' }));
    const second = await booked(await book({ professionalId: bruno, date: WEEK.tue, startTime: '10:00', clientId: joao }));
    expect([first.appointment.professional.name, second.appointment.professional.name]).toEqual([
      'Maria Clara Ferreira',
      'Dr. Bruno Lima',
    ]);
    expect(second.warnings).toEqual([]);
    await expectError(
      await book({ professionalId: bruno, date: WEEK.tue, startTime: '10:00' }),
      409,
      'Já existe um agendamento neste horário',
    );
  });

  it('refuses the client already booked with someone else at that time, unless booked anyway; then warns', async () => {
    await booked(await book({ professionalId: founder, date: WEEK.wed, startTime: '09:00' }));
    await expectError(
      await book({ professionalId: bruno, date: WEEK.wed, startTime: '09:00', serviceId: canal }),
      409,
      'Este cliente já tem um agendamento neste horário (09:00 com Maria Clara Ferreira).',
    );
    const res = await book({
      professionalId: bruno,
      date: WEEK.wed,
      startTime: '09:00',
      serviceId: canal,
      allowClientOverlap: true,
    });
    expect(res.status).toBe(201);
    expect((await json<Booked>(res)).warnings).toEqual([
      'Este cliente já tem um agendamento com Maria Clara Ferreira das 09:00 às 09:30 neste dia.',
    ]);
  });

  it('reschedules with its own professional unless another is named, under the same rules', async () => {
    const { appointment } = await booked(await book({ professionalId: bruno, date: WEEK.mon, startTime: '08:00' }));
    const kept = await booked(await reschedule(appointment.id, { startTime: '08:30' }));
    expect(kept.appointment).toMatchObject({ startTime: '08:30', professionalId: bruno });
    await expectError(
      await reschedule(appointment.id, { startTime: '14:00' }),
      400,
      'Fora do horário de atendimento de Dr. Bruno Lima (08:00 às 12:00).',
    );
    const moved = await booked(await reschedule(appointment.id, { startTime: '14:00', professionalId: founder }));
    expect(moved.appointment).toMatchObject({ startTime: '14:00', professionalId: founder });
    expect(moved.appointment.professional.name).toBe('Maria Clara Ferreira');
    const busy = await booked(await book({ professionalId: bruno, date: WEEK.mon, startTime: '11:00', clientId: joao }));
    await expectError(
      await reschedule(appointment.id, { startTime: '11:00', professionalId: bruno }),
      409,
      'Já existe um agendamento neste horário',
    );
    await expectError(
      await reschedule(busy.appointment.id, { professionalId: crypto.randomUUID() }),
      404,
      'Profissional não encontrado',
    );
  });

  it('takes no new appointments for an inactive professional (400)', async () => {
    const leaving = await addProfessional(owner, { name: 'Dr. Saindo' });
    await server.request(`/api/professionals/${leaving}`, { method: 'PUT', token: owner.token, json: { active: false } });
    await expectError(
      await book({ professionalId: leaving, date: WEEK.fri, startTime: '08:00' }),
      400,
      'Este profissional não está mais ativo. Escolha outro.',
    );
  });

  it('filters the period by professional: one, several comma-separated, or over tRPC an array', async () => {
    const period = `startDate=${WEEK.mon}&endDate=${WEEK.sat}`;
    const all = await listed(period);
    const ofBruno = await listed(`${period}&professionalId=${bruno}`);
    const ofFounder = await listed(`${period}&professionalId=${founder}`);
    expect(ofBruno.length).toBeGreaterThan(0);
    expect(ofFounder.length).toBeGreaterThan(0);
    expect(ofBruno.every((a) => a.professionalId === bruno)).toBe(true);
    expect(ofBruno.length + ofFounder.length).toBe(all.length);
    const both = await listed(`${period}&professionalId=${bruno},${founder}`);
    expect(both.map((a) => a.id)).toEqual(all.map((a) => a.id));
    const viaTrpc = await trpcData<{ appointments: Appointment[] }>(
      await calendar.query('list', owner.token, { startDate: WEEK.mon, endDate: WEEK.sat, professionalIds: [bruno] }),
    );
    expect(viaTrpc.appointments.map((a) => a.id)).toEqual(ofBruno.map((a) => a.id));
    expect(await listed(`${period}&professionalId=${crypto.randomUUID()}`)).toEqual([]);
    await expectError(
      await server.request(`/api/appointments?${period}&professionalId=nao-e-id`, { token: owner.token }),
      400,
      'Filtro de profissional inválido',
    );
  });

  it('answers 401 without a session', async () => {
    expect((await book({ professionalId: bruno }, null)).status).toBe(401);
  });
});

describe('fifty bookings of one slot at once', () => {
  const RACERS = 50;
  const race = (bodies: Record<string, unknown>[]) =>
    Promise.all(
      bodies.map(async (body, i) => {
        const json = { clientId: ana, serviceId: limpeza, date: WEEK.thu, endTime: null, notes: '', ...body };
        // Half over REST, half over tRPC: the same guard behind both.
        const res =
          i % 2 === 0
            ? await server.request('/api/appointments', { method: 'POST', token: owner.token, json })
            : await calendar.mutation('create', owner.token, json);
        return { status: res.status, professional: body.professionalId };
      }),
    );

  it('one succeeds for one professional, every other answer a 409', async () => {
    const results = await race(Array.from({ length: RACERS }, () => ({ professionalId: founder, startTime: '15:00' })));
    expect(results.filter((r) => r.status === 201 || r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(RACERS - 1);
  });

  it('one succeeds for each of two professionals', async () => {
    const carla = await addProfessional(owner, { name: 'Dra. Carla Mendes' });
    const results = await race(
      // The same client with both on purpose (a joint procedure): each professional's own guard decides.
      Array.from({ length: RACERS }, (_, i) => ({
        professionalId: i % 4 < 2 ? founder : carla,
        startTime: '17:00',
        allowClientOverlap: true,
      })),
    );
    const won = results.filter((r) => r.status === 201 || r.status === 200);
    expect(won.map((r) => r.professional).sort()).toEqual([carla, founder].sort());
    expect(results.filter((r) => r.status === 409)).toHaveLength(RACERS - 2);
    const slot = await listed(`startDate=${WEEK.thu}&endDate=${WEEK.thu}`);
    expect(
      slot
        .filter((a) => a.startTime === '17:00')
        .map((a) => a.professional.name)
        .sort(),
    ).toEqual(['Dra. Carla Mendes', 'Maria Clara Ferreira']);
  });
});

describe('a professional’s appointments still to come (Reatribuir)', () => {
  it('lists the pending and confirmed ones from today on, and moves each to another professional', async () => {
    const carla = await addProfessional(owner, { name: 'Dra. Carla Dias' });
    const kept = (await booked(await book({ professionalId: carla, date: WEEK.thu, startTime: '10:00' }))).appointment;
    const cancelled = (await booked(await book({ professionalId: carla, date: WEEK.thu, startTime: '11:00' }))).appointment;
    expect(
      (await server.request(`/api/appointments/${cancelled.id}/cancel`, { method: 'PATCH', token: owner.token })).status,
    ).toBe(200);
    const upcoming = async () =>
      (
        await json<{ appointments: Appointment[] }>(
          await server.request(`/api/appointments/upcoming?professionalId=${carla}`, { token: owner.token }),
        )
      ).appointments.map((a) => a.id);
    expect(await upcoming()).toEqual([kept.id]);

    // 'Reatribuir': the same time, another professional.
    const moved = await booked(await reschedule(kept.id, { date: WEEK.thu, startTime: '10:00', professionalId: founder }));
    expect(moved.appointment.professionalId).toBe(founder);
    expect(await upcoming()).toEqual([]);
  });

  it('answers 404 for another clinic’s professional or an unknown id, 400 without one', async () => {
    const other = await registeredOwner(server);
    await expectError(
      await server.request(`/api/appointments/upcoming?professionalId=${founder}`, { token: other.token }),
      404,
      'Profissional não encontrado',
    );
    await expectError(
      await server.request('/api/appointments/upcoming?professionalId=nao-e-um-id', { token: owner.token }),
      404,
      'Profissional não encontrado',
    );
    expect((await server.request('/api/appointments/upcoming', { token: owner.token })).status).toBe(400);
  });
});
