import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, nowInTimeZone, startOfWeekMonday } from '@agenda/br';
import { type EmbeddedDatabase, ensureDatabase, startEmbeddedPostgres } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../http/listen.ts';
import { openOrm, secureDatabase } from '../server.ts';
import { TEST_ROLE_PASSWORDS } from '../testing/constants.ts';
import type { Owner } from '../testing/factories.ts';
import { portOf } from '../testing/raw-http.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// PostgreSQL stops and comes back under a running server (a restart, a failover): the server
// answers 503 with Retry-After meanwhile, says it is not ready, stays alive, and recovers alone.
// Its own PostgreSQL, since this one is stopped on purpose.

const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
let dataDir: string;
let database: EmbeddedDatabase;
let server: TestServer;
let http: Server;
let base: string;
let owner: Owner;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'agenda-restart-pg-'));
  // Persistent: a non-persistent cluster deletes its data folder when stopped.
  database = await startEmbeddedPostgres({ dataDir, persistent: true, durable: false });
  await ensureDatabase(database.adminUrl, 'agenda');
  const orm = await openOrm(database.urlFor('agenda'));
  await secureDatabase(orm, TEST_ROLE_PASSWORDS);
  await orm.close(true);
  server = await startTestServer({}, { databaseUrl: database.urlFor('agenda') });
  http = listen(server.app.fetch, { port: 0, hostname: '127.0.0.1', requestTimeoutMs: 30_000 });
  await new Promise((resolve) => http.once('listening', resolve));
  base = `http://127.0.0.1:${portOf(http)}`;
  owner = await registeredOwner(server);
}, 120_000);
afterAll(async () => {
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
  await database?.stop().catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A real HTTP call that must be answered within `ms` (a hang fails the test). */
function call(path: string, init: RequestInit = {}, ms = 8_000) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${owner.token}`);
  headers.set('accept', 'application/json');
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(ms) });
}
/** This week, whatever the day the tests run. */
const monday = startOfWeekMonday(nowInTimeZone().date);
const sunday = addDays(monday, 6);
const week = `?startDate=${monday}&endDate=${sunday}`;
const newClient = () => ({
  method: 'POST',
  body: JSON.stringify({ fullName: 'Carla Mendes', cpf: '52998224725', phone: '11987654321' }),
});

describe('while PostgreSQL is stopped and after it comes back', () => {
  it('answers 503 with Retry-After, says not ready, stays alive, and serves again within 5 s', async () => {
    // Warm: the pools hold connections, the hot reads a recalled session.
    for (let i = 0; i < 2; i++) {
      expect((await call('/api/clients')).status).toBe(200);
      expect((await call(`/api/appointments${week}`)).status).toBe(200);
    }
    await database.stop();

    for (const [path, init] of [
      ['/api/clients', {}],
      [`/api/appointments${week}`, {}],
      ['/api/clients', newClient()],
      ['/auth/me', {}],
      [`/trpc/calendar.list?input=${encodeURIComponent(JSON.stringify({ startDate: monday, endDate: sunday }))}`, {}],
    ] as const) {
      const res = await call(path, init);
      expect({ path, status: res.status }).toEqual({ path, status: 503 });
      expect(res.headers.get('retry-after')).toBe('5');
      const body = (await res.json()) as { error: string | { message: string } };
      expect(typeof body.error === 'string' ? body.error : body.error.message).toBe(UNAVAILABLE);
    }
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('retry-after')).toBe('5');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/agenda_http_server_errors_total\{route="\/api\/clients"\} [1-9]/);

    await database.start();
    const back = Date.now();
    let recoveredAfter = -1;
    while (Date.now() - back < 5_000) {
      if ((await call('/api/clients')).status === 200) {
        recoveredAfter = Date.now() - back;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(recoveredAfter).toBeGreaterThanOrEqual(0);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await call('/api/clients', newClient())).status).toBe(201);
    expect((await call(`/api/appointments${week}`)).status).toBe(200);
    console.info(`recovered ${recoveredAfter} ms after PostgreSQL was back`);
  });
});
