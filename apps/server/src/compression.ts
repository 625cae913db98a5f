import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/**
 * The best of `offered` (in the server's order of preference) that an `Accept-Encoding` header
 * accepts: honours `q=0` refusals and `*`; none when nothing fits (the identity answer).
 */
export function negotiateEncoding(header: string | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of offered) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** Adds `Accept-Encoding` to a response's `Vary` header, once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Fast levels: a dynamic answer is compressed on every request (static files are precompressed at build). */
function compress(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * Compresses JSON answers of at least `threshold` bytes for clients that accept it (brotli, else
 * gzip), off the event loop (zlib's thread pool). Answers already encoded — the precompressed
 * static files — pass through untouched. Every JSON answer says `Vary: Accept-Encoding`. A REST
 * answer leaves its JSON text on the context (`jsonText`): that text is compressed as it is, not
 * read back out of the response (a month of free slots is ~175 KB).
 */
export function compressJson({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) return;
    if (res.headers.has('content-encoding') || c.req.method === 'HEAD') return;
    varyOnEncoding(res.headers);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const length = Number(res.headers.get('content-length'));
    if (!encoding || (length > 0 && length < threshold)) return;
    const text: unknown = c.get('jsonText');
    // Only now is the body touched: reading it takes the answer off @hono/node-server's fast path.
    if (typeof text !== 'string' && !res.body) return;
    const body = typeof text === 'string' ? Buffer.from(text) : new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < threshold) {
      if (typeof text !== 'string') replaceResponse(c, body, res.status, res.headers);
      return;
    }
    const compressed = await compress(body, encoding);
    const headers = new Headers(res.headers);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(compressed.length));
    replaceResponse(c, compressed, res.status, headers);
  };
}

/**
 * A new answer with these bytes and headers, built so that @hono/node-server writes it directly:
 * assigning over an answer makes Hono re-wrap the new one around the old one's body stream.
 */
function replaceResponse(c: Context, bytes: Uint8Array, status: number, headers: Headers): void {
  c.res = undefined;
  c.res = new Response(new Uint8Array(bytes), { status, headers });
}
