// @pooler-pass: session lookups and revocations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The session token /auth/login hands out is read by whoever holds it: it names nobody.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('session token', () => {
  it('carries only ids and times, and still opens the session', async () => {
    const owner = await registeredOwner(server);
    const payload = JSON.parse(Buffer.from(owner.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sid', 'sub', 'sv']);
    expect(JSON.stringify(payload)).not.toContain(owner.email);
    expect(JSON.stringify(payload)).not.toContain('Maria');
    const me = await server.request('/auth/me', { token: owner.token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(owner.email);
  });
});
