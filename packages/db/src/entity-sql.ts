import type { EntitySchema } from '@mikro-orm/core';
import type { Em } from './orm.ts';
import { runSql } from './sql.ts';
import { type Sql, sql } from './sql-template.ts';

// Entities read by plain statements and merged into the EntityManager, for the writes' hot paths:
// measured in one process on one row, `em.findOne` spends 3.5–5.5 ms of CPU in its query builder and
// knex's runner, a plain statement mapped by `em.map` 0.6–1.2 ms (decision 070). What comes back is
// managed as a find's result is: a change to it is flushed as usual.

interface BySqlOptions {
  /** Prepared once per connection under this name (the hot paths). */
  name?: string;
  /** Locks the rows in the same statement; what they hold replaces what the EntityManager had. */
  forUpdate?: boolean;
}

async function rowsOf<T extends object>(em: Em, schema: EntitySchema<T>, where: Sql, tail: Sql, options: BySqlOptions) {
  const meta = em.getMetadata().get(schema.meta.className);
  const lock = options.forUpdate ? sql` for update` : sql``;
  const rows = await runSql<Record<string, unknown>>(
    em,
    sql`select * from ${sql.id(meta.tableName)} where ${where}${tail}${lock}`,
    options.name,
  );
  // As a find does, an entity the EntityManager already holds is kept as it is (unflushed changes too),
  // unless locked. `em.map` passes its options on to `em.merge` (whose `refresh` its type leaves out).
  const merge = { refresh: options.forUpdate === true } as { schema?: string };
  return rows.map((row) => em.map(schema, row as never, merge) as T);
}

/** The entity of `schema` where `where` holds, or null: `em.findOne` in one plain statement. */
export async function findOneBySql<T extends object>(
  em: Em,
  schema: EntitySchema<T>,
  where: Sql,
  options: BySqlOptions = {},
): Promise<T | null> {
  return (await rowsOf(em, schema, where, sql` limit 1`, options))[0] ?? null;
}

/** The entities of `schema` where `where` holds, in `orderBy`'s order if given: `em.find` in one plain statement. */
export function findBySql<T extends object>(
  em: Em,
  schema: EntitySchema<T>,
  where: Sql,
  options: BySqlOptions & { orderBy?: Sql } = {},
): Promise<T[]> {
  return rowsOf(em, schema, where, options.orderBy ? sql` order by ${options.orderBy}` : sql``, options);
}
