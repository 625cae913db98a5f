import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// PostgreSQL runs as its own user when we are root: it must be able to enter the folder. The folder
// is kept in E2E_DATA_DIR, which the workers inherit (they load this file again): a spec that
// reaches into the server's database reads the password generated there (e2e/server-database.ts).
function dataDir() {
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'agenda-e2e-'));
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
  return process.env.E2E_DATA_DIR;
}

// Chromium's headless shell when installed (Debian's `chromium-headless-shell`, which CI installs): the
// same engine without the full browser's window machinery, a quarter less CPU over the suite on two
// cores (decision 067). Else the full browser. CHROMIUM_PATH picks another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The real product (`scripts/start.mjs`) on its own port and a throw-away data folder: a fresh
// embedded PostgreSQL, the Auth emulator (the one `npm test` started, or its own), the built web app.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // Three at once on two cores: a test waits on the server and its timers a good part of its time
  // (the suite alone kept the cores 58% busy with two workers). 300 s → 248 s alone; four saturate
  // the cores and gain nothing.
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The product honours 'reduce motion' (modals and drawers in 1 ms): the tests read the settled
    // screen without waiting out, and painting, every fade and slide.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        '--lang=pt-BR',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PG_PORT: String(port + 50),
      AGENDA_DATA_DIR: dataDir(),
      AGENDA_DEMO_SEED: 'off',
      // Every test signs up and in from this one address: the limits themselves are tested in the API tests.
      RATE_LIMIT_FACTOR: '50',
      CEP_PROVIDER_URL: process.env.CEP_PROVIDER_URL ?? `http://127.0.0.1:${port + 1}`,
    },
  },
});
