import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, e2eServerEnv } from './e2e/server.mjs';

export const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// Chromium's headless shell when installed (Debian's `chromium-headless-shell`, which CI installs): the
// same engine without the full browser's window machinery, a quarter less CPU over the suite on two
// cores (decision 067). Else the full browser. CHROMIUM_PATH picks another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
  // The real product (e2e/server.mjs); `npm test` starts it ahead and says so (E2E_SERVER=running).
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: process.env.E2E_SERVER === 'running',
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv(),
  },
});
