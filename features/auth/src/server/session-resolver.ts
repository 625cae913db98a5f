import { type Em, runSql, sql } from '@agenda/db';
import type { Identity, Session, SessionCheck, SessionResolver } from '@agenda/trpc';
import type { Role } from '@agenda/access';
import { type AccountCheck, revokeAllSessions } from './account-check.ts';
import type { TokenVerifier, VerifiedToken } from './tokens.ts';

interface SessionRow {
  user_id: string;
  firebase_uid: string;
  email: string;
  company_id: string;
  role: Role;
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

// Every request runs this, prepared: one indexed query for the membership, the company's time zone
// and whether the device's session is still open. A device session names its membership (the
// clinic chosen at sign-in); an identity-provider token, which names none, gets the person's most
// recently used one. A deactivated membership has no session.
const sessionSql = (sessionId: string | null, uid: string) => sql`
  select u.id as user_id, u.firebase_uid, u.email, u.company_id, u.role, u.full_name,
         u.session_version, u.sessions_valid_after, c.time_zone,
         (${sessionId}::uuid is null or exists (
            select 1 from auth_session s
             where s.id = ${sessionId}::uuid and s.user_id = u.id and s.revoked_at is null and s.expires_at > now()
         )) as session_open
    from app_user u join company c on c.id = u.company_id
   where u.firebase_uid = ${uid} and u.active
     and (${sessionId}::uuid is null or exists (select 1 from auth_session m where m.id = ${sessionId}::uuid and m.user_id = u.id))
   order by u.last_sign_in_at desc nulls last, u.created_at
   limit 1`;

/** The same lookup as one JSON text, for a hot read's round trip (see recall). */
const checkSql = (sessionId: string | null, uid: string) =>
  sql`select row_to_json(s)::text from (${sessionSql(sessionId, uid)}) s`;
/** Sessions remembered per token (one per signed-in device; cleared whole when full). */
const SESSIONS_KEPT = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session a looked-up row grants the token, or null when it is closed or revoked. */
function sessionOf(verified: VerifiedToken, row: SessionRow): Session | null {
  if (!row.session_open) return null;
  const validAfter = row.sessions_valid_after ? new Date(row.sessions_valid_after) : null;
  if (isRevoked(verified, { sessionVersion: row.session_version, sessionsValidAfter: validAfter })) return null;
  return {
    uid: row.firebase_uid,
    email: row.email,
    userId: row.user_id,
    companyId: row.company_id,
    role: row.role,
    fullName: row.full_name,
    timeZone: row.time_zone,
  };
}

const SESSION_KEYS = ['uid', 'email', 'userId', 'companyId', 'role', 'fullName', 'timeZone'] as const;
const sameSession = (a: Session, b: Session) => SESSION_KEYS.every((key) => a[key] === b[key]);

const identityOf = (verified: VerifiedToken): Identity => ({
  uid: verified.uid,
  email: verified.email,
  issuedAt: verified.issuedAt,
  sessionId: verified.sessionId,
});

/**
 * A recalled session's check: checkSql rides with the hot read's first statement, under the
 * recalled company (row-level security shows the user's rows only if they are still that company's),
 * and its one row judges the recalled session.
 */
function sessionCheck(verified: VerifiedToken, recalled: Session, update: (fresh: Session | null) => void): SessionCheck {
  let outcome: ReturnType<SessionCheck['outcome']> = 'unknown';
  let fresh: Session | null = null;
  const { text, values } = checkSql(verified.sessionId ?? null, verified.uid).render();
  return {
    guard: {
      text,
      name: 'agenda_session_check',
      values,
      admit(firstColumns) {
        const json = firstColumns[0];
        fresh = json ? sessionOf(verified, JSON.parse(json) as SessionRow) : null;
        outcome = !fresh ? 'gone' : sameSession(fresh, recalled) ? 'same' : 'changed';
        if (outcome !== 'same') update(fresh);
        return outcome === 'same';
      },
    },
    outcome: () => outcome,
    fresh: () => fresh,
  };
}

export function sessionResolver(tokens: TokenVerifier, accounts: AccountCheck): SessionResolver {
  const remembered = new Map<string, Session>();
  const remember = (token: string, session: Session | null) => {
    if (!session) {
      remembered.delete(token);
      return;
    }
    if (remembered.size >= SESSIONS_KEPT && !remembered.has(token)) remembered.clear();
    remembered.set(token, session);
  };
  return {
    async resolve(token: string, em: Em) {
      remembered.delete(token);
      const verified = await tokens.verify(token);
      if (!verified) return null;
      if (verified.sessionId !== undefined && !UUID.test(verified.sessionId)) return null;
      const identity = identityOf(verified);
      const sid = verified.sessionId ?? null;
      const [row] = await runSql<SessionRow>(em, sessionSql(sid, verified.uid), 'agenda_session');
      // A disabled or deleted identity loses every session, at most a minute after the fact.
      if (!(await accounts.isActive(verified.uid))) {
        if (row) await revokeAllSessions(em, verified.uid);
        return null;
      }
      // A verified Firebase account that has not registered yet may still call /auth/register.
      if (!row) return verified.sessionVersion === undefined ? { identity, session: null } : null;
      const session = sessionOf(verified, row);
      if (!session) return null;
      remember(token, session);
      return { identity, session };
    },

    /**
     * The session this token had at its last lookup, for a hot read to check inside its own round
     * trip. Nothing is recalled once the token expired, or while the account's minute of trust at
     * the identity provider is over (the ordinary lookup asks it again).
     */
    async recall(token: string) {
      const session = remembered.get(token);
      if (!session) return null;
      const verified = await tokens.verify(token);
      if (!verified || !accounts.recentlyConfirmed(verified.uid)) return null;
      return {
        identity: identityOf(verified),
        session,
        check: sessionCheck(verified, session, (fresh) => remember(token, fresh)),
      };
    },
  };
}
