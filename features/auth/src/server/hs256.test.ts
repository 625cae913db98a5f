import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from './hs256.ts';

const key = new TextEncoder().encode('a-secret-that-is-long-enough-0123456789');
const expect_ = { issuer: 'agenda', audience: 'agenda-api' };

function token(claims: { iss?: string; aud?: string | string[]; exp?: number; nbf?: number } = {}, alg = 'HS256', k = key) {
  const jwt = new SignJWT({ email: 'a@b.com', sv: 0 }).setProtectedHeader({ alg, typ: 'JWT' }).setSubject('uid-1').setIssuedAt();
  jwt.setIssuer(claims.iss ?? 'agenda').setAudience(claims.aud ?? 'agenda-api');
  jwt.setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 60);
  if (claims.nbf) jwt.setNotBefore(claims.nbf);
  return jwt.sign(k);
}

describe('verifyHs256', () => {
  it('accepts a token jose signed, with its claims', async () => {
    expect(verifyHs256(await token(), key, expect_)).toMatchObject({ sub: 'uid-1', email: 'a@b.com', sv: 0 });
    expect(verifyHs256(await token({ aud: ['x', 'agenda-api'] }), key, expect_)).not.toBeNull();
  });

  it('refuses another key, a changed payload or signature, and garbage', async () => {
    const good = await token();
    expect(
      verifyHs256(await token({}, 'HS256', new TextEncoder().encode('another-secret-0123456789-abcdefghij')), key, expect_),
    ).toBeNull();
    const [h, p, s] = good.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), sub: 'uid-2' }),
    ).toString('base64url');
    expect(verifyHs256(`${h}.${forged}.${s}`, key, expect_)).toBeNull();
    expect(verifyHs256(`${h}.${p}.${(s ?? '').slice(0, -2)}AA`, key, expect_)).toBeNull();
    expect(verifyHs256(`${h}.${p}`, key, expect_)).toBeNull();
    expect(verifyHs256('not-a-token', key, expect_)).toBeNull();
  });

  it('refuses another algorithm, issuer or audience, an expired or not-yet-valid token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(verifyHs256(await token({}, 'HS512'), key, expect_)).toBeNull();
    expect(verifyHs256(await token({ iss: 'other' }), key, expect_)).toBeNull();
    expect(verifyHs256(await token({ aud: 'other' }), key, expect_)).toBeNull();
    expect(verifyHs256(await token({ exp: now - 1 }), key, expect_)).toBeNull();
    expect(verifyHs256(await token({ nbf: now + 60 }), key, expect_)).toBeNull();
  });
});
