import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

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

/** The built web app: hashed assets cached for a year, everything else (index.html) revalidated. */
export function webApp(dist: string) {
  const indexFile = join(dist, 'index.html');
  const missing =
    '<!doctype html><meta charset="utf-8"><title>Agenda</title><p>O aplicativo web ainda não foi compilado (npm run build).</p>';

  const index = (c: Context) => {
    const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : missing;
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
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
    if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    c.header('Content-Type', type);
    c.header('Cache-Control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.body(readFileSync(file));
  };

  return { index, asset };
}

/** A browser navigation (wants HTML, carries no bearer) rather than an API call. */
export function isPageNavigation(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (c.req.header('authorization')) return false;
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html');
}
