import { type Orm, createOrm, migrate } from '@agenda/db';
import { TokenVerifier, assertSafeAuthSetup, firebaseAuth, sessionResolver, viaCepProvider } from '@agenda/auth/server';
import type { Logger } from '@agenda/trpc';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { buildFeatures, entities } from './features.ts';

export async function openOrm(databaseUrl: string, options: { migrate?: boolean } = {}): Promise<Orm> {
  const orm = await createOrm({ clientUrl: databaseUrl, entities, poolMax: 20 });
  if (options.migrate !== false) await migrate(orm);
  return orm;
}

/** Everything but the listening socket: the Hono app over a ready database. */
export async function buildServer(config: ServerConfig, orm: Orm, log: Logger, options: { logRequests?: boolean } = {}) {
  assertSafeAuthSetup(process.env);
  const firebase = firebaseAuth({ projectId: config.firebase.projectId, emulatorHost: config.firebase.emulatorHost });
  const tokens = new TokenVerifier(firebase, config.sessionSecret);
  const features = buildFeatures({ auth: { tokens, firebase, cep: viaCepProvider(config.cepProviderUrl) } });
  await features.seed(orm.em.fork());
  const emulator = config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : undefined;
  const app = createApp({
    orm,
    sessions: sessionResolver(tokens),
    log,
    appRouter: features.appRouter,
    mountRest: features.mountRest,
    webDist: config.webDist,
    logRequests: options.logRequests,
    publicConfig: {
      firebase: { apiKey: config.firebase.apiKey, authDomain: config.firebase.authDomain, projectId: config.firebase.projectId },
      authEmulatorUrl: emulator ?? null,
    },
    connectSources: emulator ? [emulator] : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  });
  return { app, tokens, firebase };
}
