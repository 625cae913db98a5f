// @pooler-pass: the clients search statement.
import { requestEm, runSql, setTransactionCompany, sql } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '@agenda/server/testing';
import { type Owner, createClient, createService, createServiceType, json } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The clients search of a large list (decision 016): both ways of finding a page give the rows in
// name order, the total is exact up to 1,000 matches and says so beyond, and the search view is
// bound to the transaction's company like the tenant policy it stands in for.

interface Page {
  clients: { id: string; fullName: string }[];
  total: number;
  totalIsLowerBound?: true;
}

let server: TestServer;
let owner: Owner;
let other: Owner;

const MANY = 1030;
const LATE = 40;

/**
 * MANY 'Paciente nnnn' plus LATE 'Zélia …' (a fragment found only at the end of the list, every other
 * one registered 60 days ago), inserted at once. Registered on the clinic's today, not the database's
 * `current_date`: between midnight UTC and midnight in São Paulo the two are different days.
 */
async function seedLargeList(companyId: string) {
  await runSql(
    server.orm.em,
    sql`insert into client (id, company_id, full_name, cpf, phone, registration_date, created_at, updated_at)
        select gen_random_uuid(), ${companyId},
               case when g <= ${MANY} then 'Paciente ' || lpad(g::text, 4, '0') else 'Zélia Late ' || g end,
               lpad((70000000000 + g)::text, 11, '0'), '1197' || lpad(g::text, 7, '0'),
               ${today()}::date - case when g > ${MANY} and g % 2 = 1 then 60 else 0 end, now(), now()
          from generate_series(1, ${MANY + LATE}) g`,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  other = await registeredOwner(server);
  await seedLargeList(owner.user.companyId);
  await runSql(server.orm.em, sql`analyze client`);
}, 60_000);
afterAll(() => server.close());

const page = async (query: string, token = owner.token) => json<Page>(await server.request(`/api/clients${query}`, { token }));

describe('clients search over a large list', () => {
  it('counts the whole list exactly, and a search exactly up to 1,000 matches', async () => {
    expect(await page('?limit=1')).toEqual(expect.objectContaining({ total: MANY + LATE }));
    const common = await page('?search=paciente');
    expect(common.total).toBe(1000);
    expect(common.totalIsLowerBound).toBe(true);
    expect(common.clients.map((c) => c.fullName).slice(0, 3)).toEqual(['Paciente 0001', 'Paciente 0002', 'Paciente 0003']);
    const few = await page('?search=zelia');
    expect(few.total).toBe(LATE);
    expect(few).not.toHaveProperty('totalIsLowerBound');
  });

  it('pages past the cap until the last match, exact again once the end is in sight', async () => {
    const deep = await page('?search=paciente&limit=50&offset=1000');
    expect(deep.clients.map((c) => c.fullName)).toEqual(
      Array.from({ length: MANY - 1000 }, (_, i) => `Paciente ${String(1001 + i).padStart(4, '0')}`),
    );
    expect(deep.total).toBe(MANY);
    expect(deep).not.toHaveProperty('totalIsLowerBound');
  });

  it('finds a fragment clustered at the end of the list in order, and rare digits', async () => {
    const late = await page('?search=lia%20la&limit=5');
    expect(late.clients.map((c) => c.fullName)).toEqual([
      'Zélia Late 1031',
      'Zélia Late 1032',
      'Zélia Late 1033',
      'Zélia Late 1034',
      'Zélia Late 1035',
    ]);
    const recent = await page('?search=lia%20la&filter=novos&limit=3');
    expect(recent.clients.map((c) => c.fullName)).toEqual(['Zélia Late 1032', 'Zélia Late 1034', 'Zélia Late 1036']);
    expect(recent.total).toBe(LATE / 2);
    const digits = await page(`?search=${encodeURIComponent('(11) 97000-0103')}`);
    expect(digits.clients.map((c) => c.fullName)).toEqual(['Paciente 0103']);
  });

  it('Recorrentes in a large search: the clients with an appointment, in order', async () => {
    const type = await createServiceType(server, owner);
    const service = await createService(server, owner, type.id);
    await runSql(
      server.orm.em,
      sql`insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, created_at, updated_at)
          select gen_random_uuid(), company_id, id, ${service.id}, (select p.id from professional p where p.company_id = client.company_id),
                 current_date - 7,
                 -- One after the other: a completed visit still holds its professional's time.
                 case when full_name = 'Paciente 0700' then '09:00' else '10:00' end,
                 case when full_name = 'Paciente 0700' then '09:30' else '10:30' end,
                 'COMPLETED', now(), now()
            from client where company_id = ${owner.user.companyId} and full_name in ('Paciente 0700', 'Paciente 0020')`,
    );
    const recurring = await page('?filter=recorrentes&search=paciente');
    expect(recurring.clients.map((c) => c.fullName)).toEqual(['Paciente 0020', 'Paciente 0700']);
    expect(recurring.total).toBe(2);
    expect((await page('?filter=recorrentes')).total).toBe(2);
  });

  it('the search view shows and takes only the transaction’s company', async () => {
    const theirs = await createClient(server, other, { fullName: 'Cliente de Outra Clínica' });
    const em = requestEm(server.tenantOrm, other.user.companyId, { tenantFilter: false });
    const inOtherCompany = <T>(work: (tx: typeof em) => Promise<T>) =>
      em.transactional(async (tx) => {
        await setTransactionCompany(tx, other.user.companyId);
        return work(tx);
      });
    const seen = await inOtherCompany((tx) =>
      runSql<{ n: string }>(tx, sql`select count(*) as n from client_search where company_id = ${owner.user.companyId}`),
    );
    expect(Number(seen[0]?.n)).toBe(0);
    const moved = inOtherCompany((tx) =>
      runSql(tx, sql`update client_search set company_id = ${owner.user.companyId} where id = ${theirs.id}`),
    );
    await expect(moved).rejects.toThrow(/check option/);
    expect((await page('?search=outra', other.token)).clients.map((c) => c.id)).toEqual([theirs.id]);
  });
});
