import { CompanyStatements, toDollar } from './company-statement.ts';
import type { Em } from './orm.ts';
import { preparedQuery } from './prepared.ts';

/** Where a statement runs: a request's EntityManager, or a company's one-round-trip statements. */
export type SqlTarget = Em | CompanyStatements;

/**
 * One parameterised statement (`?` placeholders) on the request's connection, inside its transaction
 * when there is one (tenant requests always have one: the company is set for it, and row-level
 * security reads it), or as the company in one round trip (CompanyStatements, the hot reads). For the
 * hot reads and the conditional updates the ORM cannot express. A statement given a `name` runs as a
 * prepared statement (planned once per connection): the hot paths.
 */
export async function sql<T>(target: SqlTarget, text: string, params: readonly unknown[] = [], name?: string): Promise<T[]> {
  if (target instanceof CompanyStatements) return target.query<T>(text, params, name);
  if (name) return preparedQuery<T>(target, name, toDollar(text), params);
  return target.getConnection().execute<T[]>(text, [...params] as never[], 'all', target.getTransactionContext());
}
