import type { Em } from './orm.ts';
import { preparedQuery } from './prepared.ts';

/** '?' placeholders → '$1', '$2'… (for statements holding no other '?'). */
const numbered = new Map<string, string>();
function toDollar(text: string): string {
  let out = numbered.get(text);
  if (!out) {
    let n = 0;
    out = text.replace(/\?/g, () => `$${++n}`);
    numbered.set(text, out);
  }
  return out;
}

/**
 * One parameterised statement (`?` placeholders) on the request's connection, inside its transaction
 * when there is one (tenant requests always have one: the company is set for it, and row-level
 * security reads it). For the hot reads and the conditional updates the ORM cannot express. A
 * statement given a `name` runs as a prepared statement (planned once per connection): the hot paths.
 */
export async function sql<T>(em: Em, text: string, params: readonly unknown[] = [], name?: string): Promise<T[]> {
  if (name) return preparedQuery<T>(em, name, toDollar(text), params);
  return em.getConnection().execute<T[]>(text, [...params] as never[], 'all', em.getTransactionContext());
}
