import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import { clinicWith, createAppointment } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The exclusion constraint is the only guard against double booking: no application-level check
// can see a booking committed a microsecond earlier. Fifty requests for one slot, at once, half of
// them over tRPC and half over REST: exactly one wins, the others get a 409, none a 500.

const SLOT_TAKEN = 'Já existe um agendamento neste horário';
const RACERS = 50;
// Two days of a week without holidays, far enough ahead to stay in the future.
const { tue: DAY, wed: NEXT_DAY, thu: THU, fri: FRI } = freeWeek(4);

let server: TestServer;
let token: string;
let clientId: string;
let serviceId: string;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await registeredOwner(server);
  token = owner.token;
  const { serviceIds, clientIds } = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30, price: 100 }],
    clients: [{ fullName: 'Paulo Souza', phone: '11912345678' }],
  });
  [serviceId = '', clientId = ''] = [serviceIds[0], clientIds[0]];
});
afterAll(() => server.close());

/** A REST or tRPC call answering its HTTP status and, for failures, the pt-BR message. */
async function outcome(res: Response, viaTrpc: boolean): Promise<{ status: number; error?: string }> {
  const body = (await res.json()) as { error?: string | { message: string } };
  if (res.ok) return { status: res.status };
  const error = viaTrpc ? (body.error as { message: string }).message : (body.error as string);
  return { status: res.status, error };
}

function tally(results: { status: number; error?: string }[]) {
  const ok = results.filter((r) => r.status === 200 || r.status === 201);
  const conflicts = results.filter((r) => r.status === 409);
  return {
    ok: ok.length,
    conflicts: conflicts.length,
    messages: [...new Set(conflicts.map((r) => r.error))],
    others: results.length - ok.length - conflicts.length,
  };
}

async function countActive(startTime: string): Promise<number> {
  const rows = await server.orm.em
    .getConnection()
    .execute(
      `select count(*)::int as n from appointment where date = '${DAY}' and start_time = '${startTime}' and status in ('PENDING','CONFIRMED','OVERDUE')`,
    );
  return Number(rows[0]?.n);
}

// Generous time: the outcome, not the speed, is under test, and the whole suite may share the two cores.
describe('simultaneous requests for one slot', { timeout: 120_000 }, () => {
  it(`${RACERS} bookings of the same slot: exactly 1 succeeds, ${RACERS - 1} get 409, none a 500`, async () => {
    const slot = { clientId, serviceId, date: DAY, startTime: '10:00', endTime: '10:30', notes: null };
    const results = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const viaTrpc = i % 2 === 1;
        const path = viaTrpc ? '/trpc/calendar.create' : '/api/appointments';
        return outcome(await server.request(path, { method: 'POST', token, json: slot }), viaTrpc);
      }),
    );
    expect(tally(results)).toEqual({ ok: 1, conflicts: RACERS - 1, messages: [SLOT_TAKEN], others: 0 });
    expect(await countActive('10:00')).toBe(1);
  });

  it(`${RACERS} reschedules into the same free slot: exactly 1 succeeds, ${RACERS - 1} get 409, none a 500`, async () => {
    // Fifty appointments in fifty distinct grid slots of the next three days (08:00 … 17:30, 15 minutes each).
    const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const ids: string[] = [];
    for (let i = 0; i < RACERS; i++) {
      // 30-minute grid rows between 08:00 and 18:00: 20 a day, over the week's next three days.
      const minutes = 8 * 60 + (i % 20) * 30;
      const date = [NEXT_DAY, THU, FRI][Math.floor(i / 20)];
      const fields = { clientId, serviceId, date, startTime: time(minutes), endTime: time(minutes + 15) };
      ids.push((await createAppointment(server, { token }, fields)).id);
    }
    const target = { date: DAY, startTime: '15:00', endTime: '15:30' };
    const results = await Promise.all(
      ids.map(async (id, i) => {
        const viaTrpc = i % 2 === 1;
        const res = viaTrpc
          ? await server.request('/trpc/calendar.reschedule', { method: 'POST', token, json: { id, ...target } })
          : await server.request(`/api/appointments/${id}/reschedule`, { method: 'POST', token, json: target });
        return outcome(res, viaTrpc);
      }),
    );
    expect(tally(results)).toEqual({ ok: 1, conflicts: RACERS - 1, messages: [SLOT_TAKEN], others: 0 });
    expect(await countActive('15:00')).toBe(1);
    // The losers stay where they were, with no reschedule logged.
    const logged = await server.orm.em
      .getConnection()
      .execute(`select count(*)::int as n from appointment_event where kind = 'rescheduled'`);
    expect(Number(logged[0]?.n)).toBe(1);
  });
});
