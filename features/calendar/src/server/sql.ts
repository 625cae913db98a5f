import type { Em } from '@agenda/db';

interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

/** '?' placeholders → '$1', '$2'… (the calendar's statements hold no other '?'). */
const numbered = new Map<string, string>();
function toPg(text: string): string {
  let out = numbered.get(text);
  if (!out) {
    let n = 0;
    out = text.replace(/\?/g, () => `$${++n}`);
    numbered.set(text, out);
  }
  return out;
}

/**
 * One parameterised statement (`?` placeholders) on the request's connection — inside the
 * EntityManager's transaction when there is one. Outside a transaction, a statement given a `name`
 * runs as a prepared statement straight on a pooled connection: the weekly read is the product's hot
 * path, and skipping the query builder and the re-planning halves its server-side cost.
 */
export async function sql<T>(
  em: Em,
  text: string,
  params: readonly (string | number | null)[] = [],
  name?: string,
): Promise<T[]> {
  const knex = em.getConnection().getKnex();
  const trx = em.getTransactionContext();
  if (!trx && name) {
    const client = knex.client as unknown as KnexClient;
    const connection = await client.acquireConnection();
    try {
      return (await connection.query({ name, text: toPg(text), values: [...params] })).rows as T[];
    } finally {
      await client.releaseConnection(connection);
    }
  }
  const query = knex.raw(text, params as (string | number | null)[]);
  if (trx) query.transacting(trx);
  const result = (await query) as { rows: T[] };
  return result.rows;
}
