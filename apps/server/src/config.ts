import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_WHATSAPP_API_URL } from '@agenda/messages/server';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface ServerConfig {
  port: number;
  production: boolean;
  dataDir: string;
  webDist: string;
  firebase: { projectId: string; apiKey: string; authDomain: string; emulatorHost?: string };
  sessionSecret: string;
  cepProviderUrl: string;
  /** How long a postal-code lookup may take before the API answers 503. */
  cepTimeoutMs: number;
  /** Multiplies every rate limit; 1 unless RATE_LIMIT_FACTOR says otherwise (tests raise it). */
  rateLimitFactor: number;
  /** TRUST_PROXY=1: the client's address is the first X-Forwarded-For hop (behind a known proxy only). */
  trustProxy: boolean;
  /** HSTS_MAX_AGE (seconds): sent on every answer when set; for deployments behind a TLS proxy. */
  hsts: number | null;
  /** REQUEST_TIMEOUT_MS: a request (headers and body) not fully received by then gets 408. */
  requestTimeoutMs: number;
  /** METRICS_TOKEN: a bearer token that may read /metrics from off this machine. */
  metricsToken: string | undefined;
  /** PUBLIC_URL: where people reach the app (links in invitations); else each request's own origin. */
  publicUrl: string | null;
  /** SMTP_URL (`smtp://user:password@host:port`) and SMTP_FROM: invitations are e-mailed when set. */
  smtp: { url: string; from: string } | null;
  /**
   * The WhatsApp Business Cloud API (reminders): WHATSAPP_API_URL (Graph API base with its version, or
   * the stand-in's), WHATSAPP_APP_SECRET (signs the webhooks), WHATSAPP_VERIFY_TOKEN (the webhook's
   * subscription handshake). Each clinic's number id and token are its own settings.
   */
  whatsapp: { apiUrl: string; appSecret: string | null; verifyToken: string | null };
  /** OUTBOX_POLL_MS: how often an idle outbox looks for due messages. */
  outboxPollMs: number;
}

/**
 * The session secret signs the tokens `/auth/login` returns. Production must provide it; the
 * default start keeps a generated one in the data folder so sessions survive restarts.
 */
function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (production) throw new Error('SESSION_SECRET is required in production');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.AGENDA_DATA_DIR ?? join(repoRoot, '.data'));
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-agenda';
  return {
    port: Number(env.PORT ?? 3000),
    production,
    dataDir,
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'apps', 'web', 'dist')),
    firebase: {
      projectId,
      apiKey: env.FIREBASE_API_KEY ?? 'fake-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    },
    sessionSecret: sessionSecret(env, dataDir, production),
    cepProviderUrl: env.CEP_PROVIDER_URL ?? 'https://viacep.com.br/ws',
    cepTimeoutMs: positiveInteger(env.CEP_TIMEOUT_MS, 3000, 'CEP_TIMEOUT_MS'),
    rateLimitFactor: positiveNumber(env.RATE_LIMIT_FACTOR) ?? 1,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    hsts: positiveNumber(env.HSTS_MAX_AGE) ?? null,
    requestTimeoutMs: positiveInteger(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS'),
    metricsToken: env.METRICS_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM || 'Agenda <nao-responda@agenda.local>' } : null,
    whatsapp: {
      apiUrl: env.WHATSAPP_API_URL || DEFAULT_WHATSAPP_API_URL,
      appSecret: env.WHATSAPP_APP_SECRET || null,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
    },
    outboxPollMs: positiveInteger(env.OUTBOX_POLL_MS, 5_000, 'OUTBOX_POLL_MS'),
  };
}

function positiveInteger(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds`);
  return value;
}

function positiveNumber(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}
