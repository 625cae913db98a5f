// @pooler-pass: named statements behind a transaction pooler.
import { addDays, nowInTimeZone, startOfWeekMonday } from '@agenda/br';
import type { Orm } from '@agenda/db';
import { freshDatabaseUrl } from '@agenda/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, trpcOf } from '../testing/factories.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// DATABASE_POOLER=transaction (packages/db/src/pooler.ts): behind PgBouncer in transaction mode no
// statement may be prepared under a name, since the next transaction may run on another server
// connection. What each pooled connection holds prepared shows whether one was.

interface PooledConnection {
  connection: { parsedStatements: Record<string, string> };
}
interface TarnPool {
  free: { resource: PooledConnection }[];
  used: { resource: PooledConnection }[];
}

const preparedNames = (orm: Orm) => {
  const pool = (orm.em.getConnection().getKnex().client as unknown as { pool: TarnPool }).pool;
  return [...pool.free, ...pool.used].flatMap(({ resource }) => Object.keys(resource.connection.parsedStatements));
};

const monday = startOfWeekMonday(nowInTimeZone().date);
const week = { startDate: monday, endDate: addDays(monday, 6) };

/** The hot reads (calendar, clients, each twice: the second on a recalled session) and a session lookup. */
async function hotReads(server: TestServer) {
  const owner = await registeredOwner(server);
  await createClient(server, owner, { fullName: 'Joana Prado' });
  const calendar = trpcOf(() => server, 'calendar');
  for (let i = 0; i < 2; i++) {
    expect((await calendar.query('list', owner.token, week)).status).toBe(200);
    expect(
      (await server.request(`/api/appointments?startDate=${week.startDate}&endDate=${week.endDate}`, { token: owner.token }))
        .status,
    ).toBe(200);
    const clients = await server.request('/api/clients', { token: owner.token });
    expect(((await clients.json()) as { total: number }).total).toBe(1);
  }
  expect((await server.request('/auth/me', { token: owner.token })).status).toBe(200);
}

let server: TestServer | undefined;
const pooler = process.env.DATABASE_POOLER;

/** A fresh test database, reached around the pooler when the run goes through one. */
async function directDatabaseUrl(): Promise<string> {
  const url = new URL(await freshDatabaseUrl());
  if (pooler !== 'transaction') return url.toString();
  const port = process.env.POOLER_DIRECT_PG_PORT;
  if (!port) throw new Error('Behind a transaction pooler, POOLER_DIRECT_PG_PORT names the PostgreSQL behind it.');
  url.port = port;
  return url.toString();
}
afterEach(async () => {
  await server?.close();
  if (pooler === undefined) delete process.env.DATABASE_POOLER;
  else process.env.DATABASE_POOLER = pooler;
});

describe('statements behind a transaction pooler', () => {
  it('prepares no named statement on any connection with DATABASE_POOLER=transaction', async () => {
    process.env.DATABASE_POOLER = 'transaction';
    server = await startTestServer();
    await hotReads(server);
    expect([...preparedNames(server.signInOrm), ...preparedNames(server.tenantOrm)]).toEqual([]);
  });

  // Not through a transaction pooler: there named statements are exactly what fails. In the pooler
  // pass (scripts/pooler-pass.mjs) this one connects to the PostgreSQL behind PgBouncer directly.
  it('keeps the named statements without it (where they are safe)', async () => {
    process.env.DATABASE_POOLER = '';
    server = await startTestServer({}, { databaseUrl: await directDatabaseUrl() });
    await hotReads(server);
    expect(preparedNames(server.tenantOrm)).toEqual(expect.arrayContaining(['agenda_set_company', 'agenda_session_check']));
    expect(preparedNames(server.signInOrm)).toContain('agenda_session');
  });

  it('answers concurrent hot reads of several companies (behind PgBouncer: the CI run with the variable)', async () => {
    // Through PgBouncer without DATABASE_POOLER, most of these fail with 42P05 or 26000.
    server = await startTestServer();
    const owners = await Promise.all([1, 2, 3].map(() => registeredOwner(server as TestServer)));
    for (const owner of owners) await createClient(server, owner);
    const paths = ['/api/clients', `/api/appointments?startDate=${week.startDate}&endDate=${week.endDate}`];
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const res = await (server as TestServer).request(paths[i % 2] ?? '', { token: owners[i % 3]?.token });
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('refuses a value it does not know', async () => {
    process.env.DATABASE_POOLER = 'statement';
    await expect(startTestServer()).rejects.toThrow(/DATABASE_POOLER/);
    server = undefined;
  });
});
