import { runSql, sql } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joined, patchMember } from '@agenda/server/testing';
import {
  type TestServer,
  createFirebaseAccount,
  registeredOwner,
  registrationPayload,
  startTestServer,
} from '@agenda/server/testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const countRows = async (table: string) =>
  Number((await runSql<{ n: number }>(server.orm.em, sql`select count(*)::int as n from ${sql.id(table)}`))[0]?.n);

describe('POST /auth/register → /auth/login → /auth/me → /api/company/config', () => {
  it('creates the company and its owner, then signs in with either token', async () => {
    const account = await createFirebaseAccount(server.emulatorHost);
    const types = (await (await server.request('/api/business-types')).json()) as {
      businessTypes: { id: string; name: string }[];
    };
    const dental = types.businessTypes.find((t) => t.name === 'Clínica Odontológica');
    expect(dental).toBeDefined();

    const reg = await server.request('/auth/register', {
      method: 'POST',
      json: registrationPayload(account, { businessTypeId: dental?.id, email: account.email.toUpperCase() }),
    });
    expect(reg.status).toBe(201);
    const registered = (await reg.json()) as { user: { email: string; role: string } };
    expect(registered.user).toMatchObject({ email: account.email, role: 'OWNER' });

    const login = await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } });
    expect(login.status).toBe(200);
    const { token, user } = (await login.json()) as { token: string; user: { fullName: string; company: { name: string } } };
    expect(token).toBeTruthy();
    expect(user.fullName).toBe('Maria Clara Ferreira');
    expect(user.company.name).toBe('Clínica Sorriso');

    for (const bearer of [token, account.idToken]) {
      const me = await server.request('/auth/me', { token: bearer });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email);
    }

    const config = await server.request('/api/company/config', { token });
    expect(config.status).toBe(200);
    const { company } = (await config.json()) as {
      company: {
        name: string;
        businessDays: number[];
        plan: string;
        timeZone: string;
        businessType: { name: string; tabs: { name: string; fieldConfig: { type?: string } }[] };
      };
    };
    expect(company).toMatchObject({
      name: 'Clínica Sorriso',
      businessDays: [1, 2, 3, 4, 5],
      plan: 'basic',
      timeZone: 'America/Sao_Paulo',
    });
    expect(company.businessType.name).toBe('Clínica Odontológica');
    expect(company.businessType.tabs.map((t) => t.fieldConfig.type)).toEqual([
      'anamnesis',
      'odontogram',
      'medical_record',
      'clinical_module',
    ]);
  });

  it('answers the same over tRPC', async () => {
    const owner = await registeredOwner(server);
    const res = await server.request('/trpc/auth.me', { token: owner.token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: { user: { id: string } } } };
    expect(body.result.data.user.id).toBe(owner.user.id);

    const unauth = await server.request('/trpc/auth.me');
    expect(unauth.status).toBe(401);
  });

  it('refuses a second registration of the same account or e-mail with 409', async () => {
    const owner = await registeredOwner(server);
    const again = await server.request('/auth/register', { method: 'POST', json: registrationPayload(owner) });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Usuário já cadastrado' });
  });

  it('requires the firebaseId and e-mail of the token', async () => {
    const account = await createFirebaseAccount(server.emulatorHost);
    const wrongUid = await server.request('/auth/register', {
      method: 'POST',
      json: registrationPayload(account, { firebaseId: 'someone-else' }),
    });
    expect(wrongUid.status).toBe(400);
    expect(((await wrongUid.json()) as { error: string }).error).toBe(
      'A conta informada não corresponde ao token de autenticação',
    );
    const wrongEmail = await server.request('/auth/register', {
      method: 'POST',
      json: registrationPayload(account, { email: 'outro@teste.com.br' }),
    });
    expect(wrongEmail.status).toBe(400);
    expect(((await wrongEmail.json()) as { error: string }).error).toBe(
      'O e-mail informado não corresponde ao da conta autenticada',
    );
  });

  it.each([
    [{ fullName: '' }, 'Por favor, preencha todos os campos obrigatórios'],
    [{ phone: '  ' }, 'Por favor, preencha todos os campos obrigatórios'],
    [{ number: '' }, 'Por favor, preencha o endereço completo'],
    [{ companyName: '' }, 'Por favor, preencha os dados da empresa'],
    [{ companyCep: '' }, 'Por favor, preencha o endereço da empresa completo'],
    [{ businessDays: [] }, 'Por favor, selecione pelo menos um dia de atendimento'],
    [{ businessDays: [6] }, 'Dias de atendimento inválidos'],
    [{ fullName: 42 }, 'Por favor, preencha todos os campos obrigatórios'],
  ])('rejects %o with 400 and writes nothing', async (override, message) => {
    const account = await createFirebaseAccount(server.emulatorHost);
    const before = await countRows('company');
    const res = await server.request('/auth/register', { method: 'POST', json: registrationPayload(account, override) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(await countRows('company')).toBe(before);
  });

  it('rejects a broken JSON body with 400', async () => {
    const res = await server.request('/auth/register', {
      method: 'POST',
      body: '{"fullName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Corpo da requisição inválido' });
  });
});

describe('401 answers', () => {
  it('refuses missing, malformed, tampered and revoked tokens', async () => {
    const owner = await registeredOwner(server);
    expect((await server.request('/auth/me')).status).toBe(401);
    expect((await server.request('/auth/me', { token: 'not-a-jwt' })).status).toBe(401);

    // A session token with a flipped signature byte.
    const [h, p, s] = owner.token.split('.');
    const forged = `${h}.${p}.${s?.startsWith('A') ? `B${s.slice(1)}` : `A${s?.slice(1)}`}`;
    expect((await server.request('/auth/me', { token: forged })).status).toBe(401);

    // A Firebase token whose subject or audience was changed.
    const [fh, fp] = owner.idToken.split('.');
    const claims = JSON.parse(Buffer.from(fp ?? '', 'base64url').toString());
    const reencode = (c: object) => `${fh}.${Buffer.from(JSON.stringify(c)).toString('base64url')}.`;
    expect(
      (await server.request('/auth/me', { token: reencode({ ...claims, sub: 'intruder', user_id: 'intruder' }) })).status,
    ).toBe(401);
    expect((await server.request('/auth/me', { token: reencode({ ...claims, aud: 'other-project' }) })).status).toBe(401);
    expect((await server.request('/auth/me', { token: reencode({ ...claims, exp: 1_000_000 }) })).status).toBe(401);

    const body = await (await server.request('/auth/me', { token: 'x.y.z' })).json();
    expect(body).toEqual({ error: 'Sessão expirada ou inválida. Faça login novamente.' });
  });

  it('logout revokes the session token', async () => {
    const owner = await registeredOwner(server);
    expect((await server.request('/auth/me', { token: owner.token })).status).toBe(200);
    expect((await server.request('/auth/logout', { method: 'POST', token: owner.token })).status).toBe(200);
    expect((await server.request('/auth/me', { token: owner.token })).status).toBe(401);
  });

  it('company config needs a registered user', async () => {
    expect((await server.request('/api/company/config')).status).toBe(401);
    const account = await createFirebaseAccount(server.emulatorHost);
    expect((await server.request('/api/company/config', { token: account.idToken })).status).toBe(401);
  });

  it('login with a token of an unregistered account answers 404 in pt-BR', async () => {
    const account = await createFirebaseAccount(server.emulatorHost);
    const res = await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Usuário não encontrado. Conclua o cadastro para entrar.' });
    const missing = await server.request('/auth/login', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
  });
});

describe('a deactivated member signing in', () => {
  const DEACTIVATED = 'Seu acesso a esta clínica foi desativado. Fale com o administrador.';

  it('is told the access was deactivated (403), not invited to sign up; reactivated, signs in again', async () => {
    const owner = await registeredOwner(server);
    const member = await joined(server, owner, 'RECEPTION', 'Renata Souza Lima');
    expect((await patchMember(server, owner, member.member.id, { active: false })).status).toBe(200);
    const rest = await server.request('/auth/login', { method: 'POST', json: { idToken: member.idToken } });
    expect({ status: rest.status, body: await rest.json() }).toEqual({ status: 403, body: { error: DEACTIVATED } });
    const named = await server.request('/auth/login', {
      method: 'POST',
      json: { idToken: member.idToken, companyId: owner.user.companyId },
    });
    expect({ status: named.status, body: await named.json() }).toEqual({ status: 403, body: { error: DEACTIVATED } });
    const trpc = await server.request('/trpc/auth.login', { method: 'POST', json: { idToken: member.idToken } });
    expect(trpc.status).toBe(403);
    expect(((await trpc.json()) as { error: { message: string; data: { code: string } } }).error).toMatchObject({
      message: DEACTIVATED,
      data: { code: 'FORBIDDEN' },
    });
    expect((await patchMember(server, owner, member.member.id, { active: true })).status).toBe(200);
    expect((await server.request('/auth/login', { method: 'POST', json: { idToken: member.idToken } })).status).toBe(200);
  });
});
