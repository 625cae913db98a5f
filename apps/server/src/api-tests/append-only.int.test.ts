import { setTransactionCompany } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, json } from '../testing/factories.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// What the product keeps as history cannot be rewritten, not even by the server's own database role:
// the audit trail and a tab's field history refuse UPDATE, DELETE and TRUNCATE; the tables every
// company shares (business types and their tabs, the rate-limit counters) are read-only to it.

let server: TestServer;
let companyId: string;

/** One statement as the tenant role, in a transaction of the company, answering the error or null. */
async function asAppRole(statement: string): Promise<string | null> {
  try {
    await server.tenantOrm.em.fork().transactional(async (tx) => {
      await setTransactionCompany(tx, companyId);
      await tx.getConnection().execute(statement, [], 'all', tx.getTransactionContext());
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const types = await json<{ businessTypes: { id: string; name: string }[] }>(await server.request('/api/business-types'));
  const owner = await registeredOwner(server, { businessTypeId: types.businessTypes.find((t) => t.name === 'Estética')?.id });
  companyId = owner.user.companyId;
  const config = await json<{ company: { businessType: { tabs: { id: string }[] } } }>(
    await server.request('/api/company/config', { token: owner.token }),
  );
  const client = await createClient(server, owner);
  const tab = config.company.businessType.tabs[0]?.id;
  const saved = await server.request(`/api/clients/${client.id}/tabs/${tab}`, {
    method: 'PUT',
    token: owner.token,
    json: { data: { objetivos: 'Tratar manchas' } },
  });
  expect(saved.status).toBe(200);
  // A read of the tab's data writes the audit trail too.
  expect((await server.request(`/api/clients/${client.id}/audit`, { token: owner.token })).status).toBe(200);
  const rows = await server.orm.em
    .getConnection()
    .execute<{ n: number }[]>(
      `select (select count(*) from client_tab_history where company_id = ?)::int + (select count(*) from clinical_audit_event where company_id = ?)::int as n`,
      [companyId, companyId],
    );
  expect(rows[0]?.n).toBeGreaterThanOrEqual(2);
});
afterAll(() => server.close());

describe('append-only history and shared tables, as the app role', () => {
  it.each(['client_tab_history', 'clinical_audit_event'])('%s refuses UPDATE, DELETE and TRUNCATE', async (table) => {
    expect(await asAppRole(`update ${table} set created_at = now()`)).toMatch(/append-only|permission denied/);
    expect(await asAppRole(`delete from ${table}`)).toMatch(/append-only|permission denied/);
    expect(await asAppRole(`truncate ${table}`)).toMatch(/append-only|permission denied/);
    expect(await asAppRole(`select count(*) from ${table}`)).toBeNull();
  });

  it.each([
    ['business_type', 'name'],
    ['business_type_tab', 'name'],
    ['rate_limit_counter', 'hits'],
  ])('%s is read-only', async (table, column) => {
    expect(await asAppRole(`select count(*) from ${table}`)).toBeNull();
    expect(await asAppRole(`insert into ${table} select * from ${table} limit 0`)).toMatch(/permission denied/);
    expect(await asAppRole(`update ${table} set ${column} = ${column}`)).toMatch(/permission denied/);
    expect(await asAppRole(`delete from ${table}`)).toMatch(/permission denied/);
    expect(await asAppRole(`truncate ${table}`)).toMatch(/permission denied/);
  });
});
