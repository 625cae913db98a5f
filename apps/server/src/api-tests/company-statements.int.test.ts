// @pooler-pass: statements sent with the company set, in one round trip.
import {
  CompanyStatements,
  GuardRefused,
  type Orm,
  type StatementGuard,
  appRoleUrl,
  createOrm,
  pgErrorCode,
  runSql,
  sql,
} from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_PASSWORD } from '../testing/constants.ts';
import { type Owner, createServiceType } from '../testing/factories.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// The hot reads' one-round-trip statements (packages/db/src/company-statement.ts), on the tenant
// role with one pooled connection, so every call below reuses the connection the previous one left.

let server: TestServer;
let tenant: Orm;
let a: Owner;
let b: Owner;

const TYPES_SQL = sql`select name from service_type order by name`;
const namedTypes = (active: boolean) => sql`select name from service_type where active = ${active} order by name`;
const names = async (db: CompanyStatements) => (await runSql<{ name: string }>(db, TYPES_SQL)).map((r) => r.name);
const setting = (db: CompanyStatements) =>
  runSql<{ value: string | null }>(db, sql`select current_setting('app.company_id', true) as value`);

beforeAll(async () => {
  server = await startTestServer();
  tenant = await createOrm({ clientUrl: appRoleUrl(server.databaseUrl, TEST_APP_PASSWORD), entities: [], poolMax: 1 });
  a = await registeredOwner(server);
  b = await registeredOwner(server);
  await createServiceType(server, a, { name: 'Ortodontia A' });
  await createServiceType(server, b, { name: 'Implantes B' });
});
afterAll(async () => {
  await tenant?.close(true);
  await server?.close();
});

describe('a statement run as a company in one round trip', () => {
  it('sees only the company’s rows, through row-level security alone (no company filter in the SQL)', async () => {
    const asA = new CompanyStatements(tenant, a.user.companyId);
    const asB = new CompanyStatements(tenant, b.user.companyId);
    expect(await names(asA)).toEqual(['Ortodontia A']);
    expect(await names(asB)).toEqual(['Implantes B']);
  });

  it('runs a named statement many times on the same connection, with its parameters, for each company', async () => {
    const asA = new CompanyStatements(tenant, a.user.companyId);
    const asB = new CompanyStatements(tenant, b.user.companyId);
    for (let i = 0; i < 3; i++) {
      expect(await runSql(asA, namedTypes(true), 'test_types')).toEqual([{ name: 'Ortodontia A' }]);
      expect(await runSql(asB, namedTypes(true), 'test_types')).toEqual([{ name: 'Implantes B' }]);
      expect(await runSql(asB, namedTypes(false), 'test_types')).toEqual([]);
    }
  });

  it('leaves no company set on the connection once the statement is over', async () => {
    const asA = new CompanyStatements(tenant, a.user.companyId);
    expect(await setting(asA)).toEqual([{ value: a.user.companyId }]);
    const [after] = await runSql<{ value: string | null }>(
      tenant.em,
      sql`select current_setting('app.company_id', true) as value`,
    );
    expect(after?.value ?? '').toBe('');
    // …so the tenant role, left to itself, sees nothing.
    expect(await runSql(tenant.em, sql`select id from service_type`)).toEqual([]);
  });

  it('commits a write as the company, and row-level security refuses a row of another company', async () => {
    const asA = new CompanyStatements(tenant, a.user.companyId);
    const insert = (companyId: string, name: string) =>
      runSql(
        asA,
        sql`insert into service_type (id, company_id, name, created_at, updated_at)
              values (gen_random_uuid(), ${companyId}, ${name}, now(), now())`,
      );
    await insert(a.user.companyId, 'Estética A');
    expect(await names(asA)).toEqual(['Estética A', 'Ortodontia A']);
    const refused = await insert(b.user.companyId, 'Intrusa').catch((error: unknown) => error);
    expect(pgErrorCode(refused)).toBe('42501');
    expect(await names(new CompanyStatements(tenant, b.user.companyId))).toEqual(['Implantes B']);
  });

  it('rolls a failed statement back whole and keeps the connection usable', async () => {
    const asA = new CompanyStatements(tenant, a.user.companyId);
    const failed = await runSql(
      asA,
      sql`with added as (insert into service_type (id, company_id, name, created_at, updated_at)
                          values (gen_random_uuid(), ${a.user.companyId}, 'Meio escrita', now(), now()) returning id)
          select 1 / (select count(*) - count(*) from added) as boom`,
    ).catch((error: unknown) => error);
    expect(pgErrorCode(failed)).toBe('22012');
    expect(await names(asA)).not.toContain('Meio escrita');
  });

  it('a named statement that does not parse fails the same way every time, not as a missing statement', async () => {
    const asA = new CompanyStatements(tenant, a.user.companyId);
    for (let i = 0; i < 2; i++) {
      const error = await runSql(asA, sql`select nme from service_type`, 'test_broken').catch((e: unknown) => e);
      expect(pgErrorCode(error)).toBe('42703');
    }
    expect(await runSql(asA, namedTypes(true), 'test_types_again')).toEqual([{ name: 'Estética A' }, { name: 'Ortodontia A' }]);
  });
});

/** A guard that records what it was shown and answers as told. */
function guard(text: string, name: string, values: unknown[] = [], answer = true) {
  const seen: (string | null)[][] = [];
  const g: StatementGuard & { seen: typeof seen } = {
    text,
    name,
    values,
    seen,
    admit(firstColumns) {
      seen.push(firstColumns);
      return answer;
    },
  };
  return g;
}

describe('a guard sent with the first statement', () => {
  const SETTING_GUARD = `select current_setting('app.company_id', true)`;

  it('reads under the company in the same round trip, and the statement’s rows come back once it admits', async () => {
    const check = guard(SETTING_GUARD, 'test_guard_setting');
    const asA = new CompanyStatements(tenant, a.user.companyId, check);
    expect(await names(asA)).toContain('Ortodontia A');
    expect(check.seen).toEqual([[a.user.companyId]]);
    // Only the first statement carries it.
    await names(asA);
    await asA.settleGuard();
    expect(check.seen).toHaveLength(1);
  });

  it('hands over every row’s first column as text, and a refusal keeps the rows back', async () => {
    const check = guard(`select v::text from unnest(array[3, 1, 2]) v where v > $1`, 'test_guard_rows', [1], false);
    const asB = new CompanyStatements(tenant, b.user.companyId, check);
    await expect(names(asB)).rejects.toBeInstanceOf(GuardRefused);
    expect(check.seen).toEqual([['3', '2']]);
  });

  it('is prepared once per connection under its name, for any company, many times', async () => {
    const check = guard(`select $1::text`, 'test_guard_named', ['ok']);
    for (let i = 0; i < 4; i++) {
      const who = i % 2 ? a : b;
      await runSql(new CompanyStatements(tenant, who.user.companyId, check), namedTypes(true), 'test_types_guarded');
    }
    expect(check.seen).toEqual([['ok'], ['ok'], ['ok'], ['ok']]);
  });

  it('runs on its own when no statement took it (settleGuard)', async () => {
    const check = guard(SETTING_GUARD, 'test_guard_setting');
    await new CompanyStatements(tenant, b.user.companyId, check).settleGuard();
    expect(check.seen).toEqual([[b.user.companyId]]);
    const refusing = guard(SETTING_GUARD, 'test_guard_setting', [], false);
    await expect(new CompanyStatements(tenant, b.user.companyId, refusing).settleGuard()).rejects.toBeInstanceOf(GuardRefused);
  });

  it('is still owed after a round trip that failed, and the connection keeps working', async () => {
    const check = guard(SETTING_GUARD, 'test_guard_setting');
    const asA = new CompanyStatements(tenant, a.user.companyId, check);
    expect(pgErrorCode(await runSql(asA, sql`select 1 / 0`).catch((e: unknown) => e))).toBe('22012');
    expect(check.seen).toEqual([]);
    await asA.settleGuard();
    expect(check.seen).toEqual([[a.user.companyId]]);
  });

  it('a guard that fails after it parsed is parsed again next time, not refused as a duplicate name', async () => {
    const failing = guard(`select (1 / $1::int)::text`, 'test_guard_divides', [0]);
    const asA = new CompanyStatements(tenant, a.user.companyId, failing);
    expect(pgErrorCode(await names(asA).catch((e: unknown) => e))).toBe('22012');
    const fine = guard(`select (1 / $1::int)::text`, 'test_guard_divides', [1]);
    await names(new CompanyStatements(tenant, a.user.companyId, fine));
    expect(fine.seen).toEqual([['1']]);
  });
});
