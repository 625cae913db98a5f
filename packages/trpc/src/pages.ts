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
