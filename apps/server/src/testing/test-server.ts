import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Orm } from '@agenda/db';
import type { Logger } from '@agenda/trpc';
import { freshDatabaseUrl } from '@agenda/db/testing';
import { inject } from 'vitest';
import { loadConfig } from '../config.ts';
import { jsonLogger } from '../log.ts';
import { buildServer, openDatabases, seedReferenceData } from '../server.ts';
import { TEST_ROLE_PASSWORDS, TEST_SESSION_SECRET } from './constants.ts';
import { answerChecker, documentPaths } from './openapi-answers.ts';

// The Auth emulator's address, provided by emulator-setup.ts (the integration projects' global setup).
declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export const PROJECT_ID = 'demo-agenda';

type AnswerChecker = ReturnType<typeof answerChecker>;
/**
 * Checkers by the document's text. The files of a worker share its modules (vitest.config.ts), and
 * most build the same server: the document is validated and its schemas compiled once per worker, not
 * once per file (that was 24 of the integration files' 275 CPU-seconds in a profile).
 */
const checkers = new Map<string, Promise<AnswerChecker>>();
function checkerOf(document: string): Promise<AnswerChecker> {
  let checker = checkers.get(document);
  if (!checker) {
    checker = documentPaths(JSON.parse(document)).then(answerChecker);
    checkers.set(document, checker);
  }
  return checker;
}

/** The whole server over a fresh database and the Auth emulator, answering in-process. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { log?: Logger; tenantFilter?: boolean; databaseUrl?: string; outbox?: boolean } = {},
) {
  const emulatorHost = inject('authEmulatorHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const config = loadConfig({
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    SESSION_SECRET: TEST_SESSION_SECRET,
    AGENDA_DATA_DIR: mkdtempSync(join(tmpdir(), 'agenda-test-')),
    // Tests sign up and in many times from one address; the limits have their own tests (factor 1).
    RATE_LIMIT_FACTOR: '50',
    ...env,
  });
  const databases = await openDatabases(options.databaseUrl ?? (await freshDatabaseUrl()), {
    migrate: false,
    ...TEST_ROLE_PASSWORDS,
  });
  // Tests reach the database as its admin too (to age a token, break a row); the server does not.
  const orm = databases.admin as Orm;
  await seedReferenceData(orm);
  const log = options.log ?? jsonLogger(Boolean(process.env.TEST_LOG));
  const { app, tokens, outbox } = await buildServer(config, databases, log, {
    logRequests: Boolean(options.log),
    tenantFilter: options.tenantFilter,
  });

  if (options.outbox) outbox.start();

  // The document the server serves, read once: every answer of a documented path is checked against it.
  let checker: Promise<AnswerChecker> | undefined;
  const checkAnswer = async (method: string, path: string, res: Response) => {
    checker ??= (async () => checkerOf(await (await app.request('/api/openapi.json')).text()))();
    const problem = await (await checker)(method, path, res);
    if (problem) throw new Error(`The answer does not match /api/openapi.json: ${problem}`);
  };

  const request = async (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    const res = await app.request(path, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    // A browser's navigation to a path that is also a page (/clients, /services) gets the web app, not the API.
    const navigation = headers.get('accept')?.includes('text/html') && !headers.has('authorization');
    if (!navigation) await checkAnswer(init.method ?? 'GET', path, res);
    return res;
  };

  const { tenantOrm, signInOrm } = databases;
  return {
    app,
    orm,
    tenantOrm,
    signInOrm,
    tokens,
    request,
    emulatorHost,
    databaseUrl: orm.config.get('clientUrl') as string,
    /** The outbox's poller; it runs only when started with `outbox: true` (a test may also drive it by hand). */
    outbox,
    close: async () => {
      await outbox.stop();
      await databases.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A fresh account in the emulator; returns its uid, e-mail, password and an ID token. */
export async function createFirebaseAccount(emulatorHost: string, email = `u${randomBytes(5).toString('hex')}@teste.com.br`) {
  const password = 'segredo123';
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId: string; email: string };
  if (!res.ok) throw new Error(`emulator signUp failed: ${JSON.stringify(body)}`);
  // The emulator dates a new account's sign-in (the token's auth_time) from the start of the sign-up
  // call and the account's token validity (validSince) from a moment later; across a second boundary
  // the sign-up's own token reads as revoked to firebase-admin, which checks revocation of every
  // emulator token (a 401 at /auth/register, one run in a few on loaded cores). A sign-in right after
  // gives a token dated after both.
  const signIn = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: body.email, password, returnSecureToken: true }),
    },
  );
  if (!signIn.ok) throw new Error(`emulator sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { idToken } = (await signIn.json()) as { idToken: string };
  return { uid: body.localId, email: body.email, password, idToken };
}

export function registrationPayload(
  account: { uid: string; email: string; idToken: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    fullName: 'Maria Clara Ferreira',
    email: account.email,
    phone: '(11) 98888-7777',
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '1578',
    complement: '',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    companyName: 'Clínica Sorriso',
    companyPhone: '(11) 3333-4444',
    companyCep: '01310-100',
    companyStreet: 'Avenida Paulista',
    companyNumber: '1000',
    companyComplement: '',
    companyNeighborhood: 'Bela Vista',
    companyCity: 'São Paulo',
    companyState: 'SP',
    businessTypeId: null,
    businessDays: [1, 2, 3, 4, 5],
    plan: 'basic',
    firebaseId: account.uid,
    idToken: account.idToken,
    ...overrides,
  };
}

/** A registered owner with a session token: the usual starting point of a feature test. */
export async function registeredOwner(server: TestServer, overrides: Record<string, unknown> = {}) {
  const account = await createFirebaseAccount(server.emulatorHost);
  const reg = await server.request('/auth/register', { method: 'POST', json: registrationPayload(account, overrides) });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const login = await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } });
  const body = (await login.json()) as { token: string; user: { id: string; companyId: string } };
  return { ...account, token: body.token, user: body.user };
}
