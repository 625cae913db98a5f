import { createHmac } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { verifyHs256 } from './hs256.ts';

const ISSUER = 'agenda';
const AUDIENCE = 'agenda-api';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** Verified session tokens kept in memory (one per signed-in device; cleared whole when full). */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface VerifiedToken {
  uid: string;
  /** A Firebase ID token's e-mail; '' for the app's session tokens, which carry no personal data. */
  email: string;
  issuedAt: number;
  /** Present on the app's own session tokens only. */
  sessionVersion?: number;
  /** The device's session row (`auth_session.id`); app session tokens only. */
  sessionId?: string;
}

/**
 * Two kinds of bearer are accepted: a Firebase ID token, and the session token `/auth/login`
 * returns (HS256, signed with the server's secret, see docs/decisions/001). Both are verified
 * locally, with no call to Firebase per request.
 */
export class TokenVerifier {
  private readonly key: Uint8Array;
  private readonly limitSecret: Buffer;

  constructor(
    private readonly auth: Auth,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.limitSecret = createHmac('sha256', secret).update('agenda rate-limit keys').digest();
  }

  /**
   * A verified account's counter within a rate limit: an HMAC of its uid under the server's secret,
   * so the counters table names nobody (and a guess cannot be checked against it).
   */
  limitKey(uid: string): string {
    return createHmac('sha256', this.limitSecret).update(uid).digest('base64url');
  }

  /**
   * The device's session token: ids and times only (the account's opaque uid, the session row, the
   * sign-out version, issue and expiry), so whoever reads a token learns nobody's e-mail or name.
   */
  async issueSession(uid: string, sessionVersion: number, sessionId: string): Promise<string> {
    return new SignJWT({ sv: sessionVersion, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(uid)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verifyFirebase(token: string): Promise<VerifiedToken | null> {
    try {
      const decoded = await this.auth.verifyIdToken(token);
      return { uid: decoded.uid, email: (decoded.email ?? '').toLowerCase(), issuedAt: decoded.iat };
    } catch {
      return null;
    }
  }

  /**
   * Session tokens already verified, until they expire: a signed-in browser sends the same token
   * with every request, and checking it is pure (token and secret alone decide), so the answer can
   * be kept. Revocation is not decided here but by the session lookup that follows, every time.
   */
  private readonly verified = new Map<string, { token: VerifiedToken; expiresAt: number }>();

  async verify(token: string): Promise<VerifiedToken | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now() / 1000) return known.token;
      this.verified.delete(token);
    }
    return this.verifyUncached(token);
  }

  private async verifyUncached(token: string): Promise<VerifiedToken | null> {
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      return null;
    }
    if (alg !== 'HS256') return this.verifyFirebase(token);
    const payload = verifyHs256(token, this.key, { issuer: ISSUER, audience: AUDIENCE });
    if (!payload) return null;
    const { sub, sv, sid } = payload;
    if (typeof sub !== 'string' || typeof sv !== 'number' || typeof sid !== 'string') return null;
    const verified = {
      uid: sub,
      email: '',
      issuedAt: (payload.iat as number | undefined) ?? 0,
      sessionVersion: sv,
      sessionId: sid,
    };
    if (typeof payload.exp === 'number') {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
      this.verified.set(token, { token: verified, expiresAt: payload.exp });
    }
    return verified;
  }
}
