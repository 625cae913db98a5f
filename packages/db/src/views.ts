import type { Em } from './orm.ts';
import { runSql } from './sql.ts';
import { sql } from './sql-template.ts';

/**
 * The views of `schema` that read with their owner's rights rather than their caller's. A view runs
 * as its owner (the admin role, which row-level security does not bind) unless it was created
 * `with (security_invoker = true)`; a materialized view always does (it holds rows of its own, which
 * no policy filters). Each one is a way around the tenant guarantee, so a test lists them and fails
 * on any not allowed, with its reason, by name.
 */
export async function viewsWithOwnerRights(em: Em, schema = 'public'): Promise<string[]> {
  const rows = await runSql<{ name: string }>(
    em,
    sql`select c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = ${schema}
           and (c.relkind = 'm'
                or (c.relkind = 'v' and not coalesce(
                      (select o.option_value::boolean from pg_options_to_table(c.reloptions) o
                        where o.option_name = 'security_invoker'), false)))
         order by c.relname`,
  );
  return rows.map((r) => r.name);
}
