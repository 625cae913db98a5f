import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Hs256Claims {
  sub?: unknown;
  email?: unknown;
  sv?: unknown;
  /** The device session the token belongs to. */
  sid?: unknown;
  iat?: unknown;
  exp?: unknown;
  nbf?: unknown;
  iss?: unknown;
  aud?: unknown;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Verifies the app's own session token (compact JWS, HS256) with node:crypto, synchronously: the
 * same checks as jose's jwtVerify (algorithm, no `crit`, signature in constant time, issuer,
 * audience, expiry and not-before with no clock tolerance), without WebCrypto's per-call overhead on
 * every API request. Null when any check fails.
 */
export function verifyHs256(token: string, key: Uint8Array, expect: { issuer: string; audience: string }): Hs256Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head = '', body = '', signature = ''] = parts;
  const header = decodeJson(head);
  if (header?.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const wanted = createHmac('sha256', key).update(`${head}.${body}`).digest();
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  const claims = decodeJson(body) as Hs256Claims | null;
  if (!claims) return null;
  const now = Math.floor(Date.now() / 1000);
  if (claims.iss !== expect.issuer) return null;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expect.audience)) return null;
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || claims.exp <= now)) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
  return claims;
}
