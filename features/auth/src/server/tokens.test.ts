import type { Auth } from 'firebase-admin/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_SECONDS, TokenVerifier } from './tokens.ts';

// Session tokens only: a Firebase ID token goes to the provider's verifier, never here.
const noFirebase = {
  verifyIdToken: () => Promise.reject(new Error('not a session token')),
} as unknown as Auth;
const SECRET = 'a-session-secret-long-enough-0123456789';

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenVerifier (session tokens)', () => {
  it('carries ids and times only: no e-mail, no name in a token anyone holding it can read', async () => {
    const token = await new TokenVerifier(noFirebase, SECRET).issueSession('uid-1', 3, '6f1c2b9e-2d4a-4f7e-9a1b-0c3d5e7f9a2b');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sid', 'sub', 'sv']);
  });

  it('accepts its own token again and again, and stops at its expiry even once kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T12:00:00Z'));
    const tokens = new TokenVerifier(noFirebase, SECRET);
    const token = await tokens.issueSession('uid-1', 3, '6f1c2b9e-2d4a-4f7e-9a1b-0c3d5e7f9a2b');
    const expected = {
      uid: 'uid-1',
      email: '',
      sessionVersion: 3,
      sessionId: '6f1c2b9e-2d4a-4f7e-9a1b-0c3d5e7f9a2b',
    };
    expect(await tokens.verify(token)).toMatchObject(expected);
    expect(await tokens.verify(token)).toMatchObject(expected);
    vi.setSystemTime(new Date(Date.parse('2026-05-04T12:00:00Z') + (SESSION_TTL_SECONDS - 1) * 1000));
    expect(await tokens.verify(token)).toMatchObject(expected);
    vi.setSystemTime(new Date(Date.parse('2026-05-04T12:00:00Z') + SESSION_TTL_SECONDS * 1000));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, however often it is sent', async () => {
    const mine = new TokenVerifier(noFirebase, SECRET);
    const theirs = new TokenVerifier(noFirebase, `${SECRET}-other`);
    const foreign = await theirs.issueSession('uid-2', 1, '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9');
    expect(await theirs.verify(foreign)).not.toBeNull();
    for (let i = 0; i < 2; i++) expect(await mine.verify(foreign)).toBeNull();
    const own = await mine.issueSession('uid-2', 1, '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9');
    expect(await mine.verify(own)).not.toBeNull();
    const [head, body, signature = ''] = own.split('.');
    const altered = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (let i = 0; i < 2; i++) expect(await mine.verify(altered)).toBeNull();
  });
});
