import { createHash } from 'node:crypto';
import { type Em, runSql, sql } from '@agenda/db';
import { conflict } from './errors.ts';

/**
 * A request sent with an Idempotency-Key, done once: its feature's table of first answers
 * (`company_id, key, body_hash, answer jsonb, created_at`, primary key `(company_id, key)`), the
 * request's body without the key, and the 409's words for the key sent again with another body.
 */
export interface IdempotentRequest {
  table: string;
  companyId: string;
  key: string;
  body: unknown;
  reusedMessage: string;
}

const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Runs `work` once per key, inside the request's transaction `tx` (decision 010). The key is claimed
 * by an insert: one another request holds waits for that transaction; once it commits, this one
 * answers its first answer without doing anything; if it rolled back (a refusal), the key is free
 * again and this request does the work. The same key with another body is a 409. Without a
 * request, `work` simply runs.
 */
export async function onceByKey<A>(tx: Em, request: IdempotentRequest | null, work: () => Promise<A>): Promise<A> {
  if (!request) return work();
  const { companyId, key } = request;
  const table = sql.id(request.table);
  const hash = bodyHash(request.body);
  const claimed = await runSql(
    tx,
    sql`insert into ${table} (company_id, key, body_hash, created_at) values (${companyId}, ${key}, ${hash}, now())
         on conflict do nothing returning key`,
  );
  if (claimed.length === 0) {
    const [earlier] = await runSql<{ body_hash: string; answer: A | null }>(
      tx,
      sql`select body_hash, answer from ${table} where company_id = ${companyId} and key = ${key}`,
    );
    if (!earlier || earlier.body_hash !== hash || earlier.answer === null) throw conflict(request.reusedMessage);
    return earlier.answer;
  }
  const answer = await work();
  await runSql(
    tx,
    sql`update ${table} set answer = ${JSON.stringify(answer)}::jsonb where company_id = ${companyId} and key = ${key}`,
  );
  return answer;
}
