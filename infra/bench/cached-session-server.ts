// An experiment of the benchmark, not the product: the real app (same features, routes and
// middleware as apps/server) with the session lookup memoised per token for 30 s, to show what the
// two ORM lookups per request cost. Started by bench.ts when BENCH_SESSION_CACHE=1.
import { TokenVerifier, firebaseAuth, sessionResolver, viaCepProvider } from '@agenda/auth/server';
import { createOrm } from '@agenda/db';
import type { SessionResolver } from '@agenda/trpc';
import { serve } from '@hono/node-server';
import { createApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { appRouter, entities, extensions, serverFeatures } from '../../apps/server/src/features.ts';
import { jsonLogger } from '../../apps/server/src/log.ts';

const config = loadConfig();
const orm = await createOrm({ clientUrl: process.env.DATABASE_URL ?? '', entities, poolMax: 20 });
const firebase = firebaseAuth({ projectId: config.firebase.projectId, emulatorHost: config.firebase.emulatorHost });
const tokens = new TokenVerifier(firebase, config.sessionSecret);
const real = sessionResolver(tokens);
const cache = new Map<string, { at: number; value: Awaited<ReturnType<SessionResolver['resolve']>> }>();
const sessions: SessionResolver = {
  async resolve(token, em) {
    const hit = cache.get(token);
    if (hit && performance.now() - hit.at < 30_000) return hit.value;
    const value = await real.resolve(token, em);
    cache.set(token, { at: performance.now(), value });
    return value;
  },
};
const app = createApp({
  orm,
  sessions,
  log: jsonLogger(false),
  appRouter,
  services: { auth: { tokens, firebase, cep: viaCepProvider(config.cepProviderUrl, config.cepTimeoutMs) } },
  extensions,
  mountRest: (rest) => {
    for (const feature of serverFeatures) feature.mountRest?.(rest);
  },
  webDist: config.webDist,
  logRequests: false,
  publicConfig: {},
  connectSources: [],
});
serve({ fetch: app.fetch, port: config.port, hostname: '127.0.0.1' }, () => process.send?.({ ready: true }));
process.on('SIGTERM', () => process.exit(0));
