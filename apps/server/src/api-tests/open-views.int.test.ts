import { type Orm, createOrm, runSql, sql, viewsWithOwnerRights } from '@agenda/db';
import { freshDatabaseUrl } from '@agenda/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Row-level security is the tenant guarantee (decision 026); a view that reads with its owner's
// rights goes around it. Every such view of the migrated schema must be listed here with its reason.

/** The views allowed to read with their owner's rights, each with why (and where that was decided). */
const OWNER_RIGHTS_VIEWS: Record<string, string> = {
  client_search:
    'clients (decision 016): LIKE is not leakproof, so under the policy the trigram indexes never serve a search; ' +
    'the view carries the policy’s own condition (company_id = app.company_id) and a local check option instead',
};

let orm: Orm;

beforeAll(async () => {
  orm = await createOrm({ clientUrl: await freshDatabaseUrl(), entities: [] });
});
afterAll(async () => {
  await orm?.close(true);
});

describe('views and row-level security', () => {
  it('every view of the migrated schema reads as its caller (security_invoker), unless allowed here with its reason', async () => {
    const open = await viewsWithOwnerRights(orm.em.fork());
    expect(open.filter((name) => !(name in OWNER_RIGHTS_VIEWS))).toEqual([]);
    // An allowance outlives its view only by mistake.
    expect(Object.keys(OWNER_RIGHTS_VIEWS).filter((name) => !open.includes(name))).toEqual([]);
  });

  it('the check finds a view created without security_invoker, or with it off, and a materialized view', async () => {
    const em = orm.em.fork();
    const schema = 'open_views_probe';
    await runSql(em, sql`create schema ${sql.id(schema)}`);
    try {
      const view = (name: string, options: string) =>
        runSql(em, sql`create view ${sql.id(`${schema}.${name}`)} ${sql.raw(options)} as select id, company_id from client`);
      await view('plain', '');
      await view('owner_rights', 'with (security_invoker = false)');
      await view('invoker', 'with (security_invoker = true)');
      await view('invoker_on', 'with (security_invoker = on)');
      await runSql(em, sql`create materialized view ${sql.id(`${schema}.snapshot`)} as select id from client`);
      expect(await viewsWithOwnerRights(em, schema)).toEqual(['owner_rights', 'plain', 'snapshot']);
    } finally {
      await runSql(em, sql`drop schema ${sql.id(schema)} cascade`);
    }
  });
});
