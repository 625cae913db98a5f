import { type Orm, createOrm, migrate } from '@agenda/db';
import {
  AccountCheck,
  TokenVerifier,
  assertSafeAuthSetup,
  firebaseAuth,
  sessionResolver,
  viaCepProvider,
} from '@agenda/auth/server';
import type { Logger } from '@agenda/trpc';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { appRouter, entities, extensions, migrations, serverFeatures } from './features.ts';
import type { ServerFeature } from '@agenda/trpc';
import type { RestApp } from '@agenda/trpc/rest';

export async function openOrm(databaseUrl: string, options: { migrate?: boolean } = {}): Promise<Orm> {
  const orm = await createOrm({ clientUrl: databaseUrl, entities, migrations, poolMax: 20 });
  if (options.migrate !== false) await migrate(orm);
  return orm;
}

/** Everything but the listening socket: the Hono app over a ready database. */
export async function buildServer(config: ServerConfig, orm: Orm, log: Logger, options: { logRequests?: boolean } = {}) {
  assertSafeAuthSetup(process.env);
  const firebase = firebaseAuth({ projectId: config.firebase.projectId, emulatorHost: config.firebase.emulatorHost });
  const tokens = new TokenVerifier(firebase, config.sessionSecret);
  const accounts = new AccountCheck(firebase);
  for (const feature of serverFeatures as readonly ServerFeature[]) await feature.seed?.(orm.em.fork());
  const emulator = config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : undefined;
  const app = createApp({
    orm,
    sessions: sessionResolver(tokens, accounts),
    log,
    appRouter,
    services: { auth: { tokens, firebase, accounts, cep: viaCepProvider(config.cepProviderUrl) } },
    rateLimitFactor: config.rateLimitFactor,
    trustProxy: config.trustProxy,
    hsts: config.hsts,
    extensions,
    mountRest: (app: RestApp) => {
      for (const feature of serverFeatures as readonly ServerFeature[]) feature.mountRest?.(app);
    },
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

/** Where the server listens: HOST when set; else loopback in emulator mode, all interfaces otherwise. */
export function bindAddress(host: string | undefined, emulatorMode: boolean): string {
  if (host) return host;
  return emulatorMode ? '127.0.0.1' : '0.0.0.0';
}
