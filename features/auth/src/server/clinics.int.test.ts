import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, json } from '@agenda/server/testing';
import { accept, invited, patchMember, team } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// One person, two clinics (a dentist who works in two): sign-in lands in the clinic used last or the
// one named, 'Trocar de clínica' opens a session in the other and ends this one, and each session
// works with that clinic's role and data only.

const NOT_A_MEMBER = 'Você não faz parte desta clínica.';
const FORBIDDEN = 'Você não tem permissão para esta ação.';
const DEACTIVATED = 'Seu acesso a esta clínica foi desativado. Fale com o administrador.';

interface SignedIn {
  token: string;
  user: { companyId: string; role: string };
  clinics: { id: string; name: string; role: string }[];
}

let server: TestServer;
let dentist: Awaited<ReturnType<typeof registeredOwner>>;
let other: Awaited<ReturnType<typeof registeredOwner>>;
let memberId: string;

const login = (companyId?: string) =>
  server.request('/auth/login', { method: 'POST', json: { idToken: dentist.idToken, ...(companyId ? { companyId } : {}) } });
const switchTo = (token: string, companyId: unknown) =>
  server.request('/auth/switch-clinic', { method: 'POST', token, json: { companyId } });
const me = async (token: string) => (await json<{ user: SignedIn['user'] }>(await server.request('/auth/me', { token }))).user;

beforeAll(async () => {
  server = await startTestServer();
  // The dentist owns 'Clínica Sorriso' and is invited to work as a professional at 'Odonto Centro'.
  dentist = await registeredOwner(server, { companyName: 'Clínica Sorriso' });
  other = await registeredOwner(server, { companyName: 'Odonto Centro' });
  const invitation = await invited(server, other, { email: dentist.email, fullName: 'Maria Clara', role: 'PROFESSIONAL' });
  const res = await accept(server, invitation.token, dentist.idToken);
  expect(res.status, await res.clone().text()).toBe(200);
  memberId = (await json<{ member: { id: string } }>(res)).member.id;
}, 60_000);
afterAll(() => server.close());

describe('a person in two clinics', () => {
  it('signs in to the clinic used last, and is told every clinic they work in', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const body = await json<SignedIn>(res);
    expect(body.user).toMatchObject({ companyId: other.user.companyId, role: 'PROFESSIONAL' });
    expect(body.clinics.map((c) => [c.name, c.role])).toEqual([
      ['Odonto Centro', 'PROFESSIONAL'],
      ['Clínica Sorriso', 'OWNER'],
    ]);
    const listed = await json<{ clinics: SignedIn['clinics'] }>(await server.request('/auth/clinics', { token: body.token }));
    expect(listed.clinics).toEqual(body.clinics);
  });

  it('signs in to the clinic it names, with that clinic’s role and data', async () => {
    const body = await json<SignedIn>(await login(dentist.user.companyId));
    expect(body.user).toMatchObject({ companyId: dentist.user.companyId, role: 'OWNER' });
    expect(await me(body.token)).toMatchObject({ companyId: dentist.user.companyId, role: 'OWNER' });
    expect((await server.request('/api/financial/summary', { token: body.token })).status).toBe(200);
    // …and comes back to it next time.
    expect((await json<SignedIn>(await login())).user.companyId).toBe(dentist.user.companyId);
  });

  it('switches clinic: a new session with the other role, this one ended', async () => {
    const here = await json<SignedIn>(await login(dentist.user.companyId));
    const res = await switchTo(here.token, other.user.companyId);
    expect(res.status).toBe(200);
    const there = await json<SignedIn>(res);
    expect(there.user).toMatchObject({ companyId: other.user.companyId, role: 'PROFESSIONAL' });
    expect(await me(there.token)).toMatchObject({ companyId: other.user.companyId, role: 'PROFESSIONAL' });
    await expectError(await server.request('/api/financial/summary', { token: there.token }), 403, FORBIDDEN);
    expect((await server.request('/auth/me', { token: here.token })).status).toBe(401);
  });

  it('refuses a clinic the person is not in (404), and a missing one (400)', async () => {
    const stranger = await registeredOwner(server, { companyName: 'Outra Clínica' });
    const here = await json<SignedIn>(await login(dentist.user.companyId));
    await expectError(await switchTo(here.token, stranger.user.companyId), 404, NOT_A_MEMBER);
    await expectError(await switchTo(here.token, 'nao-e-um-id'), 404, NOT_A_MEMBER);
    expect((await switchTo(here.token, '')).status).toBe(400);
    await expectError(await login(stranger.user.companyId), 404, NOT_A_MEMBER);
    expect((await switchTo('', other.user.companyId)).status).toBe(401);
  });

  it('loses a clinic whose owner deactivated the membership, keeping the other', async () => {
    const owner = await json<SignedIn>(await server.request('/auth/login', { method: 'POST', json: { idToken: other.idToken } }));
    expect((await patchMember(server, owner, memberId, { active: false })).status).toBe(200);
    try {
      await expectError(await login(other.user.companyId), 403, DEACTIVATED);
      const body = await json<SignedIn>(await login());
      await expectError(await switchTo(body.token, other.user.companyId), 403, DEACTIVATED);
      expect(body.clinics.map((c) => c.name)).toEqual(['Clínica Sorriso']);
      expect((await team(server, owner)).members.find((m) => m.id === memberId)?.active).toBe(false);
    } finally {
      expect((await patchMember(server, owner, memberId, { active: true })).status).toBe(200);
    }
  });

  it('ends the sessions of every clinic with ‘Sair de todos os dispositivos’', async () => {
    const here = await json<SignedIn>(await login(dentist.user.companyId));
    const there = await json<SignedIn>(await login(other.user.companyId));
    expect((await server.request('/auth/logout-all', { method: 'POST', token: there.token })).status).toBe(200);
    expect((await server.request('/auth/me', { token: here.token })).status).toBe(401);
    expect((await server.request('/auth/me', { token: there.token })).status).toBe(401);
  });
});
