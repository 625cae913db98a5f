// @pooler-pass: the hot reads: statements with the company and the session check in one round trip.
import { runSql, sql } from '@agenda/db';
import { ACCOUNT_CHECK_SECONDS, AccountCheck, sessionResolver } from '@agenda/auth/server';
import { addDays, nowInTimeZone, startOfWeekMonday } from '@agenda/br';
import {
  type BaseContext,
  TRPCError,
  createCallerFactory,
  createContext,
  router,
  tenantProcedure,
  tenantReadProcedure,
} from '@agenda/trpc';
import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Owner, trpcOf } from '../testing/factories.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// A hot read may go on the session its token had at the previous request, re-checked inside the
// read's own round trip (packages/trpc/src/init.ts, tenantReadProcedure): what it answers must be
// exactly what an ordinary lookup first would have allowed.

let server: TestServer;
const calendar = trpcOf(() => server, 'calendar');
const monday = startOfWeekMonday(nowInTimeZone().date);
const week = { startDate: monday, endDate: addDays(monday, 6) };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('a hot read after its session ended', () => {
  it('answers 401 over tRPC (alone or batched) and REST once the device logged out', async () => {
    const owner = await registeredOwner(server);
    // Twice: the second runs on the session recalled from the first.
    for (let i = 0; i < 2; i++) expect((await calendar.query('list', owner.token, week)).status).toBe(200);
    expect((await server.request('/api/clients', { token: owner.token })).status).toBe(200);
    expect((await server.request('/auth/logout', { method: 'POST', token: owner.token })).status).toBe(200);

    expect((await calendar.query('list', owner.token, week)).status).toBe(401);
    const batch = `/trpc/calendar.list,clients.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: week, 1: {} }))}`;
    const batched = await server.request(batch, { token: owner.token });
    expect(batched.status).toBe(401);
    expect((await batched.json()) as unknown[]).toHaveLength(2);
    expect(
      (await server.request(`/api/appointments?startDate=${week.startDate}&endDate=${week.endDate}`, { token: owner.token }))
        .status,
    ).toBe(401);
    expect((await server.request('/api/clients', { token: owner.token })).status).toBe(401);
  });

  it('answers 401 when every session of the account was ended elsewhere', async () => {
    const owner = await registeredOwner(server);
    const other = await server.request('/auth/login', { method: 'POST', json: { idToken: owner.idToken } });
    const otherToken = ((await other.json()) as { token: string }).token;
    expect((await calendar.query('list', owner.token, week)).status).toBe(200);
    expect((await calendar.query('list', owner.token, week)).status).toBe(200);
    expect((await server.request('/auth/logout-all', { method: 'POST', token: otherToken })).status).toBe(200);
    expect((await calendar.query('list', owner.token, week)).status).toBe(401);
  });
});

describe('the recalled session, procedure by procedure', () => {
  // A router of probes over the real resolver and both connections, called in-process.
  const probes = router({
    read: tenantReadProcedure.meta({ permission: 'agenda' }).query(async ({ ctx }) => {
      const [row] = await ctx.db.run<{ company: string }>(`select current_setting('app.company_id', true) as company`);
      return { timeZone: ctx.session.timeZone, company: row?.company };
    }),
    /** A hot read that runs no statement: its answer still waits for the check. */
    idle: tenantReadProcedure.meta({ permission: 'agenda' }).query(({ ctx }) => ({ timeZone: ctx.session.timeZone })),
    /** A hot read of the owner's alone: the role decides, as it is now. */
    money: tenantReadProcedure.meta({ permission: 'finance' }).query(({ ctx }) => ({ role: ctx.session.role })),
    /** An ordinary procedure handed a recalled session: it must look the session up itself. */
    ordinary: tenantProcedure.meta({ permission: 'agenda' }).query(({ ctx }) => ({ timeZone: ctx.session.timeZone })),
  });
  const callerOf = createCallerFactory(probes);
  const activeAccounts = { getUser: async () => ({ disabled: false }) } as unknown as Auth;
  const sessions = () => sessionResolver(server.tokens, new AccountCheck(activeAccounts));
  let resolver: ReturnType<typeof sessions>;
  let owner: Owner;

  const contextFor = (token: string, recallSession = true): Promise<BaseContext> =>
    createContext(
      { signInOrm: server.signInOrm, tenantOrm: server.tenantOrm, sessions: resolver, log: { info() {}, error() {} } },
      new Request('http://agenda.test/trpc/probe', { headers: { authorization: `Bearer ${token}` } }),
      undefined,
      '127.0.0.1',
      { recallSession },
    );
  const unauthorized = (error: unknown) => error instanceof TRPCError && error.code === 'UNAUTHORIZED';
  const setTimeZone = (timeZone: string) =>
    runSql(server.orm.em, sql`update company set time_zone = ${timeZone} where id = ${owner.user.companyId}`);
  const revokeDevice = (revoked: boolean) =>
    runSql(
      server.orm.em,
      sql`update auth_session set revoked_at = ${revoked ? sql`now()` : null} where user_id = ${owner.user.id}`,
    );
  /** A fresh ordinary lookup, so the next context recalls a valid session. */
  const remembered = async () => {
    await revokeDevice(false);
    const ctx = await contextFor(owner.token, false);
    expect(ctx.session?.companyId).toBe(owner.user.companyId);
  };

  beforeAll(async () => {
    owner = await registeredOwner(server);
    resolver = sessions();
  });

  it('looks the session up the first time, then recalls it and reads as its company', async () => {
    const first = await contextFor(owner.token);
    expect(first.sessionCheck).toBeNull();
    const second = await contextFor(owner.token);
    expect(second.sessionCheck?.outcome()).toBe('unknown');
    expect(await callerOf(second).read()).toEqual({ timeZone: 'America/Sao_Paulo', company: owner.user.companyId });
    expect(second.sessionCheck?.outcome()).toBe('same');
  });

  it('runs the read again with the session as it now is when its details changed', async () => {
    await remembered();
    await setTimeZone('America/Manaus');
    try {
      const ctx = await contextFor(owner.token);
      expect(ctx.session?.timeZone).toBe('America/Sao_Paulo');
      expect(await callerOf(ctx).read()).toEqual({ timeZone: 'America/Manaus', company: owner.user.companyId });
      expect(ctx.sessionCheck?.outcome()).toBe('changed');
      // …and the next request recalls the new details.
      expect((await contextFor(owner.token)).session?.timeZone).toBe('America/Manaus');
      const idle = await contextFor(owner.token);
      expect(await callerOf(idle).idle()).toEqual({ timeZone: 'America/Manaus' });
      expect(idle.sessionCheck?.outcome()).toBe('same');
    } finally {
      await setTimeZone('America/Sao_Paulo');
    }
  });

  it('decides a hot read by the role the member has now, not the one recalled', async () => {
    const setRole = (role: string) => runSql(server.orm.em, sql`update app_user set role = ${role} where id = ${owner.user.id}`);
    const forbidden = (error: unknown) => error instanceof TRPCError && error.code === 'FORBIDDEN';
    await remembered();
    await setRole('RECEPTION');
    try {
      await expect(callerOf(await contextFor(owner.token)).money()).rejects.toSatisfy(forbidden);
      await remembered();
      await setRole('OWNER');
      expect(await callerOf(await contextFor(owner.token)).money()).toEqual({ role: 'OWNER' });
    } finally {
      await setRole('OWNER');
    }
  });

  it('answers 401, and recalls nothing after, once the device session was revoked', async () => {
    for (const probe of ['read', 'idle', 'ordinary'] as const) {
      await remembered();
      await revokeDevice(true);
      const ctx = await contextFor(owner.token);
      expect(ctx.sessionCheck).not.toBeNull();
      const failure = await callerOf(ctx)
        [probe]()
        .catch((error: unknown) => error);
      expect(unauthorized(failure), probe).toBe(true);
      expect((await contextFor(owner.token)).session, probe).toBeNull();
    }
  });

  it('recalls nothing once the account’s minute of trust at the identity provider is over', async () => {
    await remembered();
    expect(await resolver.recall?.(owner.token)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ACCOUNT_CHECK_SECONDS + 1) * 1000 });
    try {
      expect(await resolver.recall?.(owner.token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
