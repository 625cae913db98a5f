import type pg from 'pg';
import { CompanyStatements } from './company-statement.ts';
import type { Em } from './orm.ts';
import { preparedQuery } from './prepared.ts';
import type { Sql } from './sql-template.ts';

/**
 * Where a statement runs: a request's EntityManager, a company's one-round-trip statements, or a
 * node-postgres client of its own (below the ORM: creating a database, backups).
 */
export type SqlTarget = Em | CompanyStatements | pg.ClientBase;

/**
 * Runs a statement built with the `sql` tag — the one way this code base sends SQL of its own. On an
 * EntityManager it runs on the request's connection, inside its transaction when there is one
 * (tenant requests always have one: the company is set for it and row-level security reads it); on
 * CompanyStatements as the company in one round trip (the hot reads). A statement given a `name` is
 * prepared once per connection (planned once, not at every call): the hot paths.
 */
export async function runSql<T>(target: SqlTarget, statement: Sql, name?: string): Promise<T[]> {
  const { text, values } = statement.render();
  if (target instanceof CompanyStatements) return target.run<T>(text, values, name);
  if (!('getConnection' in target)) return (await target.query({ text, values, name })).rows as T[];
  return preparedQuery<T>(target, name, text, values);
}
