import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

let server: TestServer;
let cepProvider: Server;
let cepCalls = 0;
let slowCep = false;
// A short lookup timeout, so the hanging-provider case takes a fraction of a second.
const CEP_TIMEOUT_MS = 150;

beforeAll(async () => {
  // A ViaCEP-compatible provider on loopback.
  cepProvider = createServer((req, res) => {
    cepCalls++;
    const cep = /^\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1];
    res.setHeader('content-type', 'application/json');
    if (slowCep) return setTimeout(() => res.end('{}'), 2000);
    if (cep === '01310100')
      return res.end(JSON.stringify({ logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }));
    res.end(JSON.stringify({ erro: true }));
  });
  await new Promise<void>((resolve) => cepProvider.listen(0, '127.0.0.1', resolve));
  const webDist = mkdtempSync(join(tmpdir(), 'agenda-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Agenda</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
  server = await startTestServer({
    CEP_PROVIDER_URL: `http://127.0.0.1:${(cepProvider.address() as AddressInfo).port}`,
    CEP_TIMEOUT_MS: String(CEP_TIMEOUT_MS),
    WEB_DIST: webDist,
  });
});
afterAll(async () => {
  await server.close();
  cepProvider.close();
});

describe('GET /healthz and /readyz', () => {
  it('says the process is alive, and ready once the database answers', async () => {
    const res = await server.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    const ready = await server.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('sends CSP without inline script, nosniff, frame-ancestors none and a referrer policy', async () => {
    const res = await server.request('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('does not let a client header turn HSTS on (it follows the HSTS_MAX_AGE setting only)', async () => {
    const res = await server.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('pages and API on the same paths', () => {
  it('answers a browser navigation to a page path with the web app', async () => {
    for (const path of ['/services', '/service-types', '/clients', '/dashboard', '/login']) {
      const res = await server.request(path, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('answers an API call on the same path from the API', async () => {
    const owner = await registeredOwner(server);
    const res = await server.request('/services', { token: owner.token });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.status).toBe(200);
    const anonymous = await server.request('/services', { headers: { accept: 'application/json' } });
    expect(anonymous.status).toBe(401);
  });

  it('serves hashed assets with a long cache and unknown API paths as JSON 404', async () => {
    const asset = await server.request('/assets/app-123.js', { headers: { accept: '*/*' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await server.request('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Recurso não encontrado' });
  });

  it('serves the browser configuration as a script', async () => {
    const res = await server.request('/app-config.js');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toContain('"projectId":"demo-agenda"');
  });
});

describe('the icon', () => {
  it('answers /favicon.svg and /favicon.ico with the SVG, whether or not the web app was built with it', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const res = await server.request(path, { headers: { accept: 'image/avif,image/webp,image/*,*/*' } });
      expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({
        path,
        status: 200,
        type: 'image/svg+xml',
      });
      expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('is linked from the public patient pages the server renders (booking, the patient link)', async () => {
    for (const path of ['/agendar/clinica-que-nao-existe', '/p/link-que-nao-existe']) {
      const res = await server.request(path, { headers: { accept: 'text/html' } });
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    }
  });
});

describe('GET /api/cep/{cep}', () => {
  it('answers the provider fields and caches them', async () => {
    const before = cepCalls;
    const first = await server.request('/api/cep/01310-100');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      erro: false,
    });
    await server.request('/api/cep/01310100');
    expect(cepCalls - before).toBe(1);
  });

  it('passes on the provider error flag', async () => {
    const res = await server.request('/api/cep/99999999');
    expect(await res.json()).toMatchObject({ erro: true });
  });

  it('rejects a malformed CEP with 400', async () => {
    const res = await server.request('/api/cep/123');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'CEP inválido' });
  });

  it('gives up after the configured timeout when the provider hangs', async () => {
    slowCep = true;
    const started = Date.now();
    const res = await server.request('/api/cep/04538133');
    slowCep = false;
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Serviço de CEP indisponível' });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
