// The server the browser tests run against: the real product (`scripts/start.mjs`) on its own port and
// a throw-away data folder, with a fresh embedded PostgreSQL, the Auth emulator (the one `npm test`
// started, or its own) and the built web app. Playwright starts it (playwright.config.ts), unless
// `npm test` has already: it starts it while the integration tests run, so the browser tests begin
// on a server that is up (scripts/test.mjs), and says so with E2E_SERVER=running.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The server's data folder, kept in E2E_DATA_DIR, which Playwright's workers inherit: a spec that
 * reaches into the server's database reads the password generated there (e2e/server-database.ts).
 * PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
 */
function e2eDataDir() {
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'agenda-e2e-'));
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
  return process.env.E2E_DATA_DIR;
}

/** The environment `scripts/start.mjs` gets for the browser tests. */
export function e2eServerEnv() {
  return {
    PORT: String(E2E_PORT),
    PG_PORT: String(E2E_PORT + 50),
    AGENDA_DATA_DIR: e2eDataDir(),
    AGENDA_DEMO_SEED: 'off',
    // Every test signs up and in from this one address: the limits themselves are tested in the API tests.
    RATE_LIMIT_FACTOR: '50',
    // The address book the tests control (e2e/cep-provider.ts, started by the global setup).
    CEP_PROVIDER_URL: process.env.CEP_PROVIDER_URL ?? `http://127.0.0.1:${E2E_PORT + 1}`,
  };
}
