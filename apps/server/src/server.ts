import {
  type Orm,
  SIGN_IN_ROLE,
  appRoleUrl,
  createOrm,
  enforceTenantIsolation,
  ensureLoginRole,
  grantAppRole,
  grantSignInRole,
  migrate,
  prepareAppRole,
  roleUrl,
} from '@agenda/db';
import {
  AccountCheck,
  TokenVerifier,
  assertSafeAuthSetup,
  firebaseAuth,
  sessionResolver,
  viaCepProvider,
} from '@agenda/auth/server';
import { confirmationServices } from '@agenda/confirmations/server';
import { quoteServices } from '@agenda/quotes/server';
import { smtpMailer } from '@agenda/team/server';
import { OutboxWorker, emailChannel, smsNotConfigured, whatsappCloud } from '@agenda/messages/server';
import type { Logger } from '@agenda/trpc';
import { createApp } from './app.ts';
import { mountApiDocs } from './http/api-docs.ts';
import type { ServerConfig } from './config.ts';
import type { Lifecycle } from './http/listen.ts';
import { appRouter, entities, extensions, migrations, serverFeatures } from './features.ts';
import type { ServerFeature } from '@agenda/trpc';
import { type RestApp, mountPages, mountRest } from '@agenda/trpc/rest';

/** A connection as the `DATABASE_URL` role (the admin: it migrates, grants and seeds), migrated unless told not to. */
export async function openOrm(databaseUrl: string, options: { migrate?: boolean } = {}): Promise<Orm> {
  const orm = await createOrm({ clientUrl: databaseUrl, entities, migrations, poolMax: 20 });
  if (options.migrate !== false) await migrate(orm);
  return orm;
}

/**
 * The server's connections (see README, Tenancy): the sign-in role's (lookups before a company is
 * known) and the tenant role's; the admin role's only until start-up's migrations and seeders are
 * done (`closeAdmin`): the running server holds no superuser or BYPASSRLS connection.
 */
export interface Databases {
  /** The administrative connection; null once closed. */
  admin: Orm | null;
  /** As `agenda_sign_in`: up to 10 connections. */
  signInOrm: Orm;
  /** As `agenda_app`, under row-level security: up to 20 connections. */
  tenantOrm: Orm;
  closeAdmin(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  migrate?: boolean;
  /** The tenant role's password, when the server manages the role. */
  appPassword: string;
  /** `DATABASE_APP_URL`: a tenant role the operator made; then the server does not touch roles. */
  appUrl?: string;
  /** The sign-in role's password, when the server manages the role. */
  signInPassword: string;
  /** `DATABASE_SIGN_IN_URL`: a sign-in role the operator made (with `DATABASE_APP_URL`). */
  signInUrl?: string;
}

/**
 * Migrates (unless told not to), makes sure of the tenant and sign-in roles and of row-level security
 * on every tenant table, and opens those two roles' connections beside the admin one.
 */
export async function openDatabases(databaseUrl: string, options: OpenOptions): Promise<Databases> {
  let admin: Orm | null = await openOrm(databaseUrl, { migrate: options.migrate });
  if (options.migrate !== false) await prepareDatabase(admin, options);
  if (options.appUrl && !options.signInUrl) throw new Error('DATABASE_SIGN_IN_URL is needed beside DATABASE_APP_URL');
  const tenantOrm = await createOrm({
    clientUrl: options.appUrl ?? appRoleUrl(databaseUrl, options.appPassword),
    entities,
    migrations,
    poolMax: 20,
  });
  const signInOrm = await createOrm({
    clientUrl: options.signInUrl ?? roleUrl(databaseUrl, SIGN_IN_ROLE, options.signInPassword),
    entities,
    migrations,
    poolMax: 10,
  });
  const closeAdmin = async () => {
    const closing = admin;
    admin = null;
    await closing?.close(true);
  };
  return {
    get admin() {
      return admin;
    },
    signInOrm,
    tenantOrm,
    closeAdmin,
    close: async () => void (await Promise.all([tenantOrm.close(true), signInOrm.close(true), closeAdmin()])),
  };
}

/**
 * Idempotent, after every migration, as the admin role: the tenant and sign-in roles with their
 * privileges, the tenant policies, and the features' reference data.
 */
async function prepareDatabase(admin: Orm, options: Omit<OpenOptions, 'migrate'>): Promise<void> {
  await secureDatabase(admin, options);
  await seedReferenceData(admin);
}

/** The features' reference data (business types …), as the admin role: idempotent. */
export async function seedReferenceData(admin: Orm): Promise<void> {
  for (const feature of serverFeatures as readonly ServerFeature[]) await feature.seed?.(admin.em.fork());
}

/** The tenant and sign-in roles with their privileges, and the tenant policies (idempotent). */
export async function secureDatabase(admin: Orm, options: Omit<OpenOptions, 'migrate'>): Promise<void> {
  if (options.appUrl) await grantAppRole(admin.em.fork());
  else await prepareAppRole(admin, options.appPassword);
  await enforceTenantIsolation(admin);
  if (!options.signInUrl) await ensureLoginRole(admin.em.fork(), SIGN_IN_ROLE, options.signInPassword);
  await grantSignInRole(
    admin,
    (serverFeatures as readonly ServerFeature[]).flatMap((f) => f.signIn ?? []),
  );
}

/** Everything but the listening socket: the Hono app over ready databases. */
export async function buildServer(
  config: ServerConfig,
  { signInOrm, tenantOrm }: Pick<Databases, 'signInOrm' | 'tenantOrm'>,
  log: Logger,
  options: { logRequests?: boolean; tenantFilter?: boolean; lifecycle?: Lifecycle } = {},
) {
  assertSafeAuthSetup(process.env);
  const firebase = firebaseAuth({ projectId: config.firebase.projectId, emulatorHost: config.firebase.emulatorHost });
  const tokens = new TokenVerifier(firebase, config.sessionSecret);
  const accounts = new AccountCheck(firebase);
  const emulator = config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : undefined;
  const app = createApp({
    signInOrm,
    tenantOrm,
    tenantFilter: options.tenantFilter,
    sessions: sessionResolver(tokens, accounts),
    log,
    appRouter,
    services: {
      auth: { tokens, firebase, accounts, cep: viaCepProvider(config.cepProviderUrl, config.cepTimeoutMs) },
      team: { mailer: config.smtp && smtpMailer(config.smtp.url, config.smtp.from), publicUrl: config.publicUrl },
      confirmations: confirmationServices(config.sessionSecret, config.publicUrl),
      quotes: quoteServices(config.sessionSecret, config.publicUrl),
      messages: { appSecret: config.whatsapp.appSecret, verifyToken: config.whatsapp.verifyToken },
    },
    rateLimitFactor: config.rateLimitFactor,
    trustProxy: config.trustProxy,
    hsts: config.hsts,
    lifecycle: options.lifecycle,
    metricsToken: config.metricsToken,
    extensions,
    mountRest: (app: RestApp) => mountRest(app, serverFeatures),
    mountPages: (app: RestApp) => mountPages(app, serverFeatures as readonly ServerFeature[]),
    mountApiDocs: (app: RestApp) => mountApiDocs(app, serverFeatures),
    largeBodies: (serverFeatures as readonly ServerFeature[]).flatMap((f) => f.largeBodies ?? []),
    webDist: config.webDist,
    logRequests: options.logRequests,
    publicConfig: {
      firebase: { apiKey: config.firebase.apiKey, authDomain: config.firebase.authDomain, projectId: config.firebase.projectId },
      authEmulatorUrl: emulator ?? null,
    },
    connectSources: emulator ? [emulator] : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  });
  const outbox = new OutboxWorker({
    tenantOrm,
    log,
    pollMs: config.outboxPollMs,
    // Sending beside the clinic's requests: small claims, few at once, a pause between claims.
    batch: 20,
    concurrency: 4,
    pauseMs: 20,
    channels: {
      whatsapp: whatsappCloud({ baseUrl: config.whatsapp.apiUrl }),
      email: config.smtp && emailChannel(smtpMailer(config.smtp.url, config.smtp.from)),
      sms: smsNotConfigured,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      linkKey: confirmationServices(config.sessionSecret, config.publicUrl).linkKey,
    },
  });
  return { app, tokens, firebase, outbox };
}

/** Where the server listens: HOST when set; else loopback in emulator mode, all interfaces otherwise. */
export function bindAddress(host: string | undefined, emulatorMode: boolean): string {
  if (host) return host;
  return emulatorMode ? '127.0.0.1' : '0.0.0.0';
}
