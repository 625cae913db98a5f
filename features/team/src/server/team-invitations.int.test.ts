import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, json } from '@agenda/server/testing';
import { type SmtpSink, startSmtpSink } from '@agenda/server/testing';
import {
  type Invited,
  type Owner,
  type Team,
  accept,
  freshEmail,
  invite,
  invited,
  joined,
  team,
  tokenOf,
} from '@agenda/server/testing';
import { type TestServer, createFirebaseAccount, registeredOwner, startTestServer } from '@agenda/server/testing';

// Invitations to a clinic's team (issue 24): the owner invites by e-mail and role, the link's token
// (kept hashed, 7 days, single use) opens a public page and is accepted with the invitee's Firebase
// ID token for the invited e-mail, which makes the membership and signs the member in.

const UNAUTHORIZED = 'Sessão expirada ou inválida. Faça login novamente.';
const NOT_FOUND = 'Convite não encontrado';
const USED = 'Este convite já foi usado.';
const REVOKED = 'Este convite foi cancelado pela clínica.';
const EXPIRED = 'Este convite expirou. Peça um novo convite à clínica.';
const OTHER_EMAIL = 'Este convite é para outro e-mail. Entre com a conta do e-mail convidado.';
const FILL = 'Preencha o e-mail, o nome e o papel';
const TOO_MANY = 'Muitas tentativas. Aguarde um pouco e tente novamente.';

let server: TestServer;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server, { companyName: 'Clínica Sorriso' });
  other = await registeredOwner(server, { companyName: 'Clínica Vizinha' });
});
afterAll(() => server?.close());

const publicRead = (token: string) => server.request(`/api/team/invitations/${token}`);
const revoke = (who: { token: string }, id: string) =>
  server.request(`/api/team/invitations/${id}`, { method: 'DELETE', token: who.token });
const renew = (who: { token: string }, id: string) =>
  server.request(`/api/team/invitations/${id}/renew`, { method: 'POST', token: who.token });
const expire = (id: string) =>
  server.orm.em.getConnection().execute(`update invitation set expires_at = now() - interval '1 minute' where id = ?`, [id]);

describe('inviting', () => {
  it('answers 401 without a session', async () => {
    await expectError(await server.request('/api/team'), 401, UNAUTHORIZED);
    await expectError(await invite(server, { token: '' }, { email: freshEmail() }), 401, UNAUTHORIZED);
    const id = '00000000-0000-4000-8000-000000000000';
    await expectError(await revoke({ token: '' }, id), 401, UNAUTHORIZED);
    await expectError(await renew({ token: '' }, id), 401, UNAUTHORIZED);
  });

  it('invites (201): a 7-day link to /convite/{token}, only the token’s hash stored, listed as pending', async () => {
    const before = Date.now();
    const res = await invite(server, owner, {
      email: '  Renata.Lima@Teste.com.br ',
      fullName: 'Renata Lima',
      role: 'PROFESSIONAL',
      professional: { registration: 'CRO-SP 12345', specialty: 'Ortodontia', color: '#2563EB' },
    });
    expect(res.status).toBe(201);
    const { invitation, mail } = await json<{ invitation: Invited; mail: string }>(res);
    expect(mail).toBe('off');
    expect(invitation).toMatchObject({ email: 'renata.lima@teste.com.br', role: 'PROFESSIONAL' });
    expect(invitation.link).toMatch(/^http:\/\/localhost\/convite\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(invitation.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const [row] = await server.orm.em
      .getConnection()
      .execute(
        'select token_hash, professional_registration, professional_specialty, professional_color from invitation where id = ?',
        [invitation.id],
      );
    const token = tokenOf(invitation.link);
    expect(row).toEqual({
      token_hash: createHash('sha256').update(token).digest('hex'),
      professional_registration: 'CRO-SP 12345',
      professional_specialty: 'Ortodontia',
      professional_color: '#2563EB',
    });
    const [stored] = await server.orm.em
      .getConnection()
      .execute('select count(*)::int as n from invitation where row_to_json(invitation)::text like ?', [`%${token}%`]);
    expect(stored?.n).toBe(0);

    const { invitations } = await team(server, owner);
    expect(invitations).toContainEqual({
      id: invitation.id,
      email: 'renata.lima@teste.com.br',
      fullName: 'Renata Lima',
      role: 'PROFESSIONAL',
      expiresAt: invitation.expiresAt,
      status: 'pending',
    });
    expect((await team(server, other)).invitations.map((i) => i.id)).not.toContain(invitation.id);
  });

  it('refuses a bad invitation with 400 and the reason', async () => {
    await expectError(await invite(server, owner, {}), 400, FILL);
    await expectError(await invite(server, owner, { email: freshEmail(), fullName: 'Ana', role: '' }), 400, FILL);
    await expectError(await invite(server, owner, { email: '  ', fullName: 'Ana', role: 'RECEPTION' }), 400, FILL);
    await expectError(
      await invite(server, owner, { email: 'ana@', fullName: 'Ana', role: 'RECEPTION' }),
      400,
      'Informe um e-mail válido',
    );
    await expectError(
      await invite(server, owner, { email: freshEmail(), fullName: 'Ana', role: 'STAFF' }),
      400,
      'Papel inválido',
    );
    await expectError(
      await invite(server, owner, {
        email: freshEmail(),
        fullName: 'Ana',
        role: 'PROFESSIONAL',
        professional: { color: 'azul' },
      }),
      400,
      'Cor inválida: use o formato #RRGGBB',
    );
  });

  it('refuses (409) the e-mail of a member or of a pending invitation, whatever its case', async () => {
    await expectError(
      await invite(server, owner, { email: owner.email.toUpperCase(), fullName: 'Eu', role: 'OWNER' }),
      409,
      'Este e-mail já é de um membro da equipe.',
    );
    const first = await invited(server, owner);
    await expectError(
      await invite(server, owner, { email: first.email.toUpperCase(), fullName: 'De novo', role: 'RECEPTION' }),
      409,
      'Já existe um convite pendente para este e-mail.',
    );
    // Another clinic may invite the same person.
    expect((await invite(server, other, { email: first.email, fullName: 'Renata', role: 'RECEPTION' })).status).toBe(201);
  });

  it('the tRPC twin answers the same', async () => {
    const res = await server.request('/trpc/team.invite', {
      method: 'POST',
      token: owner.token,
      json: { email: freshEmail(), fullName: 'Carla Dias', role: 'RECEPTION' },
    });
    expect(res.status).toBe(200);
    const data = (await json<{ result: { data: { invitation: Invited } } }>(res)).result.data;
    expect(data.invitation.link).toMatch(/\/convite\//);
  });
});

describe('the invitation link', () => {
  it('opens the public page: clinic, role, e-mail, name and expiry (no session needed)', async () => {
    const sent = await invited(server, owner, { fullName: 'Paula Reis', role: 'RECEPTION' });
    const res = await publicRead(sent.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      invitation: {
        clinicName: 'Clínica Sorriso',
        role: 'RECEPTION',
        email: sent.email,
        fullName: 'Paula Reis',
        expiresAt: sent.expiresAt,
      },
    });
  });

  it('an unknown or malformed token: 404', async () => {
    await expectError(await publicRead('x'.repeat(43)), 404, NOT_FOUND);
    await expectError(await publicRead('%20'), 404, NOT_FOUND);
    await expectError(await accept(server, 'y'.repeat(43), 'whatever'), 404, NOT_FOUND);
  });

  it('is accepted once (200 with the member and a session token), then answers 409', async () => {
    const sent = await invited(server, owner, { fullName: 'Paula Reis', role: 'RECEPTION' });
    const account = await createFirebaseAccount(server.emulatorHost, sent.email);
    const res = await accept(server, sent.token, account.idToken);
    expect(res.status).toBe(200);
    const body = await json<{ member: Team['members'][number]; token: string }>(res);
    expect(body.member).toMatchObject({
      fullName: 'Paula Reis',
      email: sent.email,
      role: 'RECEPTION',
      active: true,
      professional: null,
    });
    expect(body.member.lastSignInAt).not.toBeNull();

    // The session is like /auth/login's: it opens the clinic's data as this member.
    const me = await server.request('/auth/me', { token: body.token });
    expect(me.status).toBe(200);
    expect((await json<{ user: { id: string; companyId: string; role: string } }>(me)).user).toMatchObject({
      id: body.member.id,
      companyId: owner.user.companyId,
      role: 'RECEPTION',
    });
    expect((await server.request('/api/clients', { token: body.token })).status).toBe(200);
    // Later sign-ins go through /auth/login as usual.
    expect((await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } })).status).toBe(200);

    const now = await team(server, owner);
    expect(now.members.find((m) => m.id === body.member.id)).toMatchObject({ role: 'RECEPTION', active: true });
    expect(now.invitations.map((i) => i.id)).not.toContain(sent.id);

    await expectError(await accept(server, sent.token, account.idToken), 409, USED);
    await expectError(await publicRead(sent.token), 409, USED);
    await expectError(await revoke(owner, sent.id), 409, USED);
    await expectError(await renew(owner, sent.id), 409, USED);
  });

  it('two acceptances at once: one joins, the other finds it used', async () => {
    const sent = await invited(server, owner);
    const account = await createFirebaseAccount(server.emulatorHost, sent.email);
    const answers = await Promise.all([accept(server, sent.token, account.idToken), accept(server, sent.token, account.idToken)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const members = (await team(server, owner)).members.filter((m) => m.email === sent.email);
    expect(members).toHaveLength(1);
  });

  it('needs the invited e-mail’s Firebase ID token: none or a bad one 400/401, another e-mail’s 400', async () => {
    const sent = await invited(server, owner);
    const res = await server.request(`/api/team/invitations/${sent.token}/accept`, { method: 'POST', json: {} });
    await expectError(res, 400, 'Token de autenticação obrigatório');
    await expectError(await accept(server, sent.token, 'not-a-token'), 401, UNAUTHORIZED);
    const stranger = await createFirebaseAccount(server.emulatorHost);
    await expectError(await accept(server, sent.token, stranger.idToken), 400, OTHER_EMAIL);
    // The invitation is still open for the right person.
    expect((await publicRead(sent.token)).status).toBe(200);
  });

  it('a person already in another clinic joins with the same account, and keeps both', async () => {
    const person = await registeredOwner(server, { companyName: 'Consultório Próprio' });
    const sent = await invited(server, other, { email: person.email, fullName: 'Maria Clara Ferreira', role: 'PROFESSIONAL' });
    const res = await accept(server, sent.token, person.idToken);
    expect(res.status).toBe(200);
    const { token } = await json<{ token: string }>(res);
    const me = await json<{ user: { companyId: string } }>(await server.request('/auth/me', { token }));
    expect(me.user.companyId).toBe(other.user.companyId);
    // The first clinic's session still opens the first clinic.
    const own = await json<Team>(await server.request('/api/team', { token: person.token }));
    expect(own.members.map((m) => m.email)).toEqual([person.email]);
    // 'Sair de todos os dispositivos' ends the person's sessions in both clinics.
    expect((await server.request('/auth/logout-all', { method: 'POST', token })).status).toBe(200);
    await expectError(await server.request('/api/team', { token: person.token }), 401, UNAUTHORIZED);
    await expectError(await server.request('/api/clients', { token }), 401, UNAUTHORIZED);
  });
});

describe('revoking, expiry and renewal', () => {
  it('revokes (200): the link answers 409; revoking again is fine; another clinic’s or an unknown id 404', async () => {
    const sent = await invited(server, owner);
    const account = await createFirebaseAccount(server.emulatorHost, sent.email);
    await expectError(await revoke(other, sent.id), 404, NOT_FOUND);
    await expectError(await revoke(owner, '00000000-0000-4000-8000-000000000000'), 404, NOT_FOUND);
    await expectError(await revoke(owner, 'nao-e-um-id'), 404, NOT_FOUND);
    const res = await revoke(owner, sent.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await revoke(owner, sent.id)).status).toBe(200);
    await expectError(await publicRead(sent.token), 409, REVOKED);
    await expectError(await accept(server, sent.token, account.idToken), 409, REVOKED);
    await expectError(await renew(owner, sent.id), 409, REVOKED);
    expect((await team(server, owner)).invitations.map((i) => i.id)).not.toContain(sent.id);
    // The e-mail may be invited again.
    expect((await invite(server, owner, { email: sent.email, fullName: 'Renata', role: 'RECEPTION' })).status).toBe(201);
  });

  it('an expired link answers 409 and is listed as expired; a new invitation replaces it', async () => {
    const sent = await invited(server, owner);
    const account = await createFirebaseAccount(server.emulatorHost, sent.email);
    await expire(sent.id);
    await expectError(await publicRead(sent.token), 409, EXPIRED);
    await expectError(await accept(server, sent.token, account.idToken), 409, EXPIRED);
    expect((await team(server, owner)).invitations.find((i) => i.id === sent.id)?.status).toBe('expired');

    const again = await invited(server, owner, { email: sent.email });
    const listed = (await team(server, owner)).invitations.filter((i) => i.email === sent.email);
    expect(listed.map((i) => [i.id, i.status])).toEqual([[again.id, 'pending']]);
    expect((await accept(server, again.token, account.idToken)).status).toBe(200);
  });

  it('a new link (renew): the old one stops working, the new one works for another 7 days', async () => {
    const sent = await invited(server, owner);
    await expire(sent.id);
    await expectError(await renew(other, sent.id), 404, NOT_FOUND);
    const res = await renew(owner, sent.id);
    expect(res.status).toBe(200);
    const { invitation } = await json<{ invitation: Invited }>(res);
    expect(invitation.id).toBe(sent.id);
    expect(invitation.link).not.toBe(sent.link);
    expect(Date.parse(invitation.expiresAt)).toBeGreaterThan(Date.now() + 6.99 * 86_400_000);
    await expectError(await publicRead(sent.token), 404, NOT_FOUND);
    expect((await publicRead(tokenOf(invitation.link))).status).toBe(200);
  });
});

describe('with a mail server (SMTP_URL) and real rate limits', () => {
  let mailed: TestServer;
  let sink: SmtpSink;
  let boss: Owner;
  beforeAll(async () => {
    sink = await startSmtpSink();
    mailed = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      SMTP_FROM: 'Agenda <convites@agenda.dev>',
      PUBLIC_URL: 'https://agenda.example.com.br/qualquer',
      RATE_LIMIT_FACTOR: '1',
      TRUST_PROXY: '1',
    });
    boss = await registeredOwner(mailed, { companyName: 'Clínica Sorriso' });
  });
  afterAll(async () => {
    await mailed?.close();
    await sink?.close();
  });

  it('e-mails the invitation with its link (PUBLIC_URL’s origin)', async () => {
    const sent = await invited(mailed, boss, { fullName: 'Renata Souza Lima', role: 'RECEPTION' });
    expect(sent.link).toMatch(/^https:\/\/agenda\.example\.com\.br\/convite\/[A-Za-z0-9_-]{43}$/);
    expect(sent.mail).toBe('sent');
    const message = sink.messages.at(-1);
    expect(message?.to.join()).toContain(sent.email);
    expect(message?.data.replace(/=\r?\n/g, '')).toContain(sent.link);
  });

  it('a mail server that refuses: the invitation is made all the same, the answer says the mail was not sent', async () => {
    sink.refuse = true;
    try {
      const sent = await invited(mailed, boss);
      expect(sent.mail).toBe('failed');
      expect((await team(mailed, boss)).invitations.map((i) => i.id)).toContain(sent.id);
      expect((await mailed.request(`/api/team/invitations/${sent.token}`)).status).toBe(200);
    } finally {
      sink.refuse = false;
    }
  });

  it('the public paths: 30 per address in 10 minutes, then 429', async () => {
    const from = { 'x-forwarded-for': '203.0.113.61' };
    for (let i = 0; i < 30; i++)
      expect((await mailed.request(`/api/team/invitations/${'z'.repeat(43)}`, { headers: from })).status).toBe(404);
    await expectError(await mailed.request(`/api/team/invitations/${'z'.repeat(43)}`, { headers: from }), 429, TOO_MANY);
    await expectError(
      await mailed.request(`/api/team/invitations/${'z'.repeat(43)}/accept`, {
        method: 'POST',
        json: { idToken: 'x' },
        headers: from,
      }),
      429,
      TOO_MANY,
    );
    expect(
      (await mailed.request(`/api/team/invitations/${'z'.repeat(43)}`, { headers: { 'x-forwarded-for': '203.0.113.62' } }))
        .status,
    ).toBe(404);
  });
});

describe('joining through the helper', () => {
  it('a joined member’s session works at once', async () => {
    const member = await joined(server, owner, 'PROFESSIONAL', 'Dr. Paulo Andrade');
    expect(member.member.role).toBe('PROFESSIONAL');
    expect((await server.request('/api/clients', { token: member.token })).status).toBe(200);
  });
});

describe('a professional who joins', () => {
  it('attends from the day they join: a profile with the invited registration, specialty and colour, on the team list', async () => {
    const sent = await invited(server, owner, {
      fullName: 'Rafael Lima',
      role: 'PROFESSIONAL',
      professional: { registration: 'CRO-SP 54321', specialty: 'Endodontia', color: '#059669' },
    });
    const account = await createFirebaseAccount(server.emulatorHost, sent.email);
    const res = await accept(server, sent.token, account.idToken);
    expect(res.status).toBe(200);
    const { member } = await json<{ member: { id: string; professional: { memberId: string } | null } }>(res);
    expect(member.professional).toMatchObject({
      memberId: member.id,
      name: 'Rafael Lima',
      registration: 'CRO-SP 54321',
      specialty: 'Endodontia',
      color: '#059669',
      followsClinicHours: true,
      allServices: true,
    });
    const listed = (await team(server, owner)).members.find((m) => m.id === member.id);
    expect(listed?.professional).toEqual(member.professional);
    const { professionals } = await json<{ professionals: { memberId: string | null }[] }>(
      await server.request('/api/professionals', { token: owner.token }),
    );
    expect(professionals.filter((p) => p.memberId === member.id)).toHaveLength(1);
  });

  it('a receptionist gets no profile', async () => {
    const joinedMember = await joined(server, owner, 'RECEPTION', 'Patrícia Souza');
    expect(joinedMember.member).toMatchObject({ role: 'RECEPTION', professional: null });
  });
});
