import type { Server } from 'node:http';
import { addDays, nowInTimeZone, startOfWeekMonday } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../http/listen.ts';
import { type Owner, createClient } from '../testing/factories.ts';
import { portOf } from '../testing/raw-http.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// GET /metrics (apps/server/src/metrics.ts): the Prometheus text format, for the operator only.

const TOKEN = 'scrape-0f3b9c2d7e';
let server: TestServer;
let http: Server;
let base: string;
let owner: Owner;

beforeAll(async () => {
  // A tenth of the limits: four sign-in attempts from one address are one too many.
  server = await startTestServer({ METRICS_TOKEN: TOKEN, RATE_LIMIT_FACTOR: '0.1' });
  http = listen(server.app.fetch, { port: 0, hostname: '127.0.0.1', requestTimeoutMs: 30_000 });
  await new Promise((resolve) => http.once('listening', resolve));
  base = `http://127.0.0.1:${portOf(http)}`;
  owner = await registeredOwner(server);
});
afterAll(async () => {
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});

const scrape = async () => {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return res.text();
};
const sample = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}\\{${labels.replace(/[()[\]/.*+?]/g, '\\$&')}\\} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

describe('GET /metrics', () => {
  it('counts requests by route template and status, with their latency, and never a raw path', async () => {
    const client = await createClient(server, owner);
    for (let i = 0; i < 2; i++)
      expect(
        (await fetch(`${base}/api/clients/${client.id}`, { headers: { authorization: `Bearer ${owner.token}` } })).status,
      ).toBe(200);
    const input = encodeURIComponent(
      JSON.stringify({
        startDate: startOfWeekMonday(nowInTimeZone().date),
        endDate: addDays(startOfWeekMonday(nowInTimeZone().date), 6),
      }),
    );
    expect(
      (await fetch(`${base}/trpc/calendar.list?input=${input}`, { headers: { authorization: `Bearer ${owner.token}` } })).status,
    ).toBe(200);
    expect((await fetch(`${base}/trpc/no.such.thing`)).status).toBe(404);
    expect((await fetch(`${base}/api/${client.id}/probe`, { headers: { accept: 'application/json' } })).status).toBe(404);

    const text = await scrape();
    expect(sample(text, 'agenda_http_requests_total', 'method="GET",route="/api/clients/:id",status="200"')).toBe(2);
    expect(sample(text, 'agenda_http_requests_total', 'method="GET",route="/trpc/calendar.list",status="200"')).toBe(1);
    expect(sample(text, 'agenda_http_requests_total', 'method="GET",route="/trpc/(unknown)",status="404"')).toBe(1);
    expect(sample(text, 'agenda_http_requests_total', 'method="GET",route="(not found)",status="404"')).toBe(1);
    expect(sample(text, 'agenda_http_request_duration_seconds_count', 'method="GET",route="/api/clients/:id"')).toBe(2);
    expect(text).toContain('agenda_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/clients/:id"}');
    expect(text).not.toContain(client.id);
    expect(text).toContain('# TYPE agenda_http_server_errors_total counter');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('counts rate-limit refusals', async () => {
    let refused = 0;
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: 'not-a-token' }),
      });
      if (res.status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'agenda_rate_limit_refusals_total', 'route="/auth/login"')).toBe(refused);
  });

  it('shows the database pools: connections in use and requests waiting', async () => {
    const knex = server.tenantOrm.em.getConnection().getKnex().client as unknown as {
      acquireConnection(): Promise<unknown>;
      releaseConnection(c: unknown): Promise<void>;
    };
    const held = await knex.acquireConnection();
    try {
      const text = await scrape();
      expect(sample(text, 'agenda_db_pool_connections_in_use', 'pool="tenant"')).toBe(1);
      expect(sample(text, 'agenda_db_pool_waiting', 'pool="tenant"')).toBe(0);
      expect(sample(text, 'agenda_db_pool_connections_in_use', 'pool="sign_in"')).toBe(0);
    } finally {
      await knex.releaseConnection(held);
    }
    expect(sample(await scrape(), 'agenda_db_pool_connections_in_use', 'pool="tenant"')).toBe(0);
  });

  it('is refused off loopback without the token, and through a proxy', async () => {
    // app.request has no socket: as if the scrape came from elsewhere.
    const remote = await server.app.request('/metrics');
    expect(remote.status).toBe(403);
    expect(await remote.json()).toEqual({ error: 'Acesso negado' });
    expect((await server.app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-000' } })).status).toBe(403);
    const withToken = await server.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('agenda_http_requests_total');
    expect((await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
  });
});
