import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// A build as `npm run build` leaves it: each text file with its .br and .gz beside it.
const script = `export const week = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ day: i, label: `dia ${i}` })))};\n`;
const html = `<!doctype html><html lang="pt-BR"><head><title>Agenda</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`;

let server: TestServer;
let token: string;

function write(dir: string, name: string, text: string) {
  writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
}

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'agenda-web-compressed-'));
  mkdirSync(join(webDist, 'assets'));
  write(webDist, 'index.html', html);
  write(join(webDist, 'assets'), 'index-abc123.js', script);
  writeFileSync(join(webDist, 'assets', 'tiny-abc123.js'), 'export {};\n');
  // What the web build lists for the dashboard (apps/web/build/route-preloads.ts), with a line that is
  // not one of its files.
  writeFileSync(
    join(webDist, 'route-preloads.json'),
    JSON.stringify({
      '/dashboard': ['/assets/shell-abc123.js', '/assets/dashboard-page-abc123.js', '/assets/shell-abc123.css', '"><script>'],
      '/clients': 'not a list',
    }),
  );
  server = await startTestServer({ WEB_DIST: webDist });
  token = (await registeredOwner(server)).token;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string>) => server.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('static files are served precompressed', () => {
  it('sends brotli to a browser that accepts it, bytes that decompress to the file', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(script.length / 3);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(script);
  });

  it('sends gzip when brotli is not accepted or refused', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(gunzipSync(await bytes(res)).toString('utf8')).toBe(script);
    }
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/index-abc123.js', headers);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect((await bytes(res)).toString('utf8')).toBe(script);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('export {};\n');
  });

  it('serves the HTML shell compressed but always revalidated, with a 304 when unchanged', async () => {
    const nav = { accept: 'text/html', 'accept-encoding': 'br' };
    const res = await get('/clients', nav);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(await bytes(res)).toString('utf8')).toBe(html);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get('/login', { ...nav, 'if-none-match': etag });
    expect(again.status).toBe(304);
    const gzipEtag = (await get('/login', { accept: 'text/html', 'accept-encoding': 'gzip' })).headers.get('etag');
    expect(gzipEtag).not.toBe(etag);
  });

  it("names a listed route's files in its HTML, so they leave with the entry; other routes get the page as built", async () => {
    const nav = { accept: 'text/html', 'accept-encoding': 'br' };
    const res = await get('/dashboard', nav);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const page = brotliDecompressSync(await bytes(res)).toString('utf8');
    const head = page.slice(0, page.indexOf('</head>') + '</head>'.length);
    expect(head.match(/<link [^>]+>/g)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shell-abc123.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dashboard-page-abc123.js">',
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/shell-abc123.css">',
    ]);
    expect(page.replace(/\s*<link [^>]+>/g, '').replace(/\s*<\/head>/, '</head>')).toBe(html);
    // Its own validator, and the same page in gzip.
    const plain = await get('/login', nav);
    expect(res.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    expect((await get('/dashboard', { ...nav, 'if-none-match': res.headers.get('etag') ?? '' })).status).toBe(304);
    const gz = await get('/dashboard', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toBe(page);
    for (const other of ['/clients', '/login', '/dashboard/']) {
      const answer = await get(other, nav);
      expect(brotliDecompressSync(await bytes(answer)).toString('utf8'), other).toBe(html);
    }
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const res = await get('/assets/index-abc123.js.br', { accept: 'application/json' });
    expect(res.status).toBe(404);
  });
});

describe('API answers are compressed on the fly above a small size', () => {
  it('compresses a large JSON answer the client accepts, and leaves it plain otherwise', async () => {
    const plain = await server.request('/api/holidays', { token });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await plain.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);

    const br = await server.request('/api/holidays', { token, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(await bytes(br)).toString('utf8'))).toEqual(JSON.parse(text));

    const batch = `/trpc/settings.holidaysOfYear,settings.holidaysOfYear?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`;
    const gz = await server.request(batch, { token, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const answers = JSON.parse(gunzipSync(await bytes(gz)).toString('utf8'));
    expect(answers).toHaveLength(2);
    expect(answers[0].result.data).toEqual(answers[1].result.data);
  });

  it('leaves a small JSON answer plain', async () => {
    const res = await server.request('/healthz', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});
