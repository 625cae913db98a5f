import { randomUUID } from 'node:crypto';
import type { Orm } from '@agenda/db';
import {
  type Extensions,
  type FeatureServices,
  type Logger,
  type SessionResolver,
  createContext,
  loggableError,
  redactPath,
} from '@agenda/trpc';
import type { RestEnv } from '@agenda/trpc/rest';
import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import type { AppRouter } from './features.ts';
import { compressJson } from './compression.ts';
import { securityHeaders } from './security.ts';
import { isPageNavigation, webApp } from './static.ts';

export interface AppDeps {
  orm: Orm;
  sessions: SessionResolver;
  log: Logger;
  appRouter: AppRouter;
  services: FeatureServices;
  extensions: Extensions;
  mountRest: (app: Hono<RestEnv>) => void;
  webDist: string;
  /** Served as /app-config.js: what the browser needs to reach the identity provider. */
  publicConfig: Record<string, unknown>;
  connectSources: string[];
  logRequests?: boolean;
}

const API_PREFIXES = ['/trpc', '/api/', '/auth/', '/healthz'];

export function createApp(deps: AppDeps) {
  const app = new Hono<RestEnv>();
  const web = webApp(deps.webDist);

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    let context: ReturnType<typeof createContext> | undefined;
    c.set('context', () => {
      context ??= createContext(
        { orm: deps.orm, sessions: deps.sessions, log: deps.log, services: deps.services, extensions: deps.extensions },
        c.req.raw,
        requestId,
      );
      return context;
    });
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    // Method, path and status only: never headers (tokens), bodies (passwords, health data) or queries.
    if (deps.logRequests !== false)
      deps.log.info('request', {
        requestId,
        method: c.req.method,
        path: redactPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
  });
  app.use(securityHeaders(deps.connectSources));
  app.use(compressJson());

  app.get('/healthz', async (c) => {
    try {
      await deps.orm.em.getConnection().execute('select 1');
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'error', error: 'Banco de dados indisponível' }, 503);
    }
  });

  app.get('/app-config.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(`window.__AGENDA_CONFIG__ = ${JSON.stringify(deps.publicConfig)};\n`);
  });

  // Some documented API paths (/clients, /services …) are also pages: a browser navigation gets the
  // web app, an API call (JSON or bearer) the API.
  app.use(async (c, next) => {
    if (isPageNavigation(c) && !API_PREFIXES.some((p) => c.req.path.startsWith(p))) {
      return web.asset(c) ?? web.index(c);
    }
    return next();
  });

  app.use(
    '/trpc/*',
    trpcServer({
      endpoint: '/trpc',
      router: deps.appRouter,
      createContext: async (_opts, c) => (await (c.get('context') as () => ReturnType<typeof createContext>)()) as never,
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error('trpc failed', { path, ...loggableError(error) });
      },
    }),
  );

  deps.mountRest(app);

  app.notFound((c) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p)) || !isPageNavigation(c))
      return web.asset(c) ?? c.json({ error: 'Recurso não encontrado' }, 404);
    return web.index(c);
  });
  app.onError((error, c) => {
    deps.log.error('unhandled', { requestId: c.get('requestId'), path: redactPath(c.req.path), ...loggableError(error) });
    return c.json({ error: 'Erro interno do servidor' }, 500);
  });
  return app;
}
