// @pooler-pass: CompanyStatements against the installed node-postgres.
// The contract between CompanyStatements (company-statement.ts) and the INSTALLED node-postgres.
// CompanyScopedQuery subclasses pg's Query and drives its Connection by hand: it overrides
// prepare/handleDataRow/handleCommandComplete/handleError, reads and writes
// `connection.parsedStatements`, and maps values with `pg.utils.prepareValue`. None of that is pg's
// public API, which is why `pg` is pinned to an exact version in every package.json that lists it:
// an upgrade is a deliberate change that must pass this file first. What each test pins down is the
// assumption named in its title; company-statements.int.test.ts (apps/server) covers the behaviour
// under the tenant role and row-level security.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SET_COMPANY_STATEMENT } from './company-setting.ts';
import { CompanyStatements, GuardRefused, type StatementGuard } from './company-statement.ts';
import { type Orm, createOrm } from './orm.ts';
import { pgErrorCode } from './errors.ts';
import { freshDatabaseUrl } from './testing.ts';

type Call = { method: string; config: Record<string, unknown> };
const PROTOCOL = ['parse', 'bind', 'describe', 'execute', 'sync', 'flush', 'close', 'query'] as const;

/** A stand-in Connection that records what a Query asks of it. */
function fakeConnection(parsed: Record<string, string> = {}) {
  const calls: Call[] = [];
  const connection: Record<string, unknown> = { parsedStatements: parsed, submittedNamedStatements: {}, calls };
  for (const method of PROTOCOL) connection[method] = (config: Record<string, unknown> = {}) => calls.push({ method, config });
  return connection as { calls: Call[]; parsedStatements: Record<string, string> };
}

const names = (calls: Call[]) => calls.map((c) => c.method);

describe('pg.Query, as CompanyScopedQuery extends it', () => {
  it('has the methods it overrides, each taking the arguments it passes on', () => {
    const proto = pg.Query.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const arity = Object.fromEntries(
      ['requiresPreparation', 'prepare', 'handleDataRow', 'handleCommandComplete', 'handleError', 'handleReadyForQuery'].map(
        (m) => [m, typeof proto[m] === 'function' ? proto[m].length : 'missing'],
      ),
    );
    expect(arity).toEqual({
      requiresPreparation: 0,
      prepare: 1,
      handleDataRow: 1,
      handleCommandComplete: 2,
      handleError: 2,
      handleReadyForQuery: 1,
    });
  });

  it('prepare parses a new named statement, binds it with prepareValue, and ends the round trip with one Sync', () => {
    const connection = fakeConnection();
    const query = new pg.Query({ text: 'select $1::int', name: 'contract_fake', values: [1] });
    (query as unknown as { prepare(c: unknown): void }).prepare(connection);
    expect(names(connection.calls)).toEqual(['parse', 'bind', 'describe', 'execute', 'sync']);
    expect(connection.calls[0]?.config).toMatchObject({ text: 'select $1::int', name: 'contract_fake' });
    expect(connection.calls[1]?.config).toMatchObject({
      statement: 'contract_fake',
      values: [1],
      valueMapper: pgUtils().prepareValue,
    });
  });

  it('prepare only binds a statement the connection lists in parsedStatements', () => {
    const connection = fakeConnection({ contract_fake: 'select $1::int' });
    const query = new pg.Query({ text: 'select $1::int', name: 'contract_fake', values: [1] });
    (query as unknown as { prepare(c: unknown): void }).prepare(connection);
    expect(names(connection.calls)).toEqual(['bind', 'describe', 'execute', 'sync']);
  });

  it('handleCommandComplete of a whole result asks nothing more of the connection', () => {
    const connection = fakeConnection();
    const query = new pg.Query({ text: 'select 1' });
    (query as unknown as { handleCommandComplete(m: unknown, c: unknown): void }).handleCommandComplete(
      { text: 'SELECT 1' },
      connection,
    );
    expect(connection.calls).toEqual([]);
  });

  it('handleError hands the error to the callback', () => {
    const seen: unknown[] = [];
    const query = new pg.Query({ text: 'select 1', callback: (error: unknown) => seen.push(error) } as pg.QueryConfig);
    const error = new Error('boom');
    (query as unknown as { handleError(e: Error, c: unknown): void }).handleError(error, fakeConnection());
    expect(seen).toEqual([error]);
  });

  it('pg.utils.prepareValue turns values into the wire text the statements expect', () => {
    const { prepareValue } = pgUtils();
    const when = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(new Date(String(prepareValue(when))).getTime()).toBe(when.getTime());
    expect([prepareValue(null), prepareValue(undefined), prepareValue(true), prepareValue(3)]).toEqual([null, null, 'true', '3']);
    expect(prepareValue(['a', null])).toBe('{"a",NULL}');
  });
});

const pgUtils = () => (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

interface PooledClient {
  connection: Record<string, unknown> & { parsedStatements: Record<string, string> };
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}
interface KnexClient {
  acquireConnection(): Promise<PooledClient>;
  releaseConnection(client: PooledClient): Promise<void>;
}

let orm: Orm;
const COMPANY = '0b6f6d3e-8a56-4c49-9a8f-6f3d0c2a1e11';

beforeAll(async () => {
  // One pooled connection: every statement below runs on the one the previous left.
  orm = await createOrm({ clientUrl: await freshDatabaseUrl(), entities: [], poolMax: 1 });
});
afterAll(async () => {
  await orm?.close(true);
});

/** The pool's one connection. */
async function pooled(): Promise<PooledClient> {
  const knex = orm.em.getConnection().getKnex().client as unknown as KnexClient;
  const client = await knex.acquireConnection();
  await knex.releaseConnection(client);
  return client;
}

/** The protocol messages `run` sends on the pool's connection (method and statement name). */
async function sent<T>(run: () => Promise<T>): Promise<{ result: T | Error; calls: string[] }> {
  const { connection } = await pooled();
  const calls: string[] = [];
  for (const method of PROTOCOL) {
    const original = connection[method] as (config?: { name?: string; statement?: string }) => unknown;
    connection[method] = (config?: { name?: string; statement?: string }) => {
      const name = typeof config === 'object' ? (config.name ?? config.statement ?? '') : '';
      calls.push(name ? `${method} ${name}` : method);
      return original.call(connection, config);
    };
  }
  try {
    return { result: await run().catch((error: Error) => error), calls };
  } finally {
    for (const method of PROTOCOL) delete connection[method];
  }
}

const count = (calls: string[], prefix: string) => calls.filter((c) => c === prefix || c.startsWith(`${prefix} `)).length;

function guard(text: string, name: string, values: unknown[]): StatementGuard & { seen: (string | null)[][] } {
  const seen: (string | null)[][] = [];
  const admit = (rows: (string | null)[]) => {
    seen.push(rows);
    return true;
  };
  return { text, name, values, seen, admit };
}

/**
 * Behind a transaction pooler (the CI run through PgBouncer, DATABASE_POOLER=transaction) every
 * statement goes unnamed (pooler.ts): the same round trips, with nothing kept on the connection.
 */
const NAMED = process.env.DATABASE_POOLER !== 'transaction';
const parse = (name: string) => (NAMED ? `parse ${name}` : 'parse');

describe('CompanyStatements on the installed node-postgres', () => {
  it('gets from the pool a pg.Client of this same pg, whose connection keeps parsedStatements', async () => {
    const client = await pooled();
    expect(client).toBeInstanceOf(pg.Client);
    expect(typeof client.connection.parsedStatements).toBe('object');
  });

  it('sends setting, guard and statement as portals closed by one Sync: one round trip', async () => {
    const check = guard(`select coalesce($1::text, 'null') || ' ' || $2::text`, 'contract_guard', [null, 'ok']);
    const db = new CompanyStatements(orm, COMPANY, check);
    const first = await sent(() => db.run(`select current_setting('app.company_id', true) as company`, [], 'contract_setting'));
    expect(first.result).toEqual([{ company: COMPANY }]);
    expect(check.seen).toEqual([['null ok']]);
    expect(count(first.calls, 'sync')).toBe(1);
    expect(count(first.calls, 'flush') + count(first.calls, 'query')).toBe(0);
    expect(first.calls.filter((c) => c.startsWith('parse'))).toEqual([
      parse(SET_COMPANY_STATEMENT),
      parse('contract_guard'),
      parse('contract_setting'),
    ]);
    expect(count(first.calls, 'execute')).toBe(3);
    // The setting ended with the implicit transaction.
    const [after] = (await (await pooled()).query(`select current_setting('app.company_id', true) as company`)).rows;
    expect(after?.company ?? '').toBe('');
  });

  it('re-uses the named statements on the same connection: no Parse on the next calls', async () => {
    const db = new CompanyStatements(orm, COMPANY);
    const names = Object.keys((await pooled()).connection.parsedStatements);
    const ours = [SET_COMPANY_STATEMENT, 'contract_guard', 'contract_setting'];
    if (NAMED) expect(names).toEqual(expect.arrayContaining(ours));
    else expect(names.filter((n) => ours.includes(n))).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const again = await sent(() => db.run(`select current_setting('app.company_id', true) as company`, [], 'contract_setting'));
      expect(again.result).toEqual([{ company: COMPANY }]);
      // Unnamed, the setting and the statement are parsed in every round trip.
      expect(count(again.calls, 'parse')).toBe(NAMED ? 0 : 2);
      expect(count(again.calls, 'bind')).toBe(2);
      expect(count(again.calls, 'sync')).toBe(1);
    }
  });

  it('a named statement that fails to parse is parsed again next time, and its name stays free', async () => {
    const db = new CompanyStatements(orm, COMPANY);
    for (let i = 0; i < 2; i++) {
      const { result, calls } = await sent(() => db.run('select nme from pg_class', [], 'contract_broken'));
      expect(pgErrorCode(result)).toBe('42703');
      expect(calls).toContain(parse('contract_broken'));
    }
    expect(await db.run('select 1 as n', [], 'contract_broken')).toEqual([{ n: 1 }]);
  });

  it('a named statement that parsed and then failed is bound again next time, not parsed twice', async () => {
    const db = new CompanyStatements(orm, COMPANY);
    expect(pgErrorCode(await db.run('select 1 / $1::int as n', [0], 'contract_divide').catch((e: unknown) => e))).toBe('22012');
    expect(await db.run('select 1 / $1::int as n', [1], 'contract_divide')).toEqual([{ n: 1 }]);
    expect(await db.run('select 1 / $1::int as n', [2], 'contract_divide')).toEqual([{ n: 0 }]);
  });

  it('keeps a refused guard’s rows back and the connection usable', async () => {
    const refusing: StatementGuard = { text: 'select $1::text', name: 'contract_refuse', values: ['no'], admit: () => false };
    await expect(new CompanyStatements(orm, COMPANY, refusing).run('select 1 as n')).rejects.toBeInstanceOf(GuardRefused);
    expect(await new CompanyStatements(orm, COMPANY).run('select 2 as n')).toEqual([{ n: 2 }]);
  });
});
