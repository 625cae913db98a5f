// `npm run lighthouse` (not part of `npm test`): Lighthouse's mobile preset (simulated slow 4G, 4x
// CPU) over /login and, signed in as the demo clinic, /dashboard, /clients and /financial, and a patient's
// page /p/{token} (server-rendered, no JavaScript; its link taken from the demo's reminders) and the
// demo clinic's online booking page /agendar/clinica-demo (server-rendered, no JavaScript). Starts the
// product (`scripts/start.mjs`, production build, its own port and data folder) unless LIGHTHOUSE_URL
// names a running one, drives the system Chromium (CHROME_PATH, /usr/bin/chromium by default) and
// prints scores, paint timings and the bytes transferred, against the budgets. Each page is measured
// LIGHTHOUSE_RUNS times (3 by default: a shared machine makes single runs noisy) and judged on the
// median run. LIGHTHOUSE_PAGES (comma-separated) measures only some pages. JSON reports go to
// LIGHTHOUSE_OUT (a temp folder).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3990);
const base = process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`;
const out = process.env.LIGHTHOUSE_OUT ?? mkdtempSync(join(tmpdir(), 'agenda-lighthouse-'));
const DEMO = { email: 'demo@agenda.dev', password: 'agenda123' };
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const BUDGETS = {
  '/login': { performance: 95, lcpMs: 2000, scriptKb: 120 },
  '/dashboard': { performance: 95 },
  '/clients': { performance: 95 },
  '/financial': { performance: 95 },
  '/p/{token}': { performance: 95, accessibility: 95, scriptKb: 60 },
  '/agendar/clinica-demo': { performance: 95, accessibility: 95, scriptKb: 80 },
};
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? Object.keys(BUDGETS).join(',')).split(',');
const SIGNED_IN = ['/dashboard', '/clients', '/financial'].filter((p) => PAGES.includes(p));

/** Until the server answers and serves the built web app (start.mjs builds it beside the server). */
async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      if (res.ok && (await res.text()).includes('/assets/')) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in ${ms / 1000} s`);
}

/** The product as `npm start` runs it, on its own port and throw-away data folder. */
async function startProduct() {
  const dataDir = mkdtempSync(join(tmpdir(), 'agenda-lighthouse-data-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), PG_PORT: String(port + 50), AGENDA_DATA_DIR: dataDir },
  });
  const exited = new Promise((_, fail) => child.once('exit', (code) => fail(new Error(`the product exited with ${code}`))));
  exited.catch(() => {});
  await Promise.race([waitFor(`${base}/login`, 180_000), exited]);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The demo owner's session, as the login screen would store it. */
async function demoSession() {
  const signIn = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO, returnSecureToken: true }),
    },
  );
  const { idToken } = await signIn.json();
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  return login.json();
}

function summary(path, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type) => requests.filter((r) => !type || r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return {
    path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    scriptKb: bytes('Script') / 1024,
    totalKb: bytes() / 1024,
  };
}

const stopProduct = process.env.LIGHTHOUSE_URL ? async () => {} : await startProduct();
const debugPort = port + 1;
// A persistent context is the browser's default one, which Lighthouse's tabs share (local storage).
const profileDir = mkdtempSync(join(tmpdir(), 'agenda-lighthouse-chrome-'));
const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: chromePath,
  args: [
    `--remote-debugging-port=${debugPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
const results = [];
const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
try {
  mkdirSync(out, { recursive: true });
  const flags = {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  const measure = async (path, extra, label = path) => {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      // A first visit every time: the HTTP cache of the runs before is emptied (local storage stays).
      const page = await browser.newPage();
      await (await browser.newCDPSession(page)).send('Network.clearBrowserCache');
      await page.close();
      const { lhr, report } = await lighthouse(`${base}${path}`, { ...flags, ...extra });
      if (!lhr.finalDisplayedUrl.endsWith(path)) throw new Error(`${path}: ended on ${lhr.finalDisplayedUrl}`);
      runs.push(summary(label, lhr));
      writeFileSync(join(out, `${label.slice(1).replace(/\W+/g, '-')}-${run}.json`), report);
    }
    results.push({ ...median(runs), runs: runs.map((r) => r.performance) });
  };
  // Signed out: a fresh origin, as a new visitor sees /login.
  if (PAGES.includes('/login')) await measure('/login', {});

  // Signed in: the stored session is put in place, and Lighthouse told to keep it.
  const session = await demoSession();
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('userEmail', s.user.email);
  }, session);
  await page.close();
  for (const path of SIGNED_IN) await measure(path, { disableStorageReset: true });

  // A patient's page, as the patient opens it from WhatsApp: a fresh origin, no session.
  if (PAGES.includes('/p/{token}')) {
    const reminders = await fetch(`${base}/api/reminders`, { headers: { authorization: `Bearer ${session.token}` } });
    const link = (await reminders.json()).reminders?.find((r) => r.link)?.link;
    if (!link) throw new Error('the demo has no patient link on its next working day');
    await measure(new URL(link).pathname, {}, '/p/{token}');
  }
  // The online booking page, as a new patient opens it: a fresh origin, no session.
  if (PAGES.includes('/agendar/clinica-demo')) await measure('/agendar/clinica-demo', {});
} finally {
  await browser.close();
  rmSync(profileDir, { recursive: true, force: true });
  await stopProduct();
}

const ms = (n) => `${(n / 1000).toFixed(2)} s`.padStart(8);
console.log(`\nLighthouse mobile preset (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} — reports in ${out}\n`);
console.log('route                  perf  a11y  b.p.      FCP      LCP    TBT ms    CLS       SI   JS KB  total KB  runs');
for (const r of results)
  console.log(
    `${r.path.padEnd(22)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${ms(r.fcp)} ${ms(r.lcp)} ${r.tbt.toFixed(0).padStart(9)} ${r.cls.toFixed(3).padStart(6)} ${ms(r.si)} ${r.scriptKb.toFixed(1).padStart(7)} ${r.totalKb.toFixed(1).padStart(9)}  ${r.runs.join(' ')}`,
  );
let ok = true;
for (const r of results) {
  const b = BUDGETS[r.path];
  const checks = [
    [`performance ≥ ${b.performance}`, r.performance >= b.performance],
    ...(b.accessibility ? [[`accessibility ≥ ${b.accessibility}`, r.accessibility >= b.accessibility]] : []),
    ...(b.lcpMs ? [[`LCP ≤ ${b.lcpMs / 1000} s`, r.lcp <= b.lcpMs]] : []),
    ...(b.scriptKb ? [[`JS transferred ≤ ${b.scriptKb} KB`, r.scriptKb <= b.scriptKb]] : []),
  ];
  for (const [label, pass] of checks) {
    ok &&= pass;
    console.log(`Budget ${r.path}: ${label} — ${pass ? 'PASS' : 'FAIL'}`);
  }
}
process.exitCode = ok ? 0 : 1;
