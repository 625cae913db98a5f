/** Who is calling: the verified identity plus the user and company it maps to. */
export interface Session {
  uid: string;
  email: string;
  userId: string;
  companyId: string;
  role: 'OWNER' | 'STAFF';
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
 * Turns a bearer token into an identity and a session. Provided by the auth feature and wired by
 * the server, so this package knows nothing of users or companies.
 */
export interface SessionResolver {
  resolve(token: string, em: import('@agenda/db').Em): Promise<{ identity: Identity; session: Session | null } | null>;
}
