// @pooler-pass: rate-limit counters kept in PostgreSQL.
import { randomCpf } from '@agenda/br';
import { loadConfig } from '../config.ts';
import { jsonLogger } from '../log.ts';
import { buildServer } from '../server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingClinic } from '../testing/booking.ts';
import { freeWeek } from '../testing/dates.ts';
import {
  type TestServer,
  createFirebaseAccount,
  registeredOwner,
  registrationPayload,
  startTestServer,
} from '../testing/test-server.ts';

// Item 5 of the hardening issue: sign-in, sign-up, CPF and CEP look-ups are bounded per address
// and per account, with 429, Retry-After and a pt-BR message; the counters live in PostgreSQL, so
// two server instances over one database count together.

const TOO_MANY = 'Muitas tentativas. Aguarde um pouco e tente novamente.';
let server: TestServer;

beforeAll(async () => {
  // Real limits (factor 1); the client's address comes from X-Forwarded-For as behind a proxy.
  server = await startTestServer({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1', CEP_PROVIDER_URL: 'http://127.0.0.1:9' });
});
afterAll(() => server.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned JWT, as the Auth emulator issues them. */
const unsignedJwt = (claims: object) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/**
 * ID tokens a stranger can write naming `victim`: for another project, from another issuer,
 * expired, garbage, and the stranger's own genuine token with her e-mail written in (the emulator
 * does not sign tokens, so this one verifies — as the stranger's account, not hers).
 */
function forgedTokens(victim: { uid: string; email: string }, stranger: { idToken: string }): string[] {
  const own = claimsOf(stranger.idToken);
  const now = Math.floor(Date.now() / 1000);
  const hers = { ...own, email: victim.email, sub: victim.uid, user_id: victim.uid };
  return [
    unsignedJwt({ ...hers, aud: 'outro-projeto' }),
    unsignedJwt({ ...hers, iss: 'https://securetoken.google.com/outro-projeto' }),
    unsignedJwt({ ...hers, iat: now - 7200, exp: now - 3600, auth_time: now - 7200 }),
    `lixo.${b64({ email: victim.email })}.lixo`,
    unsignedJwt({ ...own, email: victim.email }),
  ];
}

/** Whether any rate-limit counter names this text (an e-mail, a uid). */
async function counterNames(text: string): Promise<boolean> {
  const rows = await server.orm.em
    .getConnection()
    .execute(`select 1 from rate_limit_counter where lower(key) like '%' || lower(?) || '%'`, [text]);
  return rows.length > 0;
}

async function expectTooMany(res: Response, viaTrpc = false) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await res.json()) as { error: string | { message: string } };
  expect(viaTrpc ? (body.error as { message: string }).message : body.error).toBe(TOO_MANY);
}

describe('rate limits', () => {
  it('wrong sign-ins: 30 per address, then 429; another address is still heard', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await server.request('/auth/login', { method: 'POST', json: { idToken: `wrong-${i}` }, headers: from('203.0.113.7') }))
          .status,
      );
    expect(new Set(statuses)).toEqual(new Set([401]));
    await expectTooMany(
      await server.request('/auth/login', { method: 'POST', json: { idToken: 'x' }, headers: from('203.0.113.7') }),
    );
    await expectTooMany(
      await server.request('/trpc/auth.login', { method: 'POST', json: { idToken: 'x' }, headers: from('203.0.113.7') }),
      true,
    );
    expect(
      (await server.request('/auth/login', { method: 'POST', json: { idToken: 'x' }, headers: from('203.0.113.8') })).status,
    ).toBe(401);
    const [row] = await server.orm.em
      .getConnection()
      .execute(`select hits from rate_limit_counter where key = 'login:ip:203.0.113.7'`);
    expect(row?.hits).toBeGreaterThan(30);
  });

  it('sign-ups: 10 per address an hour', async () => {
    for (let i = 0; i < 10; i++)
      expect((await server.request('/auth/register', { method: 'POST', json: {}, headers: from('203.0.113.20') })).status).toBe(
        400,
      );
    await expectTooMany(await server.request('/auth/register', { method: 'POST', json: {}, headers: from('203.0.113.20') }));
  });

  it('forged tokens naming a person never lock her out: 20 from 20 addresses, then her sign-in → 200', async () => {
    const victim = await registeredOwner(server);
    const stranger = await createFirebaseAccount(server.emulatorHost);
    const forged = forgedTokens(victim, stranger);
    for (let i = 0; i < 20; i++) {
      const token = forged[i % forged.length] ?? '';
      const res = await server.request('/auth/login', {
        method: 'POST',
        json: { idToken: token },
        headers: from(`198.18.0.${i}`),
      });
      // The stranger's own token verifies as the stranger, who is nobody's member: 404; the rest 401.
      expect(res.status, `forged token ${i % forged.length}`).toBe(i % forged.length === 4 ? 404 : 401);
    }
    const genuine = await server.request('/auth/login', {
      method: 'POST',
      json: { idToken: victim.idToken },
      headers: from('198.18.1.1'),
    });
    expect(genuine.status).toBe(200);
    // The counters name no e-mail and no account: an account's counter is an HMAC of its uid.
    expect(await counterNames(victim.email)).toBe(false);
    expect(await counterNames(victim.uid)).toBe(false);
    expect(await counterNames(stranger.uid)).toBe(false);
  });

  it("junk sign-up bodies naming an e-mail never block that person's sign-up", async () => {
    const account = await createFirebaseAccount(server.emulatorHost);
    const stranger = await createFirebaseAccount(server.emulatorHost);
    const forged = forgedTokens(account, stranger);
    for (let i = 0; i < 8; i++) {
      const junk = { email: account.email, firebaseId: account.uid, idToken: forged[i % forged.length] };
      const res = await server.request('/auth/register', { method: 'POST', json: junk, headers: from(`198.18.2.${i}`) });
      expect(res.status).toBe(400);
    }
    for (let i = 0; i < 8; i++) {
      const forgedBody = registrationPayload(account, { idToken: forged[i % 4] });
      const res = await server.request('/auth/register', { method: 'POST', json: forgedBody, headers: from(`198.18.3.${i}`) });
      expect(res.status).toBe(401);
    }
    const res = await server.request('/auth/register', {
      method: 'POST',
      json: registrationPayload(account),
      headers: from('198.18.4.1'),
    });
    expect(res.status).toBe(201);
    expect(await counterNames(account.email)).toBe(false);
  });

  it('a verified account still has its own sign-in limit: 10 in 10 minutes, whatever the address', async () => {
    const owner = await registeredOwner(server);
    for (let i = 0; i < 9; i++) {
      const res = await server.request('/auth/login', {
        method: 'POST',
        json: { idToken: owner.idToken },
        headers: from(`198.18.5.${i}`),
      });
      expect(res.status).toBe(200);
    }
    // registeredOwner signed in once already: this is the 11th.
    await expectTooMany(
      await server.request('/auth/login', { method: 'POST', json: { idToken: owner.idToken }, headers: from('198.18.5.200') }),
    );
  });

  it('CPF look-ups: 60 per user in 10 minutes, whatever the address', async () => {
    const owner = await registeredOwner(server);
    for (let i = 0; i < 60; i++) {
      const res = await server.request(`/api/clients/search/${randomCpf()}`, {
        token: owner.token,
        headers: from(`198.51.100.${i}`),
      });
      expect(res.status).toBe(200);
    }
    await expectTooMany(
      await server.request(`/api/clients/search/${randomCpf()}`, { token: owner.token, headers: from('198.51.100.200') }),
    );
  });

  it("online booking's public reads: 240 per address in 10 minutes, the page and its free slots together", async () => {
    const clinic = await bookingClinic(server);
    const { tue } = freeWeek(2);
    const slots = `/api/public/booking/${clinic.slug}/slots?serviceId=${clinic.serviceId}&from=${tue}&to=${tue}`;
    const read = (path: string, ip: string) => server.request(path, { headers: from(ip) });
    for (let i = 0; i < 120; i++) expect((await read(`/api/public/booking/${clinic.slug}`, '192.0.2.21')).status).toBe(200);
    for (let i = 0; i < 120; i++) {
      const res = await read(slots, '192.0.2.21');
      expect(res.status).toBe(200);
      if (i === 0) expect(((await res.json()) as { slots: unknown[] }).slots.length).toBeGreaterThan(0);
    }
    await expectTooMany(await read(slots, '192.0.2.21'));
    await expectTooMany(await read(`/api/public/booking/${clinic.slug}`, '192.0.2.21'));
    // An unknown page counts too: looking for addresses is reading.
    await expectTooMany(
      await read(`/api/public/booking/nenhuma-clinica/slots?serviceId=${clinic.serviceId}&from=${tue}&to=${tue}`, '192.0.2.21'),
    );
    expect((await read(slots, '192.0.2.22')).status).toBe(200);
  });

  it('online bookings: 10 per address in 10 minutes, whatever each answer was', async () => {
    const clinic = await bookingClinic(server);
    const { wed } = freeWeek(2);
    const booking = (i: number) => ({
      serviceId: clinic.serviceId,
      date: wed,
      startTime: `${String(8 + i).padStart(2, '0')}:00`,
      fullName: 'Paciente de Teste',
      cpf: randomCpf(),
      phone: `1198765${String(4300 + i)}`,
      consent: true,
    });
    const post = (i: number, ip: string) =>
      server.request(`/api/public/booking/${clinic.slug}/appointments`, { method: 'POST', json: booking(i), headers: from(ip) });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(i, '192.0.2.31')).status);
    // Three per phone and CPF are not the limit here: each booking is another patient.
    expect(statuses).toEqual(Array(10).fill(201));
    await expectTooMany(await post(10, '192.0.2.31'));
    expect((await post(11, '192.0.2.32')).status).toBe(201);
  });

  it('CEP look-ups: 30 per address in 5 minutes, counted across two server instances', async () => {
    // A second instance over the same database, as behind a load balancer.
    const config = loadConfig({
      FIREBASE_AUTH_EMULATOR_HOST: server.emulatorHost,
      FIREBASE_PROJECT_ID: 'demo-agenda',
      SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
      AGENDA_DATA_DIR: '/tmp',
      RATE_LIMIT_FACTOR: '1',
      TRUST_PROXY: '1',
      CEP_PROVIDER_URL: 'http://127.0.0.1:9',
    });
    const second = (await buildServer(config, server, jsonLogger(false))).app;
    for (let i = 0; i < 30; i++) {
      const app = i % 2 === 0 ? server.app : second;
      const res = await app.request('/api/cep/01310100', { headers: { ...from('192.0.2.5'), accept: 'application/json' } });
      expect(res.status).toBe(503);
    }
    await expectTooMany(
      await second.request('/api/cep/01310100', { headers: { ...from('192.0.2.5'), accept: 'application/json' } }),
    );
  });
});
