import { createHmac } from 'node:crypto';
import { SET_COMPANY_STATEMENT } from './company-setting.ts';
import type { Em, Orm } from './orm.ts';
import { ensureLoginRole } from './sign-in-role.ts';
import { runSql } from './sql.ts';
import { sql } from './sql-template.ts';

/**
 * The role tenant requests run as: neither superuser nor BYPASSRLS, so PostgreSQL's row-level
 * security applies to it. Migrations, seeders and the sign-in lookups (which must find a user before
 * the company is known) run as the connecting (admin) role.
 */
export const APP_ROLE = 'agenda_app';

/** Identity tables read before a company is known; they get a policy by key, not by the setting alone. */
const COMPANY_TABLE = 'company';

/** The app role's password when the server manages the role: stable across instances sharing the secret. */
export function appRolePassword(secret: string): string {
  return createHmac('sha256', secret).update(APP_ROLE).digest('hex');
}

/** The connection string of the same database as the app role. */
export function appRoleUrl(adminUrl: string, password: string): string {
  return roleUrl(adminUrl, APP_ROLE, password);
}

/** The connection string of the same database as another role. */
export function roleUrl(adminUrl: string, role: string, password: string): string {
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/**
 * Makes sure the app role can log in with `password` and use every table (idempotent; run as the
 * admin role after migrating). A managed database whose admin cannot create roles passes
 * `DATABASE_APP_URL` instead, and this step is skipped.
 */
export async function prepareAppRole(orm: Orm, password: string): Promise<void> {
  await ensureLoginRole(orm.em, APP_ROLE, password);
  await grantAppRole(orm.em);
}

/** Table privileges for the app role (no DDL; the audit tables may take their own revokes after this). */
export async function grantAppRole(em: Em): Promise<void> {
  const role = sql.id(APP_ROLE);
  await runSql(em, sql`grant usage on schema public to ${role}`);
  await runSql(em, sql`grant select, insert, update, delete on all tables in schema public to ${role}`);
  await runSql(em, sql`grant usage, select on all sequences in schema public to ${role}`);
  await runSql(em, sql`revoke all on table mikro_orm_migrations from ${role}`);
  // Tables shared by every company (no company_id: reference data, counters the admin connection
  // keeps) are read-only to the tenant role; `company` has its own policy by id.
  const shared = await runSql<{ table_name: string }>(
    em,
    sql`select t.table_name from information_schema.tables t
     where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and t.table_name not in (${COMPANY_TABLE}, 'mikro_orm_migrations')
       and not exists (select 1 from information_schema.columns c
                        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'company_id')`,
  );
  for (const { table_name } of shared) {
    await runSql(em, sql`revoke insert, update, delete, truncate on table ${sql.id(table_name)} from ${role}`);
  }
}

/**
 * Row-level security on every tenant table: each table with a `company_id` column shows and accepts
 * only the rows of the company the transaction names in `app.company_id`; the company table only its
 * own row. Idempotent, run after every migration, so a new feature's tables are covered without a
 * line of its own. Feature tables may add stricter policies (append-only audit) on top.
 */
export async function enforceTenantIsolation(orm: Orm): Promise<string[]> {
  const tables = (
    await runSql<{ table_name: string }>(
      orm.em,
      sql`select c.table_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and c.column_name = 'company_id' and t.table_type = 'BASE TABLE'
       order by c.table_name`,
    )
  ).map((r) => r.table_name);
  for (const table of [...tables, COMPANY_TABLE]) {
    const key = sql.id(table === COMPANY_TABLE ? 'id' : 'company_id');
    await runSql(orm.em, sql`alter table ${sql.id(table)} enable row level security`);
    await runSql(orm.em, sql`drop policy if exists tenant_isolation on ${sql.id(table)}`);
    await runSql(
      orm.em,
      sql`create policy tenant_isolation on ${sql.id(table)} to ${sql.id(APP_ROLE)}
            using (${key} = ${sql.company}) with check (${key} = ${sql.company})`,
    );
  }
  return tables;
}

/**
 * Sets the company for the rest of the current transaction (`is_local`: safe behind PgBouncer in
 * transaction mode). Every tenant request runs it first, so it is prepared once per connection —
 * under the name and text the hot reads use too.
 */
export async function setTransactionCompany(em: Em, companyId: string): Promise<void> {
  await runSql(em, sql.setCompany(companyId), SET_COMPANY_STATEMENT);
}
