import { createHmac } from 'node:crypto';
import type { Em, Orm } from './orm.ts';
import { runSql } from './sql.ts';
import { sql } from './sql-template.ts';

/**
 * The role sign-in runs as: the lookups made before a company is known (the session on every request,
 * sign-in, sign-up's checks, an invitation's link). Neither superuser nor BYPASSRLS, and it may touch
 * only the tables the features declare for it (`ServerFeature.signIn`), with the privileges they name:
 * the running server holds no administrative connection (migrations and seeders use one and close it).
 */
export const SIGN_IN_ROLE = 'agenda_sign_in';

export type TablePrivilege = 'select' | 'insert' | 'update' | 'delete';

/** What the sign-in connection may do to one table of a feature. */
export interface SignInGrant {
  table: string;
  privileges: readonly TablePrivilege[];
}

/** The sign-in role's password when the server manages the role: stable across instances sharing the secret. */
export function signInRolePassword(secret: string): string {
  return createHmac('sha256', secret).update(SIGN_IN_ROLE).digest('hex');
}

/** Makes sure `role` can log in with `password`, as neither superuser nor BYPASSRLS (idempotent). */
export async function ensureLoginRole(em: Em, role: string, password: string): Promise<void> {
  const id = sql.id(role);
  await runSql(
    em,
    sql`do $$ begin
      if not exists (select 1 from pg_roles where rolname = ${sql.literal(role)}) then
        create role ${id} login nosuperuser nobypassrls noinherit password ${sql.literal(password)};
      else
        alter role ${id} login nosuperuser nobypassrls password ${sql.literal(password)};
      end if;
    end $$`,
  );
}

const PRIVILEGES = new Set<TablePrivilege>(['select', 'insert', 'update', 'delete']);

/**
 * Exactly the declared privileges, nothing else (every other grant is revoked first, so a privilege a
 * feature stops declaring goes too), and on each declared table under row-level security a policy that
 * shows it every company's rows: it looks a person up before their company is known. Run after
 * `enforceTenantIsolation`, which turns row-level security on.
 */
export async function grantSignInRole(orm: Orm, grants: readonly SignInGrant[]): Promise<void> {
  const em = orm.em.fork();
  const role = sql.id(SIGN_IN_ROLE);
  await runSql(em, sql`grant usage on schema public to ${role}`);
  await runSql(em, sql`revoke all on all tables in schema public from ${role}`);
  await runSql(em, sql`revoke all on all sequences in schema public from ${role}`);
  for (const { table, privileges } of grants) {
    if (privileges.some((p) => !PRIVILEGES.has(p))) throw new Error(`Unknown privilege for ${table}: ${privileges.join(', ')}`);
    await runSql(em, sql`grant ${sql.raw(privileges.join(', '))} on table ${sql.id(table)} to ${role}`);
    const [secured] = await runSql<{ relrowsecurity: boolean }>(
      em,
      sql`select relrowsecurity from pg_class where oid = ${table}::regclass`,
    );
    await runSql(em, sql`drop policy if exists sign_in on ${sql.id(table)}`);
    if (secured?.relrowsecurity) {
      await runSql(em, sql`create policy sign_in on ${sql.id(table)} to ${role} using (true) with check (true)`);
    }
  }
}
