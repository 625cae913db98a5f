import { randomBytes } from 'node:crypto';
import { addDays, compareDates, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import { type Locator, type Page, test as base, expect } from '@playwright/test';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export interface Owner {
  email: string;
  password: string;
  fullName: string;
  token: string;
  companyId: string;
}

/** The id of a business type offered at sign-up, by its name. */
export async function businessTypeId(baseURL: string, name: string): Promise<string | null> {
  const types = (await (await fetch(`${baseURL}/api/business-types`)).json()) as {
    businessTypes: { id: string; name: string }[];
  };
  return types.businessTypes.find((t) => t.name === name)?.id ?? null;
}

/** An ID token of the account, from a sign-in at the Auth emulator. */
async function emulatorIdToken(email: string, password: string): Promise<string> {
  const identity = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (identity.status !== 200) throw new Error(`emulator sign-in failed: ${identity.status} ${await identity.text()}`);
  return ((await identity.json()) as { idToken: string }).idToken;
}

/** A fresh account in the Auth emulator (e-mail, password 'segredo123', and its ID token). */
async function emulatorAccount(email = `e2e-${randomBytes(5).toString('hex')}@teste.com.br`) {
  const password = 'segredo123';
  const signUp = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { localId } = (await signUp.json()) as { localId: string };
  // The emulator dates a new account's sign-in (the token's auth_time) from the start of the sign-up
  // call and the account's token validity (validSince) from a moment later; across a second boundary
  // the sign-up's own token reads as revoked to firebase-admin, which checks revocation of every
  // emulator token (a 401 at /auth/register, one run in a few on loaded cores). A sign-in right after
  // gives a token dated after both.
  const idToken = await emulatorIdToken(email, password);
  return { email, password, localId, idToken };
}

/** A fresh account in the Auth emulator and its clinic, registered through the documented REST path. */
export async function registerOwner(baseURL: string, overrides: Record<string, unknown> = {}): Promise<Owner> {
  const { email, password, ...account } = await emulatorAccount();
  const types = (await (await fetch(`${baseURL}/api/business-types`)).json()) as {
    businessTypes: { id: string; name: string }[];
  };
  const dental = types.businessTypes.find((t) => t.name === 'Clínica Odontológica');
  const fullName = 'Beatriz Almeida Costa';
  const payload = {
    fullName,
    email,
    phone: '(11) 97777-6666',
    cep: '01310-100',
    street: 'Avenida Paulista',
    number: '900',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    companyName: 'Clínica Teste',
    companyPhone: '(11) 3222-1111',
    companyCep: '01310-100',
    companyStreet: 'Avenida Paulista',
    companyNumber: '1000',
    companyNeighborhood: 'Bela Vista',
    companyCity: 'São Paulo',
    companyState: 'SP',
    businessTypeId: dental?.id ?? null,
    businessDays: [1, 2, 3, 4, 5],
    firebaseId: account.localId,
    idToken: account.idToken,
    ...overrides,
  };
  const reg = await fetch(`${baseURL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const login = await fetch(`${baseURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: account.idToken }),
  });
  const session = (await login.json()) as { token: string; user: { companyId: string } };
  return { email, password, fullName, token: session.token, companyId: session.user.companyId };
}

/** A documented REST call as the owner; anything but 2xx fails the test with the answer. */
export async function api<T>(baseURL: string, owner: Owner, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Signs in through the login screen and waits for the dashboard. Only the specs about signing in
 * use it; every other test starts signed in (`signIn`).
 */
export async function login(page: Page, owner: Pick<Owner, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha').fill(owner.password);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Opens the dashboard signed in as `who`, without the login screen: the same exchange the screen
 * makes (the Auth emulator's ID token for a session at `/auth/login`), its session put in the page's
 * storage as the screen leaves it. A session of its own, as each sign-in on the screen has; the
 * screen itself is tested in auth.spec.ts. `landing` null only stores the session, for a test whose
 * next step opens its own page: the browser then draws that page, not the dashboard first.
 */
export async function signIn(page: Page, who: Pick<Owner, 'email' | 'password'>, landing: '/dashboard' | null = '/dashboard') {
  const baseURL = test.info().project.use.baseURL ?? '';
  const idToken = await emulatorIdToken(who.email, who.password);
  const login = await fetch(`${baseURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (login.status !== 200) throw new Error(`/auth/login failed: ${login.status} ${await login.text()}`);
  const session = (await login.json()) as { token: string; user: unknown };
  // What storedSession.save (packages/api-client/src/session.ts) writes after the screen's sign-in.
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [
          { name: 'token', value: session.token },
          { name: 'user', value: JSON.stringify(session.user) },
          { name: 'isAuthenticated', value: 'true' },
          { name: 'userEmail', value: who.email },
        ],
      },
    ],
  });
  if (landing === null) return;
  await page.goto(landing);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const test = base.extend<{ owner: Owner }>({
  owner: async ({ baseURL }, use) => {
    await use(await registerOwner(baseURL ?? ''));
  },
});

export { expect };

/** Waits for a toast with `text`, then closes every toast so the next one is unambiguous. */
export async function seeToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]')) button.click();
  });
  await expect(toast).toHaveCount(0);
}

/**
 * A client with one appointment on the first open day at least `fromDays` ahead, made over the
 * documented REST paths (a service type, a 30-minute service, the client, the booking).
 */
export async function clientWithAppointment(
  baseURL: string,
  token: string,
  fullName: string,
  options: { fromDays?: number; startTime?: string; serviceType?: string; service?: string; price?: number } = {},
): Promise<{ id: string; date: string }> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = async (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const { serviceType } = await (await post('/service-types', { name: options.serviceType ?? 'Prevenção' })).json();
  const { service } = await (
    await post('/services', {
      name: options.service ?? 'Limpeza',
      serviceTypeId: serviceType.id,
      duration: 30,
      price: options.price ?? 120,
    })
  ).json();
  const { client } = await (await post('/api/clients', { fullName, cpf: randomCpf(), phone: '11912345678' })).json();
  const startTime = options.startTime ?? '09:00';
  const endTime = `${startTime.slice(0, 3)}${String(Number(startTime.slice(3)) + 30).padStart(2, '0')}`;
  let date = addDays(nowInTimeZone().date, options.fromDays ?? 1);
  for (let i = 0; i < 20; i++, date = addDays(date, 1)) {
    const res = await post('/api/appointments', {
      clientId: client.id,
      serviceId: service.id,
      date,
      startTime,
      endTime,
      notes: '',
    });
    if (res.status === 201) return { id: client.id as string, date };
  }
  throw new Error('no open day to book');
}

/** The dashboard, moved forward to the week holding `date`. */
export async function openWeekOf(page: Page, date: string) {
  await page.goto('/dashboard');
  const next = page.getByRole('button', { name: 'Próxima semana' });
  await expect(next).toBeVisible();
  for (
    let week = startOfWeekMonday(nowInTimeZone().date);
    compareDates(week, startOfWeekMonday(date)) < 0;
    week = addDays(week, 7)
  )
    await next.click();
}

export async function openPatient(page: Page, name: string): Promise<Locator> {
  await page.goto('/clients');
  await page.getByRole('list', { name: 'Clientes' }).getByText(name).click();
  const view = page.getByRole('article', { name });
  await expect(view).toBeVisible();
  return view;
}

export interface ProfessionalRef {
  id: string;
  name: string;
  color: string;
}

/** One more professional in the owner's clinic (`POST /api/professionals`); without hours or services, the clinic's. */
export async function addProfessional(baseURL: string, owner: Owner, body: Record<string, unknown>): Promise<ProfessionalRef> {
  return (await api<{ professional: ProfessionalRef }>(baseURL, owner, 'POST', '/api/professionals', body)).professional;
}

/**
 * A member of the owner's clinic who joined through an invitation (made and accepted over the
 * documented REST paths): their login, and their professional profile when they attend.
 */
export async function teamMember(baseURL: string, owner: Owner, role: 'PROFESSIONAL' | 'RECEPTION', fullName: string) {
  const email = `e2e-${randomBytes(5).toString('hex')}@teste.com.br`;
  const { invitation } = await api<{ invitation: { link: string } }>(baseURL, owner, 'POST', '/api/team/invitations', {
    email,
    fullName,
    role,
  });
  const account = await emulatorAccount(email);
  const token = invitation.link.slice(invitation.link.lastIndexOf('/') + 1);
  const res = await fetch(`${baseURL}/api/team/invitations/${token}/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: account.idToken }),
  });
  if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${await res.text()}`);
  const { member } = (await res.json()) as { member: { id: string; professional: ProfessionalRef | null } };
  return { email, password: account.password, fullName, id: member.id, professional: member.professional };
}

/** Holds back the browser's requests whose address matches by `ms`, as a slow network or phone would. */
export async function holdBack(page: Page, pattern: RegExp, ms = 1500) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Waits until a dialog's opening animation (it scales in) is over, before measuring where its parts are. */
export async function dialogOpened(dialog: Locator) {
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}
