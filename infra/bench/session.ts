// A device session for the benchmark's seeded owner, as `/auth/login` would open one: a row in
// auth_session and the app's session token naming it.
import { randomUUID } from 'node:crypto';
import { TokenVerifier } from '@agenda/auth/server';
import type { Auth } from 'firebase-admin/auth';

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** `_email` names the account for the reader of a benchmark; the token itself carries ids only. */
export async function benchSessionToken(db: Queryable, secret: string, uid: string, _email: string): Promise<string> {
  const { rows } = await db.query('select id, company_id from app_user where firebase_uid = $1', [uid]);
  const user = rows[0];
  if (!user) throw new Error(`no user with uid ${uid}`);
  const sessionId = randomUUID();
  await db.query(`insert into auth_session (id, company_id, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
    sessionId,
    user.company_id,
    user.id,
  ]);
  return new TokenVerifier({} as Auth, secret).issueSession(uid, 0, sessionId);
}
