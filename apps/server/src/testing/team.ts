import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { json } from './factories.ts';
import { type TestServer, createFirebaseAccount, type registeredOwner } from './test-server.ts';

// The team's invitations and members over the REST paths, as the 'Equipe' page and the public
// invitation page use them.

export type Owner = Awaited<ReturnType<typeof registeredOwner>>;
export type Role = 'OWNER' | 'PROFESSIONAL' | 'RECEPTION';

export interface Invited {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
  link: string;
}
export interface TeamMember {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  active: boolean;
  lastSignInAt: string | null;
  professional: unknown;
}
export interface Team {
  members: TeamMember[];
  invitations: { id: string; email: string; fullName: string; role: Role; expiresAt: string; status: string }[];
}

export const freshEmail = (prefix = 'equipe') => `${prefix}-${randomBytes(5).toString('hex')}@teste.com.br`;
export const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

export const invite = (server: TestServer, who: { token: string }, body: Record<string, unknown>) =>
  server.request('/api/team/invitations', { method: 'POST', token: who.token, json: body });

/** A 201 invitation (and whether it was mailed). */
export async function invited(
  server: TestServer,
  who: { token: string },
  fields: { email?: string; fullName?: string; role?: Role; professional?: Record<string, unknown> } = {},
): Promise<Invited & { token: string; mail: string }> {
  const res = await invite(server, who, { email: freshEmail(), fullName: 'Renata Souza Lima', role: 'RECEPTION', ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = await json<{ invitation: Invited; mail: string }>(res);
  return { ...body.invitation, token: tokenOf(body.invitation.link), mail: body.mail };
}

export const accept = (server: TestServer, token: string, idToken: string) =>
  server.request(`/api/team/invitations/${token}/accept`, { method: 'POST', json: { idToken } });

/** An invited person with a new identity-provider account who accepts: their membership and session. */
export async function joined(server: TestServer, owner: Owner, role: Role = 'RECEPTION', fullName = 'Renata Souza Lima') {
  const invitation = await invited(server, owner, { role, fullName });
  const account = await createFirebaseAccount(server.emulatorHost, invitation.email);
  const res = await accept(server, invitation.token, account.idToken);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await json<{ member: TeamMember; token: string }>(res);
  return { ...account, member: body.member, token: body.token };
}

export async function team(server: TestServer, who: { token: string }): Promise<Team> {
  const res = await server.request('/api/team', { token: who.token });
  expect(res.status).toBe(200);
  return json<Team>(res);
}

export const patchMember = (server: TestServer, who: { token: string }, id: string, body: unknown) =>
  server.request(`/api/team/members/${id}`, { method: 'PATCH', token: who.token, json: body });
