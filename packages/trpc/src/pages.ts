import { createHash } from 'node:crypto';
import type { BaseContext } from './context.ts';
import type { RestApp, RestContext } from './rest.ts';

/**
 * A page the server renders itself (HTML, no single-page app): for the few public pages a patient
 * opens from a message, where the app's bundle would cost more than the page. The handler gets the
 * context a tRPC call would get, to call the feature's own procedures through its caller, so rate
 * limits and rules are those of the JSON paths.
 */
export interface PageRoute {
  method: 'get' | 'post';
  /** Hono's form (`/p/:token`); never under an API prefix. */
  path: string;
  handle: (c: RestContext, ctx: BaseContext) => Promise<Response>;
}

/** Mounts the features' pages; the server does it before the web app's fallback takes any navigation. */
export function mountPages(app: RestApp, features: readonly { pages?: readonly PageRoute[] }[]): void {
  for (const page of features.flatMap((f) => f.pages ?? [])) {
    app.on(page.method.toUpperCase(), page.path, async (c) => page.handle(c, await c.get('context')()));
  }
}

/** Where the product's icon is: every HTML the server sends links it (`<link rel="icon">`). */
export const FAVICON_PATH = '/favicon.svg';
/** The product's icon, an SVG the server answers at FAVICON_PATH and at /favicon.ico (what browsers try unasked). */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#667eea"/><stop offset="1" stop-color="#764ba2"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><rect x="14" y="18" width="36" height="32" rx="4" fill="#fff"/><rect x="14" y="18" width="36" height="8" rx="2" fill="#e0e4fb"/><circle cx="24" cy="36" r="3" fill="#667eea"/><circle cx="34" cy="36" r="3" fill="#764ba2"/><circle cx="44" cy="36" r="3" fill="#667eea"/></svg>';

/**
 * The Content-Security-Policy of a server-rendered page: nothing runs and nothing loads from elsewhere
 * but its one inline stylesheet (allowed by its hash); forms post only back to this origin.
 */
export function pagePolicy(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers of every server-rendered public page: its policy; never cached, never indexed. */
export function setPublicPageHeaders(c: RestContext, policy: string): void {
  c.header('Content-Security-Policy', policy);
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
}

/** What a page says after its form posted (the redirect's `?feito=` or `?aviso=`). */
export interface PageOutcome {
  tone: 'ok' | 'warn';
  text: string;
}

/**
 * A page's outcomes after a post. The redirect names them by key, what was done (`feito`) or the
 * refusal (`aviso`), so the address carries no text of ours to echo back; a refusal whose message is
 * none of `warnings` is 'failed'.
 */
export function pageOutcomes(done: Readonly<Record<string, PageOutcome>>, warnings: Readonly<Record<string, string>>) {
  return {
    outcomeOf(c: RestContext): PageOutcome | null {
      const finished = done[c.req.query('feito') ?? ''];
      if (finished) return finished;
      const warning = warnings[c.req.query('aviso') ?? ''];
      return warning ? { tone: 'warn', text: warning } : null;
    },
    warningKey: (message: string): string => Object.entries(warnings).find(([, text]) => text === message)?.[0] ?? 'failed',
  };
}
