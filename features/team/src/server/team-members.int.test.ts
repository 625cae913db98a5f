import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, expectError, json } from '@agenda/server/testing';
import { type Owner, type TeamMember, joined, patchMember, team } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Managing the clinic's members (issue 24): the list with roles, status and last sign-in; a role
// changed or a member deactivated (their sessions end at the next request; what they wrote stays)
// and reactivated; nobody changes their own role; the clinic keeps an active owner.

const UNAUTHORIZED = 'Sessão expirada ou inválida. Faça login novamente.';
const NOT_FOUND = 'Membro não encontrado';
const LAST_OWNER = 'A clínica precisa de pelo menos um administrador ativo.';

let server: TestServer;
let owner: Owner;
let other: Owner;
let reception: Awaited<ReturnType<typeof joined>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server, { fullName: 'Beatriz Almeida Costa' });
  other = await registeredOwner(server);
  reception = await joined(server, owner, 'RECEPTION', 'Renata Souza Lima');
});
afterAll(() => server?.close());

const memberOf = async (who: { token: string }, id: string): Promise<TeamMember | undefined> =>
  (await team(server, who)).members.find((m) => m.id === id);

describe('the team list', () => {
  it('answers 401 without a session', async () => {
    await expectError(await server.request('/api/team'), 401, UNAUTHORIZED);
    await expectError(await patchMember(server, { token: '' }, reception.member.id, { active: false }), 401, UNAUTHORIZED);
  });

  it('lists the clinic’s members with role, status, last sign-in and the profile of whoever attends', async () => {
    const { members } = await team(server, owner);
    expect(members).toHaveLength(2);
    expect(members.find((m) => m.id === owner.user.id)).toEqual({
      id: owner.user.id,
      fullName: 'Beatriz Almeida Costa',
      email: owner.email,
      role: 'OWNER',
      active: true,
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // The founder attends: their profile was made at sign-up.
      professional: expect.objectContaining({ memberId: owner.user.id, name: 'Beatriz Almeida Costa' }),
    });
    expect(members.find((m) => m.id === reception.member.id)).toMatchObject({
      fullName: 'Renata Souza Lima',
      email: reception.email,
      role: 'RECEPTION',
      active: true,
      professional: null,
    });
    expect((await team(server, other)).members.map((m) => m.id)).toEqual([other.user.id]);
  });
});

describe('changing a member', () => {
  it('refuses a bad change with 400', async () => {
    const id = reception.member.id;
    await expectError(await patchMember(server, owner, id, {}), 400, 'Informe o papel ou a situação do membro');
    await expectError(await patchMember(server, owner, id, { role: 'STAFF' }), 400, 'Papel inválido');
    await expectError(await patchMember(server, owner, id, { active: 'no' }), 400, 'Informe o papel ou a situação do membro');
  });

  it('another clinic’s member, an unknown or a malformed id: 404', async () => {
    await expectError(await patchMember(server, other, reception.member.id, { role: 'PROFESSIONAL' }), 404, NOT_FOUND);
    await expectError(await patchMember(server, owner, other.user.id, { active: false }), 404, NOT_FOUND);
    await expectError(
      await patchMember(server, owner, '00000000-0000-4000-8000-000000000000', { active: false }),
      404,
      NOT_FOUND,
    );
    await expectError(await patchMember(server, owner, 'nao-e-um-id', { active: false }), 404, NOT_FOUND);
    expect((await memberOf(owner, reception.member.id))?.role).toBe('RECEPTION');
  });

  it('changes a role (200); the member’s next request carries it', async () => {
    const res = await patchMember(server, owner, reception.member.id, { role: 'PROFESSIONAL' });
    expect(res.status).toBe(200);
    expect((await json<{ member: TeamMember }>(res)).member).toMatchObject({ id: reception.member.id, role: 'PROFESSIONAL' });
    const me = await json<{ user: { role: string } }>(await server.request('/auth/me', { token: reception.token }));
    expect(me.user.role).toBe('PROFESSIONAL');
    expect((await patchMember(server, owner, reception.member.id, { role: 'RECEPTION' })).status).toBe(200);
  });

  it('nobody changes their own role or deactivates themselves (400); restating their own role is no change', async () => {
    await expectError(
      await patchMember(server, owner, owner.user.id, { role: 'RECEPTION' }),
      400,
      'Você não pode alterar o seu próprio papel.',
    );
    await expectError(
      await patchMember(server, owner, owner.user.id, { active: false }),
      400,
      'Você não pode desativar a si mesmo.',
    );
    expect((await patchMember(server, owner, owner.user.id, { role: 'OWNER', active: true })).status).toBe(200);
    expect(await memberOf(owner, owner.user.id)).toMatchObject({ role: 'OWNER', active: true });
  });
});

describe('deactivating and reactivating', () => {
  it('ends the member’s sessions at their next request and keeps what they wrote; reactivated, they sign in again', async () => {
    const client = await createClient(server, reception, { fullName: 'Cliente da Recepção' });
    // A hot read (the clients list) remembers the session; deactivation must reach it too.
    expect((await server.request('/api/clients', { token: reception.token })).status).toBe(200);

    const res = await patchMember(server, owner, reception.member.id, { active: false });
    expect(res.status).toBe(200);
    expect((await json<{ member: TeamMember }>(res)).member).toMatchObject({ active: false, role: 'RECEPTION' });

    await expectError(await server.request('/api/clients', { token: reception.token }), 401, UNAUTHORIZED);
    await expectError(await server.request('/auth/me', { token: reception.token }), 401, UNAUTHORIZED);
    // Not even the identity provider's token opens the clinic.
    await expectError(await server.request('/api/clients', { token: reception.idToken }), 401, UNAUTHORIZED);
    const [open] = await server.orm.em
      .getConnection()
      .execute('select count(*)::int as n from auth_session where user_id = ? and revoked_at is null', [reception.member.id]);
    expect(open?.n).toBe(0);
    // Told why, rather than invited to sign up as someone new.
    await expectError(
      await server.request('/auth/login', { method: 'POST', json: { idToken: reception.idToken } }),
      403,
      'Seu acesso a esta clínica foi desativado. Fale com o administrador.',
    );

    // Everything they wrote stays.
    const kept = await server.request(`/api/clients/${client.id}`, { token: owner.token });
    expect(kept.status).toBe(200);
    expect((await memberOf(owner, reception.member.id))?.active).toBe(false);

    const back = await patchMember(server, owner, reception.member.id, { active: true });
    expect(back.status).toBe(200);
    const login = await server.request('/auth/login', { method: 'POST', json: { idToken: reception.idToken } });
    expect(login.status).toBe(200);
    reception = { ...reception, token: (await json<{ token: string }>(login)).token };
    expect((await server.request('/api/clients', { token: reception.token })).status).toBe(200);
  });
  it('a professional who leaves takes no new bookings: their profile follows the member, and comes back with them', async () => {
    const dentist = await joined(server, owner, 'PROFESSIONAL', 'Dr. Caio Martins');
    const profileActive = async () => {
      const res = await server.request('/api/professionals', { token: owner.token });
      const { professionals } = await json<{ professionals: { memberId: string | null; active: boolean }[] }>(res);
      return professionals.find((p) => p.memberId === dentist.member.id)?.active;
    };
    expect(await profileActive()).toBe(true);
    expect((await patchMember(server, owner, dentist.member.id, { active: false })).status).toBe(200);
    expect(await profileActive()).toBe(false);
    expect((await patchMember(server, owner, dentist.member.id, { active: true })).status).toBe(200);
    expect(await profileActive()).toBe(true);
  });
});

describe('the last active owner', () => {
  it('two owners demoting each other at once: one change goes through, the other is refused (409)', async () => {
    const second = await joined(server, owner, 'PROFESSIONAL', 'Dr. Paulo Andrade');
    expect((await patchMember(server, owner, second.member.id, { role: 'OWNER' })).status).toBe(200);

    // Both requests are let in together: each waits for the owners' rows the test holds, so both read the
    // team before either changes it, and the lock alone decides.
    const blocker = new pg.Client({ connectionString: server.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(`select id from app_user where company_id = $1 and role = 'OWNER' for update`, [owner.user.companyId]);
      const both = Promise.all([
        patchMember(server, owner, second.member.id, { role: 'RECEPTION' }),
        patchMember(server, second, owner.user.id, { active: false }),
      ]);
      for (let i = 0; i < 100; i++) {
        // The activity view is read once per transaction unless its snapshot is dropped.
        await blocker.query('select pg_stat_clear_snapshot()');
        const { rows } = await blocker.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await blocker.query('commit');
      const answers = await both;
      const outcome = await Promise.all(answers.map(async (r) => ({ status: r.status, body: await r.json() })));
      expect(outcome.map((o) => o.status).sort()).toEqual([200, 409]);
      expect(outcome.find((o) => o.status === 409)?.body).toEqual({ error: LAST_OWNER });
    } finally {
      await blocker.end();
    }
    const [row] = await server.orm.em
      .getConnection()
      .execute(`select count(*)::int as n from app_user where company_id = ? and role = 'OWNER' and active`, [
        owner.user.companyId,
      ]);
    expect(row?.n).toBe(1);
  });
});
