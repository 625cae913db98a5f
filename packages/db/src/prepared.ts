import type { Em } from './orm.ts';
import { statementName } from './pooler.ts';

interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

/**
 * A hot, parameterised statement (`$1`, `$2`… placeholders) as a named prepared statement:
 * PostgreSQL plans it once per connection instead of on every request, which matters most under
 * row-level security (the planner adds the policies to every query). Inside the EntityManager's
 * transaction — where tenant requests run, with the company set — it runs on that transaction's
 * connection (a knex transaction's client hands out the connection it holds); outside, on a pooled one.
 * Behind a transaction pooler it goes unnamed (see pooler.ts).
 */
export async function preparedQuery<T>(
  em: Em,
  statement: string | undefined,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  const knex = em.getConnection().getKnex();
  const name = statementName(knex.client, statement);
  const trx = em.getTransactionContext() as { client?: KnexClient } | undefined;
  if (trx?.client) {
    const connection = await trx.client.acquireConnection();
    return (await connection.query({ name, text, values: [...params] })).rows as T[];
  }
  const client = knex.client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query({ name, text, values: [...params] })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
