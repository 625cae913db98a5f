import { FAVICON_PATH } from '@agenda/trpc/rest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { type Encoding, negotiateEncoding, varyOnEncoding } from './compression.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  mtimeMs: number;
  type: string;
  identity: Variant;
  /** The build's precompressed copies (`.br`, `.gz` beside the file), when there are. */
  encoded: Partial<Record<Encoding, Variant>>;
}

function variant(body: Buffer, tag: string): Variant {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}${tag}"` };
}

/**
 * The built web app: hashed assets cached for a year, everything else (index.html) revalidated on
 * every use (`no-cache` with an ETag: a rebuilt shell is never served stale, an unchanged one costs a 304).
 * Each file is sent in the best precompressed encoding the browser accepts (`Vary: Accept-Encoding`).
 * Files are read once and kept in memory while their modification time stays the same.
 */
export function webApp(dist: string) {
  const indexFile = join(dist, 'index.html');
  const missing = Buffer.from(
    `<!doctype html><meta charset="utf-8"><title>Agenda</title><link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml"><p>O aplicativo web ainda não foi compilado (npm run build).</p>`,
  );
  const cache = new Map<string, StaticFile>();
  const preloadsFile = join(dist, 'route-preloads.json');
  const routeHtml = new Map<string, StaticFile>();

  function load(file: string): StaticFile | null {
    let mtimeMs: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return null;
      mtimeMs = stat.mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const encoded: StaticFile['encoded'] = {};
    for (const encoding of ['br', 'gzip'] as const) {
      const path = file + SUFFIX[encoding];
      if (existsSync(path) && statSync(path).mtimeMs >= mtimeMs) encoded[encoding] = variant(readFileSync(path), `-${encoding}`);
    }
    const entry = {
      mtimeMs,
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      identity: variant(readFileSync(file), ''),
      encoded,
    };
    cache.set(file, entry);
    return entry;
  }

  function send(c: Context, file: StaticFile, cacheControl: string) {
    const offered = (['br', 'gzip'] as const).filter((e) => file.encoded[e]);
    const encoding = offered.length ? negotiateEncoding(c.req.header('accept-encoding'), offered) : null;
    const chosen = (encoding && file.encoded[encoding]) || file.identity;
    const headers = new Headers({ 'content-type': file.type, 'cache-control': cacheControl, etag: chosen.etag });
    if (offered.length) varyOnEncoding(headers);
    if (encoding) headers.set('content-encoding', encoding);
    const match = c.req.header('if-none-match');
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === chosen.etag))
      return c.body(null, 304, Object.fromEntries(headers));
    headers.set('content-length', String(chosen.body.length));
    return c.body(new Uint8Array(chosen.body), 200, Object.fromEntries(headers));
  }

  /**
   * The HTML of a route the build lists in `route-preloads.json` (decision 068): the files its first
   * visit loads after the entry, named in the head so that they leave with the entry. Built once per
   * build of the two files.
   */
  let listing: { mtimeMs: number; routes: Map<string, string[]> } | undefined;
  function htmlOf(path: string, html: StaticFile): StaticFile {
    const listed = load(preloadsFile);
    if (!listed) return html;
    if (listing?.mtimeMs !== listed.mtimeMs) listing = { mtimeMs: listed.mtimeMs, routes: preloadListing(listed.identity.body) };
    // Only the listed paths get (and keep) their own page: any address may ask for the HTML.
    const files = listing.routes.get(path);
    if (!files) return html;
    const mtimeMs = Math.max(html.mtimeMs, listed.mtimeMs);
    const cached = routeHtml.get(path);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const page = withPreloads(html, files, mtimeMs);
    routeHtml.set(path, page);
    return page;
  }

  const index = (c: Context) => {
    const file = load(indexFile);
    if (!file) {
      c.header('Cache-Control', 'no-cache');
      return c.html(missing.toString('utf8'));
    }
    return send(c, htmlOf(c.req.path, file), 'no-cache');
  };

  const asset = (c: Context) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      return null; // malformed percent-encoding: no such file (404), never a 500
    }
    if (decoded.includes('\0')) return null;
    const relative = normalize(decoded).replace(/^([/\\])+/, '');
    const file = join(dist, relative);
    if (!file.startsWith(dist + sep) || relative.startsWith('.') || /\.(br|gz)$/.test(relative)) return null;
    const found = load(file);
    if (!found) return null;
    return send(c, found, relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  };

  return { index, asset };
}

const BUILT_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;

/** The build's listing: each route's built files (anything else in it is ignored). */
function preloadListing(json: Buffer): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  try {
    for (const [path, files] of Object.entries(JSON.parse(json.toString('utf8')) as Record<string, unknown>)) {
      const built = Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && BUILT_FILE.test(f)) : [];
      if (built.length) routes.set(path, built);
    }
  } catch {
    // Not the build's own listing: no route gets preloads.
  }
  return routes;
}

/**
 * The page with its scripts as `modulepreload` and its style sheets as `preload` (with `crossorigin`,
 * as the app's loader asks for them). At low priority: the entry and its style sheet, which paint the
 * first 'Carregando...', go first, and nothing here holds that first paint back.
 */
function withPreloads(html: StaticFile, files: string[], mtimeMs: number): StaticFile {
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}">`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
    )
    .join('\n    ');
  const body = Buffer.from(html.identity.body.toString('utf8').replace('</head>', `  ${links}\n  </head>`));
  return {
    mtimeMs,
    type: html.type,
    identity: variant(body, ''),
    encoded: { br: variant(brotliCompressSync(body), '-br'), gzip: variant(gzipSync(body, { level: 9 }), '-gzip') },
  };
}

/** A browser navigation (wants HTML, carries no bearer) rather than an API call. */
export function isPageNavigation(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (c.req.header('authorization')) return false;
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html');
}
