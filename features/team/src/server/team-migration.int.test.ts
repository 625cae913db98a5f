import { randomBytes } from 'node:crypto';
import { type Orm, createOrm, ensureDatabase, runSql, sql } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '@agenda/server/testing';
import { secureDatabase } from '@agenda/server/testing';
import { TEST_ROLE_PASSWORDS } from '@agenda/server/testing';
import { freeWorkingDay } from '@agenda/server/testing';
import { json } from '@agenda/server/testing';
import { type TestServer, createFirebaseAccount, startTestServer } from '@agenda/server/testing';

// A clinic of one, as it was before teams: its database is migrated up to the last migration before
// memberships and professionals, given an owner, a client, a service and an appointment the old way,
// then migrated the rest of the way. The owner signs in as before, is the clinic's administrator,
// attends under a professional profile of their own, and finds their appointment on their agenda.

const FIRST_TEAM_MIGRATION = 'Migration20261201000100_memberships';

let server: TestServer;
let account: Awaited<ReturnType<typeof createFirebaseAccount>>;
const ids = {
  company: crypto.randomUUID(),
  user: crypto.randomUUID(),
  client: crypto.randomUUID(),
  service: crypto.randomUUID(),
};
const day = freeWorkingDay(7);

async function oldClinic(orm: Orm) {
  const em = orm.em.fork();
  const now = new Date();
  await runSql(
    em,
    sql`insert into company (id, name, phone, cep, street, number, neighborhood, city, state, business_days, created_at, updated_at)
        values (${ids.company}, 'Clínica Antiga', '(11) 3333-4444', '01310100', 'Avenida Paulista', '1000', 'Bela Vista',
                'São Paulo', 'SP', '{1,2,3,4,5,6}', ${now}, ${now})`,
  );
  await runSql(
    em,
    sql`insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood, role,
                              session_version, created_at, updated_at)
        values (${ids.user}, ${ids.company}, ${account.uid}, ${account.email}, 'Helena Duarte', '(11) 98888-7777', '01310100',
                'Avenida Paulista', '1000', 'Bela Vista', 'OWNER', 0, ${now}, ${now})`,
  );
  await runSql(
    em,
    sql`insert into client (id, company_id, full_name, cpf, phone, created_at, updated_at)
        values (${ids.client}, ${ids.company}, 'Otávio Ramos', '52998224725', '11987654321', ${now}, ${now})`,
  );
  await runSql(
    em,
    sql`insert into service (id, company_id, name, duration, price_cents, created_at, updated_at)
        values (${ids.service}, ${ids.company}, 'Limpeza', 30, 10000, ${now}, ${now})`,
  );
  await runSql(
    em,
    sql`insert into appointment (id, company_id, client_id, service_id, date, start_time, end_time, status, created_at, updated_at)
        values (gen_random_uuid(), ${ids.company}, ${ids.client}, ${ids.service}, ${day}, '09:00', '09:30', 'CONFIRMED', ${now}, ${now})`,
  );
}

beforeAll(async () => {
  const { adminUrl } = inject('testDatabase');
  const url = new URL(adminUrl);
  url.pathname = `/agenda_t_mig_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, url.pathname.slice(1));
  const before = migrations.filter((m) => m.name < FIRST_TEAM_MIGRATION).at(-1)?.name as string;
  const orm = await createOrm({ clientUrl: url.toString(), entities: [], migrations, poolMax: 2 });
  try {
    await orm.getMigrator().up({ to: before });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
    account = await createFirebaseAccount(inject('authEmulatorHost'));
    await oldClinic(orm);
    await orm.getMigrator().up();
    await secureDatabase(orm, TEST_ROLE_PASSWORDS);
  } finally {
    await orm.close(true);
  }
  server = await startTestServer({}, { databaseUrl: url.toString() });
}, 120_000);
afterAll(() => server?.close());

describe('a clinic of one, migrated to teams', () => {
  it('keeps its owner’s login: the same account signs in, as the clinic’s administrator', async () => {
    const res = await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } });
    expect(res.status).toBe(200);
    const body = await json<{ user: { id: string; companyId: string; role: string } }>(res);
    expect(body.user).toMatchObject({ id: ids.user, companyId: ids.company, role: 'OWNER' });
  });

  it('gives the owner a professional profile, and their appointments to it, with the guard per professional', async () => {
    const login = await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } });
    const { token } = await json<{ token: string }>(login);
    const { professionals } = await json<{ professionals: { id: string; memberId: string; name: string }[] }>(
      await server.request('/api/professionals', { token }),
    );
    expect(professionals).toEqual([expect.objectContaining({ memberId: ids.user, name: 'Helena Duarte' })]);
    const week = await server.request(`/api/appointments?startDate=${day}&endDate=${day}`, { token });
    const { appointments } = await json<{ appointments: { professionalId: string; startTime: string; status: string }[] }>(week);
    expect(appointments).toEqual([
      expect.objectContaining({ professionalId: professionals[0]?.id, startTime: '09:00', status: 'CONFIRMED' }),
    ]);
    // Booked the same way as before (no professional named): the only one attends, and the slot is taken.
    const again = await server.request('/api/appointments', {
      method: 'POST',
      token,
      json: { clientId: ids.client, serviceId: ids.service, date: day, startTime: '09:00', endTime: '09:30' },
    });
    expect(again.status).toBe(409);
  });

  it('keeps its data: the client and the service as they were', async () => {
    const [row] = await runSql<{ clients: number; services: number; users: number }>(
      server.orm.em.fork(),
      sql`select (select count(*)::int from client where company_id = ${ids.company}) as clients,
                 (select count(*)::int from service where company_id = ${ids.company}) as services,
                 (select count(*)::int from app_user where company_id = ${ids.company} and active) as users`,
    );
    expect(row).toEqual({ clients: 1, services: 1, users: 1 });
  });
});
