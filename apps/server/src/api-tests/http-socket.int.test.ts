import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../http/listen.ts';
import { keepAliveClient, portOf, rawExchange } from '../testing/raw-http.ts';
import { type TestServer, startTestServer } from '../testing/test-server.ts';

// The HTTP edge on a real socket (apps/server/src/http/listen.ts, body-limit.ts): what Node and
// the app do with a body too large and with one that never finishes arriving.

const REQUEST_TIMEOUT_MS = 800;
let server: TestServer;
let http: Server;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  http = listen(server.app.fetch, { port: 0, hostname: '127.0.0.1', requestTimeoutMs: REQUEST_TIMEOUT_MS });
  await new Promise((resolve) => http.once('listening', resolve));
  port = portOf(http);
});
afterAll(async () => {
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});

const TWO_MB = 2 * 1024 * 1024;

describe('a body over the limit', () => {
  it('is refused early with 413 and Connection: close, and the server ends the connection', async () => {
    const answer = await rawExchange(
      port,
      `POST /api/clients HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${TWO_MB}\r\n\r\n{"fullName":"`,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.text).toContain('{"error":"Corpo da requisição grande demais (máximo de 1 MB)"}');
  });

  it('leaves a keep-alive client able to send its next request', async () => {
    const client = keepAliveClient(port);
    try {
      const big = Buffer.alloc(TWO_MB, 'a');
      const refused = await client.send('POST', '/trpc/clients.create', big, { 'content-type': 'application/json' });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      const next = await client.send('GET', '/healthz');
      expect(next.status).toBe(200);
    } finally {
      client.close();
    }
  });
});

describe('a body that trickles in', () => {
  it('is cut with 408 once the request timeout passes, and the socket is closed', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/clients HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"fu',
      { chunks: Array.from({ length: 40 }, () => 'l'), everyMs: 100, waitMs: REQUEST_TIMEOUT_MS * 4 },
    );
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 2.5);
  });

  it('does not touch a body that arrives in time, even slowly', async () => {
    const body = '{"x":1}';
    const answer = await rawExchange(
      port,
      `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      { chunks: body.split(''), everyMs: 40 },
    );
    expect(answer.status).toBe(400);
  });
});
