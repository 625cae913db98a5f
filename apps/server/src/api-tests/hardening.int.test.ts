import { randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bindAddress } from '../server.ts';
import {
  PROJECT_ID,
  type TestServer,
  createFirebaseAccount,
  registeredOwner,
  registrationPayload,
  startTestServer,
} from '../testing/test-server.ts';

// One test (or more) per item of the hardening issue: each failed before the change.

let server: TestServer;
let owner: Awaited<ReturnType<typeof registeredOwner>>;
const lines: string[] = [];

beforeAll(async () => {
  const capture = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    lines.push(JSON.stringify({ level, message, ...fields }));
  server = await startTestServer(
    { CEP_PROVIDER_URL: 'http://127.0.0.1:9' },
    { log: { info: capture('info'), warn: capture('warn'), error: capture('error') } },
  );
  owner = await registeredOwner(server);
});
afterAll(() => server.close());

const emulatorAdmin = (path: string, body: unknown) =>
  fetch(`http://${server.emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });

async function loginToken(idToken: string): Promise<string> {
  const res = await server.request('/auth/login', { method: 'POST', json: { idToken } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe('1. sessions end when the identity provider account ends', () => {
  it('a disabled account: 401 at once on /auth/me, and on every call after', async () => {
    const user = await registeredOwner(server);
    expect((await server.request('/api/clients', { token: user.token })).status).toBe(200);
    expect((await emulatorAdmin('accounts:update', { localId: user.uid, disableUser: true })).status).toBe(200);
    expect((await server.request('/auth/me', { token: user.token })).status).toBe(401);
    expect((await server.request('/api/clients', { token: user.token })).status).toBe(401);
    const write = await server.request('/api/clients', {
      method: 'POST',
      token: user.token,
      json: { fullName: 'Ana', cpf: randomCpf(), phone: '11987654321' },
    });
    expect(write.status).toBe(401);
  });

  it('a disabled account: refused within 60 s on any call, without /auth/me', async () => {
    const user = await registeredOwner(server);
    expect((await server.request('/api/clients', { token: user.token })).status).toBe(200);
    await emulatorAdmin('accounts:update', { localId: user.uid, disableUser: true });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await server.request('/api/clients', { token: user.token })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a deleted account: /auth/me answers 401', async () => {
    const user = await registeredOwner(server);
    expect((await server.request('/auth/me', { token: user.token })).status).toBe(200);
    expect((await emulatorAdmin('accounts:delete', { localId: user.uid })).status).toBe(200);
    expect((await server.request('/auth/me', { token: user.token })).status).toBe(401);
  });
});

describe("2. 'Sair' ends this device's session only", () => {
  it('two devices: logout on one keeps the other; logout-all ends both', async () => {
    const user = await registeredOwner(server);
    const desk1 = user.token;
    const desk2 = await loginToken(user.idToken);
    expect((await server.request('/auth/logout', { method: 'POST', token: desk1 })).status).toBe(200);
    expect((await server.request('/auth/me', { token: desk1 })).status).toBe(401);
    expect((await server.request('/auth/me', { token: desk2 })).status).toBe(200);
    const desk3 = await loginToken((await createIdToken(user.email, user.password)) ?? '');
    expect((await server.request('/auth/logout-all', { method: 'POST', token: desk3 })).status).toBe(200);
    expect((await server.request('/auth/me', { token: desk2 })).status).toBe(401);
    expect((await server.request('/auth/me', { token: desk3 })).status).toBe(401);
  });
});

async function createIdToken(email: string, password: string): Promise<string | undefined> {
  const res = await fetch(
    `http://${server.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken?: string }).idToken;
}

describe('3. tRPC batches are bounded', () => {
  it('a batch of 1,000 procedures is refused with a pt-BR message; 10 run', async () => {
    const big = await server.request(`/trpc/${Array(1000).fill('auth.businessTypes').join(',')}?batch=1`);
    expect(big.status).toBe(400);
    const body = (await big.json()) as { error: { message: string } }[];
    expect(body[0]?.error.message ?? (body as unknown as { error: { message: string } }).error.message).toBe(
      'Chamadas demais em um só lote',
    );
    const small = await server.request(`/trpc/${Array(10).fill('auth.businessTypes').join(',')}?batch=1`);
    expect(small.status).toBe(200);
  });
});

describe('4. request bodies over 1 MB are refused', () => {
  const huge = JSON.stringify({ lunchBreakStart: '12:00', filler: 'x'.repeat(2 * 1024 * 1024) });
  it('signed in, REST and tRPC: 413 with a pt-BR error', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
    for (const [path, method] of [
      ['/api/settings', 'PUT'],
      ['/trpc/settings.update', 'POST'],
    ] as const) {
      const res = await server.app.request(path, { method, headers, body: huge });
      expect(res.status, path).toBe(413);
      const { error } = (await res.json()) as { error: string | { message: string } };
      expect(typeof error === 'string' ? error : error.message).toBe('Corpo da requisição grande demais (máximo de 1 MB)');
    }
  });
  it('unauthenticated /auth/login: 413 before anything else', async () => {
    const res = await server.app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(huge.length) },
      body: huge,
    });
    expect(res.status).toBe(413);
  });
});

describe('6. inputs that used to cause a 5xx', () => {
  const post = (path: string, json: unknown) => server.request(path, { method: 'POST', token: owner.token, json });
  it('a NUL byte in a text field or a query: 400 with a pt-BR error', async () => {
    const res = await post('/api/clients', { fullName: 'Ana\u0000', cpf: randomCpf(), phone: '11987654321' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('O texto contém caracteres não permitidos');
    expect((await server.request('/api/clients?search=%00', { token: owner.token })).status).toBe(400);
    expect((await post('/trpc/clients.create', { fullName: 'A\u0000', cpf: '1', phone: '1' })).status).toBe(400);
  });
  it('the year 0000 and 9999: 400', async () => {
    const res = await post('/api/appointments', {
      clientId: '00000000-0000-4000-8000-000000000000',
      serviceId: '00000000-0000-4000-8000-000000000000',
      date: '0000-01-01',
      startTime: '10:00',
    });
    expect(res.status).toBe(400);
    const blocked = await server.request('/api/blocked-days?startDate=9999-12-31&endDate=9999-12-31', { token: owner.token });
    expect(blocked.status).toBe(400);
  });
  it('malformed percent-encoding in a path: 404, not 500', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/assets/%ZZ.js', '/%25'])
      expect((await server.app.request(path)).status, path).toBeLessThan(500);
  });
  it("tRPC's own refusals keep their status: 405 and 415, with pt-BR messages", async () => {
    for (const method of ['OPTIONS', 'DELETE', 'PUT']) {
      const res = await server.request('/trpc/settings.get', { method, token: owner.token });
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
    }
    const text = await server.app.request('/trpc/settings.update', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${owner.token}` },
      body: 'oi',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { error: { message: string } }).error.message).toBe(
      'Tipo de conteúdo não suportado: envie application/json',
    );
  });
});

describe('7. the lunch break stays a valid range under concurrent partial updates', () => {
  it('end-only and start-only updates at once never store end ≤ start, and never answer 5xx', async () => {
    for (let round = 0; round < 5; round++) {
      await server.request('/api/settings', {
        method: 'PUT',
        token: owner.token,
        json: { lunchBreakStart: '12:00', lunchBreakEnd: '13:00' },
      });
      const answers = await Promise.all([
        server.request('/api/settings', { method: 'PUT', token: owner.token, json: { lunchBreakEnd: '12:30' } }),
        server.request('/api/settings', { method: 'PUT', token: owner.token, json: { lunchBreakStart: '12:45' } }),
      ]);
      for (const a of answers) expect([200, 400, 409]).toContain(a.status);
      const [row] = await server.orm.em
        .getConnection()
        .execute(`select lunch_break_start, lunch_break_end from agenda_settings where company_id = ?`, [owner.user.companyId]);
      expect(row?.lunch_break_end > row?.lunch_break_start).toBe(true);
    }
    // And the database itself refuses such a row, whoever writes it.
    await expect(
      server.orm.em
        .getConnection()
        .execute(`update agenda_settings set lunch_break_end = '12:30', lunch_break_start = '12:45' where company_id = ?`, [
          owner.user.companyId,
        ]),
    ).rejects.toThrow();
  });
});

describe('8. registration refuses oversized and unknown values', () => {
  it.each([
    ['a 300-character company name', { companyName: 'x'.repeat(300) }],
    ['a 100 KB street', { street: 'r'.repeat(100_000) }],
    ['an unknown plan', { plan: 'enterprise-unlimited' }],
    ['a state that is not a UF', { companyState: 'not-a-uf' }],
    ['200,000 business days', { businessDays: Array(200_000).fill(1) }],
    ['a repeated business day', { businessDays: [1, 1] }],
  ])('%s: 4xx with a pt-BR error, nothing stored', async (_label, overrides) => {
    const account = await createFirebaseAccount(server.emulatorHost);
    const res = await server.request('/auth/register', { method: 'POST', json: registrationPayload(account, overrides) });
    expect([400, 413]).toContain(res.status);
    expect(typeof ((await res.json()) as { error: string }).error).toBe('string');
    const [row] = await server.orm.em
      .getConnection()
      .execute('select count(*)::int as n from app_user where firebase_uid = ?', [account.uid]);
    expect(row?.n).toBe(0);
  });
});

describe('9. logs', () => {
  it('one line per request with company id; no CPF in any format, no e-mail, no token', async () => {
    lines.length = 0;
    await server.request('/api/clients/search/786.473.259-31', { token: owner.token });
    await server.request(`/api/clients/search/${encodeURIComponent(owner.email)}`, { token: owner.token });
    const { jsonLogger } = await import('../log.ts');
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      for (const line of lines) jsonLogger(true).info('replay', JSON.parse(line));
    } finally {
      spy.mockRestore();
    }
    const log = written.join('');
    expect(log).toContain(`"companyId":"${owner.user.companyId}"`);
    expect(log).not.toMatch(/786\.?473\.?259-?31/);
    expect(log).not.toContain(owner.email);
    expect(log).not.toContain(owner.token);
  });
  it('warns when one address collects a burst of 4xx answers', async () => {
    lines.length = 0;
    for (let i = 0; i < 20; i++) await server.request('/api/clients/not-a-client', { token: owner.token });
    expect(lines.some((l) => l.includes('"level":"warn"') && l.includes('client error burst'))).toBe(true);
  });
});

describe('10. headers', () => {
  it('Cache-Control: no-store on API answers (REST and tRPC)', async () => {
    for (const path of ['/api/clients', '/trpc/clients.list', '/auth/me', '/clients'])
      expect((await server.request(path, { token: owner.token })).headers.get('cache-control'), path).toBe('no-store');
  });
  it('X-Request-Id: a safe one is kept, anything else replaced', async () => {
    const kept = await server.request('/healthz', { headers: { 'x-request-id': 'lb-4f2a.9' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-4f2a.9');
    for (const bad of ['<script>alert(1)</script>', 'a'.repeat(200), 'id with spaces']) {
      const res = await server.request('/healthz', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).not.toBe(bad);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
  it('GET / serves the app whatever the Accept header', async () => {
    for (const accept of ['*/*', 'application/json', ''])
      expect(
        (await server.app.request('/', { headers: accept ? { accept } : {} })).headers.get('content-type'),
        accept,
      ).toContain('text/html');
  });
  it('HSTS by explicit setting only', async () => {
    const withHsts = await startTestServer({ HSTS_MAX_AGE: '31536000' });
    try {
      expect((await withHsts.request('/healthz')).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await withHsts.close();
    }
    expect(
      (await server.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});

describe('11. emulator mode binds to loopback', () => {
  it('unless HOST is set on purpose', () => {
    expect(bindAddress(undefined, true)).toBe('127.0.0.1');
    expect(bindAddress('0.0.0.0', true)).toBe('0.0.0.0');
    expect(bindAddress(undefined, false)).toBe('0.0.0.0');
  });
});
