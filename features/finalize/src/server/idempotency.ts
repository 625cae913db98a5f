import { createHash } from 'node:crypto';
import { type Em, runSql, sql } from '@agenda/db';
import { conflict } from '@agenda/trpc';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';

export const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Claims an Idempotency-Key inside the request's transaction. The insert of a key another request
 * holds waits for that transaction: once it commits, this one sees its answer (returned here);
 * if it rolled back, the key is free again and this request does the work. The same key with
 * another body is a 409.
 */
export async function claimKey<A>(tx: Em, companyId: string, key: string, hash: string): Promise<{ answer: A } | null> {
  const claimed = await runSql(
    tx,
    sql`insert into finalize_request (company_id, key, body_hash, created_at) values (${companyId}, ${key}, ${hash}, now())
         on conflict do nothing returning key`,
  );
  if (claimed.length) return null;
  const [earlier] = await runSql<{ body_hash: string; answer: A | null }>(
    tx,
    sql`select body_hash, answer from finalize_request where company_id = ${companyId} and key = ${key}`,
  );
  if (!earlier || earlier.body_hash !== hash || earlier.answer === null) throw conflict(T.idempotencyReused);
  return { answer: earlier.answer };
}

export async function saveAnswer(tx: Em, companyId: string, key: string, answer: unknown): Promise<void> {
  await runSql(
    tx,
    sql`update finalize_request set answer = ${JSON.stringify(answer)}::jsonb where company_id = ${companyId} and key = ${key}`,
  );
}
