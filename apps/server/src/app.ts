import { type Orm, isDatabaseUnavailable } from '@agenda/db';
import {
  type Extensions,
  type FeatureServices,
  type LargeBody,
  type Logger,
  type SessionResolver,
  MESSAGES,
  createContext,
  isHotReadCall,
  loggableError,
  redactPath,
  UNAVAILABLE_RETRY_AFTER,
  retryAfterOf,
} from '@agenda/trpc';
import { FAVICON_PATH, FAVICON_SVG, type RestEnv } from '@agenda/trpc/rest';
import { trpcServer } from '@hono/trpc-server';
import { type Context, Hono } from 'hono';
import type { AppRouter } from './features.ts';
import { isApiPath, noStoreForApi } from './http/api-headers.ts';
import { limitBody } from './http/body-limit.ts';
import { clientIp } from './http/client-ip.ts';
import type { Lifecycle } from './http/listen.ts';
import { requestIdFrom } from './http/request-id.ts';
import { requestLogger } from './http/request-log.ts';
import { setAnswerHeader } from './http/response-headers.ts';
import { compressJson } from './compression.ts';
import { mayScrape, serverMetrics } from './metrics.ts';
import { readiness } from './readiness.ts';
import { securityHeaders } from './security.ts';
import { isPageNavigation, webApp } from './static.ts';

export interface AppDeps {
  /** The sign-in role's connection (see Context.signInOrm). */
  signInOrm: Orm;
  tenantOrm?: Orm;
  tenantFilter?: boolean;
  sessions: SessionResolver;
  log: Logger;
  appRouter: AppRouter;
  services: FeatureServices;
  extensions: Extensions;
  mountRest: (app: Hono<RestEnv>) => void;
  /** The features' server-rendered pages: mounted before the web app's fallback takes navigations. */
  mountPages?: (app: Hono<RestEnv>) => void;
  /** Serves the OpenAPI document of the REST paths and its reference page. */
  mountApiDocs?: (app: Hono<RestEnv>) => void;
  /** The features' paths that take a file larger than the 1 MB body limit. */
  largeBodies?: readonly LargeBody[];
  webDist: string;
  /** Served as /app-config.js: what the browser needs to reach the identity provider. */
  publicConfig: Record<string, unknown>;
  connectSources: string[];
  logRequests?: boolean;
  rateLimitFactor?: number;
  /** Behind a known proxy: the client's address comes from X-Forwarded-For. */
  trustProxy?: boolean;
  /** HSTS max-age in seconds, by explicit setting only (never from a client's header). */
  hsts?: number | null;
  /** Set to draining when the process was asked to stop (see listen.ts). */
  lifecycle?: Lifecycle;
  /** `METRICS_TOKEN`: lets a scraper off this machine read /metrics. */
  metricsToken?: string;
}

/** Procedures one tRPC batch may hold (the browser's link sends at most 10). */
const MAX_TRPC_BATCH = 20;

export function createApp(deps: AppDeps) {
  const app = new Hono<RestEnv>();
  const web = webApp(deps.webDist);

  const logRequest = requestLogger(deps.log);
  const contextDeps = { ...deps, rateLimitFactor: deps.rateLimitFactor };
  const lifecycle = deps.lifecycle ?? { draining: false };
  const metrics = serverMetrics({
    pools: { sign_in: deps.signInOrm, tenant: deps.tenantOrm ?? deps.signInOrm },
    procedures: Object.keys(deps.appRouter._def.procedures),
  });
  app.use(async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const ip = clientIp(c, deps.trustProxy === true);
    c.set('requestId', requestId);
    let context: ReturnType<typeof createContext> | undefined;
    c.set('context', (options) => {
      context ??= createContext(contextDeps, c.req.raw, requestId, ip, options);
      return context;
    });
    const started = performance.now();
    await next();
    setAnswerHeader(c, 'X-Request-Id', requestId);
    // While draining, a keep-alive connection closes after its answer instead of waiting for more.
    if (lifecycle.draining) setAnswerHeader(c, 'Connection', 'close');
    metrics.observe(c, (performance.now() - started) / 1000);
    // Method, path and status only: never headers (tokens), bodies (passwords, health data) or queries.
    if (deps.logRequests !== false) {
      const companyId = context ? (await context.catch(() => null))?.session?.companyId : undefined;
      const ms = Math.round(performance.now() - started);
      logRequest({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms, companyId, ip });
    }
  });
  app.use(securityHeaders(deps.connectSources, deps.hsts ?? null));
  app.use(noStoreForApi());
  app.use(limitBody(deps.largeBodies));
  app.use(compressJson());

  // Liveness: the process answers. It stays 200 while the database is away (a restart would not help).
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Readiness: whether to send this instance requests now (database reachable, not stopping).
  const ready = readiness([deps.signInOrm, deps.tenantOrm ?? deps.signInOrm], lifecycle);
  app.get('/readyz', async (c) => {
    const state = await ready();
    if (state.ready) return c.json({ status: 'ok' });
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
    return c.json({ status: 'error', error: state.error }, 503);
  });

  app.get('/metrics', async (c) => {
    if (!mayScrape(c, deps.metricsToken)) return c.json({ error: 'Acesso negado' }, 403);
    c.header('Content-Type', metrics.contentType);
    return c.body(await metrics.text());
  });

  app.get('/app-config.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(`window.__AGENDA_CONFIG__ = ${JSON.stringify(deps.publicConfig)};\n`);
  });

  // The icon does not wait for the web build; /favicon.ico is where browsers and crawlers look unasked.
  const favicon = (c: Context) => {
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(FAVICON_SVG);
  };
  app.on(['GET', 'HEAD'], [FAVICON_PATH, '/favicon.ico'], favicon);

  // The app's entry, whatever the client accepts (curl, health checkers, browsers).
  app.on(['GET', 'HEAD'], '/', (c) => web.index(c));

  deps.mountPages?.(app);

  // Some documented API paths (/clients, /services …) are also pages: a browser navigation gets the
  // web app, an API call (JSON or bearer) the API.
  app.use(async (c, next) => {
    if (isPageNavigation(c) && !isApiPath(c.req.path)) {
      return web.asset(c) ?? web.index(c);
    }
    return next();
  });

  app.use(
    '/trpc/*',
    trpcServer({
      endpoint: '/trpc',
      router: deps.appRouter,
      maxBatchSize: MAX_TRPC_BATCH,
      responseMeta: ({ errors }) => {
        const retryAfter = errors.map(retryAfterOf).find((s) => s !== undefined);
        return retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } };
      },
      createContext: async (opts, c) =>
        (await (c.get('context') as RestEnv['Variables']['context'])({ recallSession: isHotReadCall(opts.info) })) as never,
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error('trpc failed', { path, ...loggableError(error) });
      },
    }),
  );

  deps.mountRest(app);
  deps.mountApiDocs?.(app);

  app.notFound((c) => {
    if (isApiPath(c.req.path) || !isPageNavigation(c)) return web.asset(c) ?? c.json({ error: 'Recurso não encontrado' }, 404);
    return web.index(c);
  });
  app.onError((error, c) => {
    deps.log.error('unhandled', { requestId: c.get('requestId'), path: redactPath(c.req.path), ...loggableError(error) });
    if (isDatabaseUnavailable(error)) {
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
      return c.json({ error: MESSAGES.unavailable }, 503);
    }
    return c.json({ error: 'Erro interno do servidor' }, 500);
  });
  return app;
}
