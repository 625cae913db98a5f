import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFeature } from '@agenda/trpc';
import { serverFeatures } from '../features.ts';
import { answerChecker, documentPaths } from '../testing/openapi-answers.ts';
import { type TestServer, startTestServer } from '../testing/test-server.ts';

// GET /api/openapi.json describes the REST API from the features' route declarations: it must be
// valid OpenAPI 3.1, list exactly the routes the server mounts, and /api/docs must render it.

/**
 * The app's routes that are not REST API paths: health, metrics, the web app's, the document's own,
 * and the pages the features render on the server (HTML, not API).
 */
const NOT_REST = [
  ...(serverFeatures as readonly ServerFeature[]).flatMap((f) => f.pages ?? []).map((p) => `${p.method.toUpperCase()} ${p.path}`),
  'GET /',
  'HEAD /',
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  'GET /app-config.js',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/scalar.js',
  'GET /favicon.svg',
  'HEAD /favicon.svg',
  'GET /favicon.ico',
  'HEAD /favicon.ico',
];

type Document = { openapi: string; paths: Record<string, Record<string, { security?: unknown[]; responses: object }>> };

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer();
  document = (await (await server.request('/api/openapi.json')).json()) as Document;
});
afterAll(() => server.close());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every REST route the server mounts, and no other', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const mounted = server.app.routes
      .filter((r) => r.method !== 'ALL')
      // A parameter matched with its extension (`:id{[^/]+\\.pdf}`) is documented as `{id}.pdf`.
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)\{[^}]*?\\\.(\w+)\}/g, ':$1.$2')}`)
      .filter((route) => !NOT_REST.includes(route));
    expect(new Set(mounted).size).toBe(mounted.length);
    expect([...documented].sort()).toEqual([...mounted].sort());
    expect(documented.length).toBeGreaterThan(100);
  });

  it('says which paths need no session and which errors each may answer', () => {
    const login = document.paths['/auth/login']?.post;
    expect(login?.security).toEqual([]);
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    const remove = document.paths['/api/clients/{id}']?.delete;
    expect(remove?.security).toBeUndefined();
    expect(Object.keys(remove?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404', '409']));
    expect(Object.keys(document.paths['/api/financial/closings']?.post?.responses ?? {})).toContain('403');
  });

  it('catches an answer that strays from it', async () => {
    const check = answerChecker(await documentPaths(document));
    expect(await check('GET', '/api/products', json(200, { products: [] }))).toBeNull();
    expect(await check('GET', '/api/products', json(200, { produtos: [] }))).toMatch(/products/);
    expect(await check('GET', '/api/products', json(200, { products: [{ id: 1, name: 'Fio' }] }))).toMatch(/products/);
    expect(await check('PUT', '/api/products/x', json(404, { error: 'Produto não encontrado' }))).toBeNull();
    expect(await check('PUT', '/api/products/x', json(404, { message: 'not found' }))).toMatch(/error/);
    expect(await check('GET', '/api/products', json(502, { error: 'Bad gateway' }))).toMatch(/does not list/);
    expect(await check('GET', '/api/clients/export.csv', json(200, {}))).toMatch(/text\/csv/);
    // Not a documented path: not its business.
    expect(await check('GET', '/healthz', json(200, { status: 'ok' }))).toBeNull();
  });
});

describe('the reference page', () => {
  it('serves Scalar from this server, started by a script its policy lets through', async () => {
    const page = await server.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const nonce = /<script src="\/api\/docs\/scalar\.js" nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toContain('cdn.jsdelivr.net');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);

    const bundle = await server.app.request('/api/docs/scalar.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('keeps the strict policy everywhere else', async () => {
    const policy = (await server.app.request('/healthz')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
  });
});
