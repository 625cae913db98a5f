// @pooler-pass: row-level security and the tenant filter.
import { ClientSchema } from '@agenda/clients/server';
import { requestEm, runSql, setTransactionCompany, sql } from '@agenda/db';
import type { ServerFeature } from '@agenda/trpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, serverFeatures } from '../features.ts';
import type { Owner } from '../testing/factories.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

/**
 * The cross-tenant proof: company B calls every id-bearing REST path and tRPC procedure (and every
 * list) with company A's ids, and nothing of A is read or written. It runs twice over the same
 * database: with the ORM's tenant filter, and with the filter switched off — then PostgreSQL's
 * row-level security alone must hold. The routes, procedures and A's rows are gathered at run time,
 * so every feature added later is covered without a line here. Each call aims at one id of each of A's
 * tables (a second row of a table takes no other path), and any id of A in an answer is a leak.
 */

let server: TestServer;
let a: Owner;
let b: Owner;
/** Every id of A's rows: one of them in an answer to B is a leak. */
let idsOfA: Set<string>;
/** One id per table of A: what B's calls aim at. */
let targetsOfA: string[];
let snapshotOfA: Record<string, string>;

const WRITE_BODY = {
  name: 'Invasor',
  fullName: 'Invasor',
  notes: 'Invasor',
  description: 'Invasor',
  status: 'CANCELLED',
  enabled: false,
  phone: '(11) 90000-0000',
};

async function tenantTables(): Promise<string[]> {
  const rows = await runSql<{ table_name: string }>(
    server.orm.em,
    sql`select table_name from information_schema.columns
         where table_schema = 'public' and column_name = 'company_id' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Every row of A, table by table, as one digest each (read as the admin role, which RLS does not bind). */
async function snapshot(companyId: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await tenantTables()) {
    const [row] = await runSql<{ digest: string | null; n: string }>(
      server.orm.em,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as n
            from ${sql.id(table)} t where company_id = ${companyId}`,
    );
    out[table] = `${row?.n}:${row?.digest}`;
  }
  return out;
}

/** The ids of a company's rows, table by table (`perTable` of each, or all). */
async function idsOf(companyId: string, perTable?: number): Promise<string[]> {
  const ids: string[] = [];
  const withId = await runSql<{ table_name: string }>(
    server.orm.em,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id'`,
  );
  const keyed = new Set(withId.map((r) => r.table_name));
  for (const table of (await tenantTables()).filter((t) => keyed.has(t))) {
    const rows = await runSql<{ id: string }>(
      server.orm.em,
      perTable === undefined
        ? sql`select id::text as id from ${sql.id(table)} where company_id = ${companyId}`
        : sql`select id::text as id from ${sql.id(table)} where company_id = ${companyId} order by id limit ${perTable}`,
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

function restRoutes(app: TestServer['app']): { method: string; path: string }[] {
  const seen = new Set<string>();
  return app.routes
    .filter(
      (r) => r.method !== 'ALL' && (r.path.startsWith('/api/') || r.path.startsWith('/clients') || r.path.startsWith('/service')),
    )
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

interface InputSchema {
  type?: string;
  wrapped?: InputSchema;
  entries?: Record<string, unknown>;
}

/**
 * Whether a procedure's input can name a row: any input but an object without an id field (`id`,
 * `clientId`, `ids` …). One without can be aimed at nothing, so it is called once, not once per id.
 */
function takesId(inputs: unknown[]): boolean {
  let schema = inputs.at(-1) as InputSchema | undefined;
  if (!schema) return false;
  while (schema.wrapped && ['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable'].includes(schema.type ?? ''))
    schema = schema.wrapped;
  return !schema.entries || Object.keys(schema.entries).some((key) => /ids?$/i.test(key));
}

function procedures(): { path: string; type: 'query' | 'mutation'; takesId: boolean }[] {
  const all = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; inputs: unknown[] } }> } })
    ._def.procedures;
  return Object.entries(all)
    .filter(([path]) => !path.startsWith('auth.'))
    .map(([path, p]) => ({ path, type: p._def.type as 'query' | 'mutation', takesId: takesId(p._def.inputs) }));
}

/** Every row id is a UUID: an answer leaks A when one of the UUIDs it carries is A's. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Calls in flight at once: enough to keep the server busy, few enough for its pools and the rate limits. */
const CONCURRENCY = 4;

async function inTurns(calls: (() => Promise<void>)[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < calls.length) await calls[next++]?.();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * How B aims: `every` id of A at every path and procedure (about 9,600 calls), or each path and
 * procedure once with A's ids `inTurn`, every id at least once (about 400). Row-level security alone
 * (the ORM filter off) takes the whole attack: it is the guard every path shares. With the filter on
 * as well, a path can only see less than it sees without it, so there the attack in turn shows that
 * the filter and the policies together still answer every path without a failure. Behind the
 * transaction pooler (the pooler pass) what could break is the company each transaction sets on the
 * connection it is lent, which is the same code for every path: there too the attack goes in turn.
 */
type Aim = 'every' | 'inTurn';
const POOLED = process.env.DATABASE_POOLER === 'transaction';

/** The calls B can make aimed at A's ids; returns the answers that leaked one of A's ids. */
async function attack(target: TestServer, aim: Aim): Promise<{ calls: number; leaks: string[] }> {
  const leaks: string[] = [];
  const failures: string[] = [];
  let calls = 0;
  let turn = 0;
  const aimed = new Set<string>();
  const aimAt = (ids: string[]) => {
    const chosen = aim === 'inTurn' ? [ids[turn++ % ids.length] as string] : ids;
    for (const id of chosen) aimed.add(id);
    return chosen;
  };
  const check = async (label: string, res: Response) => {
    calls++;
    const body = await res.text();
    if (res.status >= 500) failures.push(`${label} → ${res.status} ${body.slice(0, 200)}`);
    if (body.match(UUID)?.some((id) => idsOfA.has(id.toLowerCase()))) leaks.push(`${label} → ${res.status}`);
  };
  const planned: (() => Promise<void>)[] = [];
  for (const route of restRoutes(target.app)) {
    const params = route.path.match(/:[a-zA-Z]+/g) ?? [];
    const targets = params.length ? aimAt(targetsOfA) : [''];
    for (const id of targets) {
      const path = params.reduce((p, name) => p.replace(name, id), route.path);
      const write = !['GET', 'HEAD'].includes(route.method);
      planned.push(async () => {
        const res = await target.request(path, { method: route.method, token: b.token, json: write ? WRITE_BODY : undefined });
        await check(`${route.method} ${path}`, res);
      });
    }
  }
  for (const proc of procedures()) {
    for (const id of proc.takesId ? aimAt(targetsOfA) : targetsOfA.slice(0, 1)) {
      const input = { id, clientId: id, appointmentId: id, serviceId: id, fields: WRITE_BODY, ...WRITE_BODY };
      planned.push(async () => {
        const res =
          proc.type === 'query'
            ? await target.request(`/trpc/${proc.path}?input=${encodeURIComponent(JSON.stringify(input))}`, { token: b.token })
            : await target.request(`/trpc/${proc.path}`, { method: 'POST', token: b.token, json: input });
        await check(`trpc ${proc.path}`, res);
      });
    }
  }
  const started = Date.now();
  await inTurns(planned, CONCURRENCY);
  process.stdout.write(`tenant isolation: ${calls} calls in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  expect(failures).toEqual([]);
  expect(targetsOfA.filter((id) => !aimed.has(id))).toEqual([]);
  return { calls, leaks };
}

beforeAll(async () => {
  server = await startTestServer();
  a = await registeredOwner(server, { companyName: 'Clínica A' });
  b = await registeredOwner(server, { companyName: 'Clínica B' });
  // A gets everything a clinic has: each feature's demo data.
  for (const feature of serverFeatures as readonly ServerFeature[])
    await feature.seedDemo?.(server.orm.em.fork(), a.user.companyId);
  idsOfA = new Set(await idsOf(a.user.companyId));
  targetsOfA = await idsOf(a.user.companyId, 1);
  snapshotOfA = await snapshot(a.user.companyId);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('tenant isolation', () => {
  it('company A has rows in every feature to aim at', () => {
    expect(targetsOfA.length).toBeGreaterThan(10);
    // A leak is found by the UUIDs an answer carries: every id of A must be one.
    expect([...idsOfA].filter((id) => id.match(UUID)?.[0] !== id)).toEqual([]);
  });

  // Behind a transaction pooler what could break is the company each transaction sets on its
  // connection; with the ORM filter off (below) nothing else stands between B and A, so the pooler
  // pass runs that proof alone.
  if (process.env.DATABASE_POOLER !== 'transaction')
    it('with the ORM filter on, B reads and writes nothing of A', async () => {
      const { calls, leaks } = await attack(server, 'inTurn');
      expect(calls).toBeGreaterThan(100);
      expect(leaks).toEqual([]);
      expect(await snapshot(a.user.companyId)).toEqual(snapshotOfA);
    }, 300_000);

  it('with the ORM filter off, row-level security alone keeps A out of reach', async () => {
    const unfiltered = await startTestServer({}, { tenantFilter: false, databaseUrl: server.databaseUrl });
    try {
      const { calls, leaks } = await attack(unfiltered, POOLED ? 'inTurn' : 'every');
      expect(calls).toBeGreaterThan(POOLED ? 100 : 2000);
      expect(leaks).toEqual([]);
      expect(await snapshot(a.user.companyId)).toEqual(snapshotOfA);
      // The switch is real: without the filter, a query for B's clients on the admin role sees A's
      // clients; on the tenant role, in B's transaction, it sees none of them.
      const loose = requestEm(server.orm, b.user.companyId, { tenantFilter: false });
      expect((await loose.find(ClientSchema, {})).some((c) => c.companyId === a.user.companyId)).toBe(true);
      const tenantEm = requestEm(unfiltered.tenantOrm, b.user.companyId, { tenantFilter: false });
      const seen = await tenantEm.transactional(async (tx) => {
        await setTransactionCompany(tx, b.user.companyId);
        return tx.find(ClientSchema, {});
      });
      expect(seen.some((c) => c.companyId === a.user.companyId)).toBe(false);
    } finally {
      await unfiltered.close();
    }
  }, 300_000);

  it('the tenant role is bound by row-level security', async () => {
    const [role] = await runSql<{ rolsuper: boolean; rolbypassrls: boolean }>(
      server.orm.em,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'agenda_app'`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const unsecured = await runSql<{ relname: string }>(
      server.orm.em,
      sql`select c.relname from pg_class c join information_schema.columns col on col.table_name = c.relname
           where col.table_schema = 'public' and col.column_name = 'company_id' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(unsecured).toEqual([]);
  });
});
