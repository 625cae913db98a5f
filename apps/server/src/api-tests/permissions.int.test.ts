import { type Access, ROLES, type Role, roleMay } from '@agenda/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, serverFeatures } from '../features.ts';
import { signedInMember } from '../testing/members.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// The permission matrix, generated from the code: every tRPC procedure and every REST path, called
// by a member of each role, answers a 403 exactly where the permission table denies it. A
// procedure without a declared permission fails the first test (and is refused to everyone).

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type ProcedureLike = { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: { permission?: Access } } };
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, ProcedureLike> } })._def.procedures,
);
/** What a company's member calls (the rest needs no company: sign-in, sign-up, the own account). */
const gated = procedures.filter(([, p]) => !['public', 'signedIn'].includes(p._def.meta?.permission ?? ''));
const permissionOf = (path: string) => procedures.find(([name]) => name === path)?.[1]._def.meta?.permission;

let server: TestServer;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await registeredOwner(server);
  tokens.OWNER = owner.token;
  for (const role of ['PROFESSIONAL', 'RECEPTION'] as const) {
    tokens[role] = (await signedInMember(server, owner.user.companyId, role)).token;
  }
}, 60_000);
afterAll(() => server.close());

const callProcedure = (path: string, type: string, token: string) =>
  type === 'query'
    ? server.request(`/trpc/${path}`, { token })
    : server.request(`/trpc/${path}`, { method: 'POST', json: {}, token });

async function outcome(res: Response): Promise<string> {
  if (res.status !== 403) return res.status === 401 ? 'unauthenticated' : 'allowed';
  const body = (await res.json()) as { error: string | { message: string } };
  const message = typeof body.error === 'string' ? body.error : body.error.message;
  return message === FORBIDDEN ? 'denied' : `403 with "${message}"`;
}

describe('the permission matrix', () => {
  it('has a declared permission on every procedure', () => {
    const undeclared = procedures.filter(([, p]) => !p._def.meta?.permission).map(([name]) => name);
    expect(undeclared).toEqual([]);
    expect(gated.length).toBeGreaterThan(90);
  });

  it('keeps costs and margins the owner’s: the financial analysis needs them, and no other role has them', () => {
    expect(ROLES.filter((role) => roleMay(role, 'costs'))).toEqual(['OWNER']);
    expect(permissionOf('finalize.productAnalysis')).toBe('costs');
  });

  it.each(ROLES)(
    'answers every tRPC procedure of a %s as the table says',
    async (role) => {
      const seen: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const [path, procedure] of gated) {
        const permission = procedure._def.meta?.permission as Exclude<Access, 'public' | 'signedIn'>;
        expected[path] = roleMay(role, permission) ? 'allowed' : 'denied';
        seen[path] = await outcome(await callProcedure(path, procedure._def.type, tokens[role]));
      }
      expect(seen).toEqual(expected);
    },
    60_000,
  );

  it.each(ROLES)(
    'answers every REST path of a %s as the table says',
    async (role) => {
      const seen: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const feature of serverFeatures) {
        for (const route of feature.rest?.routes ?? []) {
          if (route.public) continue;
          const permission = permissionOf(`${feature.key}.${route.procedure}`);
          if (permission === 'signedIn' || permission === 'public') continue;
          const key = `${route.method.toUpperCase()} ${route.path}`;
          expected[key] = permission && roleMay(role, permission) ? 'allowed' : 'denied';
          const path = route.path.replace(/:\w+/g, UNKNOWN_ID);
          const init = route.method === 'get' ? {} : { method: route.method.toUpperCase(), json: route.body ? {} : undefined };
          seen[key] = await outcome(await server.request(path, { ...init, token: tokens[role] }));
        }
      }
      expect(Object.keys(seen).length).toBeGreaterThan(90);
      expect(seen).toEqual(expected);
    },
    60_000,
  );
});
