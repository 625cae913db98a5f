import { type Em, preparedQuery } from '@agenda/db';
import type { Session, SessionResolver } from '@agenda/trpc';
import { type AccountCheck, revokeAllSessions } from './account-check.ts';
import type { TokenVerifier, VerifiedToken } from './tokens.ts';

interface SessionRow {
  user_id: string;
  firebase_uid: string;
  email: string;
  company_id: string;
  role: 'OWNER' | 'STAFF';
  full_name: string;
  session_version: number;
  sessions_valid_after: Date | null;
  time_zone: string;
  /** Whether the token's device session is open (true for Firebase ID tokens, which have none). */
  session_open: boolean;
}

/** A token is refused once its user logged out after it was issued. */
export function isRevoked(token: VerifiedToken, user: { sessionVersion: number; sessionsValidAfter: Date | null }): boolean {
  if (token.sessionVersion !== undefined) return token.sessionVersion !== user.sessionVersion;
  const validAfter = user.sessionsValidAfter ? Math.floor(user.sessionsValidAfter.getTime() / 1000) : 0;
  return token.issuedAt < validAfter;
}

// Every request runs this, prepared: one indexed query for the user, the company's time zone and
// whether the device's session is still open.
const SESSION_SQL = `
  select u.id as user_id, u.firebase_uid, u.email, u.company_id, u.role, u.full_name,
         u.session_version, u.sessions_valid_after, c.time_zone,
         ($1::uuid is null or exists (
            select 1 from auth_session s
             where s.id = $1::uuid and s.user_id = u.id and s.revoked_at is null and s.expires_at > now()
         )) as session_open
    from app_user u join company c on c.id = u.company_id
   where u.firebase_uid = $2`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function sessionResolver(tokens: TokenVerifier, accounts: AccountCheck): SessionResolver {
  return {
    async resolve(token: string, em: Em) {
      const verified = await tokens.verify(token);
      if (!verified) return null;
      if (verified.sessionId !== undefined && !UUID.test(verified.sessionId)) return null;
      const identity = { uid: verified.uid, email: verified.email, issuedAt: verified.issuedAt, sessionId: verified.sessionId };
      const sid = verified.sessionId ?? null;
      const [row] = await preparedQuery<SessionRow>(em, 'agenda_session', SESSION_SQL, [sid, verified.uid]);
      // A disabled or deleted identity loses every session, at most a minute after the fact.
      if (!(await accounts.isActive(verified.uid))) {
        if (row) await revokeAllSessions(em, verified.uid);
        return null;
      }
      // A verified Firebase account that has not registered yet may still call /auth/register.
      if (!row) return verified.sessionVersion === undefined ? { identity, session: null } : null;
      if (!row.session_open) return null;
      const validAfter = row.sessions_valid_after ? new Date(row.sessions_valid_after) : null;
      if (isRevoked(verified, { sessionVersion: row.session_version, sessionsValidAfter: validAfter })) return null;
      const session: Session = {
        uid: row.firebase_uid,
        email: row.email,
        userId: row.user_id,
        companyId: row.company_id,
        role: row.role,
        fullName: row.full_name,
        timeZone: row.time_zone,
      };
      return { identity, session };
    },
  };
}
