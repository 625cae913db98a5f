import type { AnyRouter } from '@trpc/server';
import type { Context as HonoContext, Hono } from 'hono';
import * as v from 'valibot';
import type { BaseContext, ContextOptions } from './context.ts';

// The vocabulary of the features' REST declarations: each feature lists its routes as data over
// its router; rest-mount.ts serves them and rest-document.ts describes them (OpenAPI 3.1).

export { mountRest } from './rest-mount.ts';
export {
  FAVICON_PATH,
  FAVICON_SVG,
  mountPages,
  type PageOutcome,
  type PageRoute,
  pageOutcomes,
  pagePolicy,
  setPublicPageHeaders,
} from './pages.ts';

export interface RestEnv {
  Variables: {
    requestId: string;
    /** Builds (once: the first call's options hold) the same context a tRPC call would get. */
    context: (options?: ContextOptions) => Promise<BaseContext>;
    /** A JSON answer's text, left by the route that answered it (the server's compression reads it). */
    jsonText?: string;
  };
}
export type RestApp = Hono<RestEnv>;
export type RestContext = HonoContext<RestEnv>;

/**
 * How a query-string parameter reaches the input: `text` absent → ''; `optional` absent → left out;
 * `nullable` absent or blank → null; `integer` digits → a number, absent or blank → left out.
 */
export type QueryParam = 'text' | 'optional' | 'nullable' | 'integer';

type PathsOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends { _def: { procedure: true } } ? `${P}${K}` : PathsOf<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A router's procedures as dotted paths (`tabs.save`). */
export type ProcedurePath<R extends AnyRouter> = PathsOf<R['_def']['record']>;

/** One documented REST path: what the generic mount and the OpenAPI document read. */
export interface RestRoute<P extends string = string> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Hono's form: each `:name` segment is an input field of that name (winning over the body's). */
  path: string;
  procedure: P;
  /** The operation's one line in the reference (pt-BR). */
  summary: string;
  /** The success answer (or one per status, when the status depends on the input). */
  answer: v.GenericSchema | Partial<Record<200 | 201, v.GenericSchema>>;
  status?: 200 | 201 | ((input: Record<string, unknown>) => 200 | 201);
  /** The JSON object body is the input (an empty body is `{}`; any other is a 400). */
  body?: boolean;
  query?: Record<string, QueryParam>;
  /** Input fields read from request headers: field → header (blank: left out). */
  headers?: Record<string, string>;
  /** Served without a session (sign-up, sign-in, reference data). */
  public?: boolean;
  /** Error statuses beyond those the route's shape implies (see rest-document.ts). */
  errors?: number[];
  /** A CSV download: `true`, the procedure answers `{ csv, filename? }`; a procedure, that one when asked. */
  csv?: true | P;
  /** Answered as text of this media type (`text/calendar`, a feed a calendar app subscribes to): the procedure answers `{ text }`. */
  text?: string;
  /** Answered as bytes of this media type (`application/pdf`): the procedure answers `{ bytes, filename? }`. */
  binary?: string;
  /** Answered as a download of this name (`{param}` from the path). */
  filename?: string;
  /** An input no declaration above can describe (a multipart file): read by the feature, documented by `form`. */
  read?: (c: RestContext) => Promise<Record<string, unknown>>;
  form?: v.GenericSchema;
}

export interface RestRoutes {
  /** The group the reference lists the routes under (pt-BR). */
  tag: string;
  routes: readonly RestRoute[];
}

/** A feature's routes, their procedures checked against its router. */
export const restRoutes = <R extends AnyRouter>(_router: R, tag: string, routes: RestRoute<ProcedurePath<R>>[]): RestRoutes => ({
  tag,
  routes,
});

/** `{ ok: true }`: the answer of an action with nothing else to say. */
export const okAnswer = v.object({ ok: v.literal(true) });
