// @pooler-pass: two servers' pollers claim from one outbox.
import { type WhatsappStandIn, startWhatsappStandIn } from '@agenda/messages/stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, openClinic } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Two server instances on one database, both polling the outbox while the same reminders come due,
// and a third party that died mid-send: every reminder reaches the provider exactly once.

const { wed: DAY } = freeWeek(3);
const PHONE_ID = '2098765432';
const SECRET = 'outbox-two-instances-secret';

let a: TestServer;
let b: TestServer;
let standIn: WhatsappStandIn;
let owner: Owner;
const appointmentIds: string[] = [];

const sql = <T>(text: string, params: unknown[] = []) => a.orm.em.getConnection().execute<T[]>(text, params);

beforeAll(async () => {
  standIn = await startWhatsappStandIn({ appSecret: SECRET });
  const env = { WHATSAPP_API_URL: standIn.baseUrl, WHATSAPP_APP_SECRET: SECRET };
  a = await startTestServer(env);
  b = await startTestServer(env, { databaseUrl: a.databaseUrl });
  owner = await registeredOwner(a);
  const { serviceIds, clientIds } = await clinicWith(a, owner, {
    services: [{ name: 'Consulta', duration: 15, price: 100, startTime: '08:00', endTime: '20:00', saturdayEnabled: true }],
    clients: Array.from({ length: 8 }, (_, i) => ({ fullName: `Paciente ${i + 1}`, phone: `(11) 9${String(8000_0000 + i)}` })),
  });
  await openClinic(a, owner);
  const saved = await b.request('/api/messages/settings', {
    method: 'PUT',
    token: owner.token,
    json: {
      reminderHours: [24, 2],
      quietStart: '20:00',
      quietEnd: '08:00',
      whatsappPhoneNumberId: PHONE_ID,
      whatsappToken: 'two-instances-token',
      whatsappTemplate: 'lembrete_consulta',
      emailEnabled: false,
    },
  });
  expect(saved.status).toBe(200);
  // 20 appointments (08:00 to 17:30, every half hour), booked half on each instance: 40 reminders.
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  for (let i = 0; i < 20; i++) {
    const server = i % 2 === 0 ? a : b;
    const { id } = await createAppointment<{ id: string }>(server, owner, {
      clientId: clientIds[i % 8],
      serviceId: serviceIds[0],
      date: DAY,
      startTime: time(8 * 60 + 30 * i),
      endTime: time(8 * 60 + 30 * i + 30),
      notes: '',
      allowClientOverlap: true,
    });
    appointmentIds.push(id);
  }
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await standIn?.close();
});

describe('the outbox with two instances', { timeout: 120_000 }, () => {
  it('has one reminder per appointment and kind, whichever instance booked or changed it', async () => {
    // Rescheduling back and forth on alternating instances leaves the same two rows.
    const id = appointmentIds[0] as string;
    for (const [i, startTime] of ['18:00', '08:00', '18:00', '08:00'].entries()) {
      const server = i % 2 === 0 ? b : a;
      const res = await server.request(`/api/appointments/${id}/reschedule`, {
        method: 'POST',
        token: owner.token,
        json: { date: DAY, startTime, endTime: startTime.replace(':00', ':30') },
      });
      expect(res.status).toBe(200);
    }
    const [count] = await sql<{ n: number; kinds: number }>(
      `select count(*)::int as n, count(distinct (appointment_id, kind))::int as kinds from outbound_message
        where company_id = ?`,
      [owner.user.companyId],
    );
    expect(count).toEqual({ n: 40, kinds: 40 });
  });

  it('sends each due reminder exactly once while both poll, and takes over a send left half-done', async () => {
    // One reminder was claimed by an instance that then died: its claim has expired.
    await sql(
      `update outbound_message set status = 'enviando', attempts = 1, claimed_until = now() - interval '1 second'
        where id = (select id from outbound_message where appointment_id = ? and kind = 'reminder-24h')`,
      [appointmentIds[1]],
    );
    await sql(`update outbound_message set due_at = now() - interval '1 second' where company_id = ?`, [owner.user.companyId]);
    // Both instances drain at once, twice each, as their pollers would.
    const handled = await Promise.all([a.outbox.drain(), b.outbox.drain(), a.outbox.drain(), b.outbox.drain()]);
    expect(handled.reduce((x, y) => x + y, 0)).toBe(40);
    expect(standIn.messages).toHaveLength(40);
    const sent = await sql<{ status: string; n: number }>(
      `select status, count(*)::int as n from outbound_message where company_id = ? group by status`,
      [owner.user.companyId],
    );
    expect(sent).toEqual([{ status: 'enviado', n: 40 }]);
    // Every provider id is one row's: no message went out twice.
    const ids = await sql<{ provider_message_id: string }>(
      `select provider_message_id from outbound_message where company_id = ?`,
      [owner.user.companyId],
    );
    expect(new Set(ids.map((r) => r.provider_message_id))).toEqual(new Set(standIn.messages.map((m) => m.id)));
  });

  it('the server holds no admin connection to do it: the pollers claim as the tenant role', async () => {
    const [role] = await a.tenantOrm.em
      .getConnection()
      .execute<{ rolsuper: boolean; rolbypassrls: boolean }[]>(
        'select rolsuper, rolbypassrls from pg_roles where rolname = current_user',
      );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    // The tenant role with no company set sees no outbox row, yet may claim through the function.
    const [seen] = await a.tenantOrm.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from outbound_message');
    expect(seen?.n).toBe(0);
  });
});
