import { type Em, preparedQuery } from '@agenda/db';
import type { Session, SessionResolver } from '@agenda/trpc';
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
}

/** A token is refused once its user logged out after it was issued. */
export function isRevoked(token: VerifiedToken, user: { sessionVersion: number; sessionsValidAfter: Date | null }): boolean {
  if (token.sessionVersion !== undefined) return token.sessionVersion !== user.sessionVersion;
  const validAfter = user.sessionsValidAfter ? Math.floor(user.sessionsValidAfter.getTime() / 1000) : 0;
  return token.issuedAt < validAfter;
}

// Every request runs this: one indexed query for the user and the company's time zone, prepared.
const SESSION_SQL = `
  select u.id as user_id, u.firebase_uid, u.email, u.company_id, u.role, u.full_name,
         u.session_version, u.sessions_valid_after, c.time_zone
    from app_user u join company c on c.id = u.company_id
   where u.firebase_uid = $1`;

export function sessionResolver(tokens: TokenVerifier): SessionResolver {
  return {
    async resolve(token: string, em: Em) {
      const verified = await tokens.verify(token);
      if (!verified) return null;
      const identity = { uid: verified.uid, email: verified.email, issuedAt: verified.issuedAt };
      const [row] = await preparedQuery<SessionRow>(em, 'agenda_session', SESSION_SQL, [verified.uid]);
      // A verified Firebase account that has not registered yet may still call /auth/register.
      if (!row) return verified.sessionVersion === undefined ? { identity, session: null } : null;
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
