// @pooler-pass: the sign-in role and its functions.
import { type Orm, runSql, sql } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// The running server's connections (decision 034): neither may bypass row-level security, and the
// one that looks people up before their company is known reaches only the tables features declare.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await registeredOwner(server);
});
afterAll(() => server.close());

const roleOf = async (orm: Orm) =>
  (
    await runSql<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }>(
      orm.em.fork(),
      sql`select rolname, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    )
  )[0];
const sqlState = (orm: Orm, statement: ReturnType<typeof sql>) =>
  runSql(orm.em.fork(), statement).then(
    () => 'ran',
    (error: { code?: string }) => error.code,
  );

describe('the server’s database roles', () => {
  it('serves requests as two roles, neither superuser nor BYPASSRLS', async () => {
    expect(await roleOf(server.signInOrm)).toEqual({ rolname: 'agenda_sign_in', rolsuper: false, rolbypassrls: false });
    expect(await roleOf(server.tenantOrm)).toEqual({ rolname: 'agenda_app', rolsuper: false, rolbypassrls: false });
  });

  it('lets the sign-in role read the people and sessions, and nothing of a clinic’s records', async () => {
    const [people] = await runSql<{ n: number }>(server.signInOrm.em.fork(), sql`select count(*)::int as n from app_user`);
    expect(people?.n).toBeGreaterThan(0);
    for (const table of ['client', 'appointment', 'clinical_note', 'payment', 'tooth_state']) {
      expect(await sqlState(server.signInOrm, sql`select 1 from ${sql.id(table)} limit 1`), table).toBe('42501');
    }
    // It may stamp a sign-in, not make a company or a member.
    expect(await sqlState(server.signInOrm, sql`delete from app_user`)).toBe('42501');
    expect(await sqlState(server.signInOrm, sql`update company set name = 'x'`)).toBe('42501');
  });
});
