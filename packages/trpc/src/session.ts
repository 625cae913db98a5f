import type { StatementGuard } from '@agenda/db';
import type { Role } from '@agenda/access';

/** Who is calling: the verified identity plus the user and company it maps to. */
export interface Session {
  uid: string;
  email: string;
  userId: string;
  companyId: string;
  role: Role;
  fullName: string;
  timeZone: string;
}

/** A verified token whose owner may not have finished registering yet. */
export interface Identity {
  uid: string;
  email: string;
  /** When the token was issued (seconds since epoch), for revocation checks. */
  issuedAt: number;
  /** The device session an app session token belongs to (absent for identity-provider tokens). */
  sessionId?: string;
}

/**
 * A session remembered from an earlier request of the same token, to be re-checked inside a hot
 * read's own round trip (see tenantReadProcedure) instead of by a lookup of its own before it.
 */
export interface RecalledSession {
  identity: Identity;
  /** As last looked up; trusted only once `check` has said 'same'. */
  session: Session;
  check: SessionCheck;
}

/**
 * The statement that re-reads a recalled session, sent with the hot read's first statement, and
 * what its answer said: `same` (the read's rows may go out), `changed` (the session holds but its
 * details moved on — time zone, name, role: run again with `fresh`), `gone` (revoked, expired or
 * never there: 401), `unknown` while it has not been read.
 */
export interface SessionCheck {
  readonly guard: StatementGuard;
  outcome(): 'unknown' | 'same' | 'changed' | 'gone';
  /** The session as the check read it (after `changed`). */
  fresh(): Session | null;
}

/**
 * Turns a bearer token into an identity and a session. Provided by the auth feature and wired by
 * the server, so this package knows nothing of users or companies.
 */
export interface SessionResolver {
  resolve(token: string, em: import('@agenda/db').Em): Promise<{ identity: Identity; session: Session | null } | null>;
  /** The session this token had at its last lookup, with its check; null when there is none to go on. */
  recall?(token: string): Promise<RecalledSession | null>;
}
