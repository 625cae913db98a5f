import type { Role } from '@agenda/access';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { BaseContext } from './context.ts';
import { authedProcedure, createCallerFactory, publicProcedure, router } from './init.ts';

// The procedures outside a company hold to what they declare, as the tenant ones do: a
// publicProcedure that declares a permission is not open to anyone, one that declares nothing is
// open to no one.

const appRouter = router({
  undeclared: publicProcedure.query(() => 'ran'),
  open: publicProcedure.meta({ permission: 'public' }).query(() => 'ran'),
  account: publicProcedure.meta({ permission: 'signedIn' }).query(() => 'ran'),
  money: publicProcedure.meta({ permission: 'finance' }).query(() => 'ran'),
  authedUndeclared: authedProcedure.query(() => 'ran'),
  authedMoney: authedProcedure.meta({ permission: 'finance' }).query(() => 'ran'),
});

const identity = { uid: 'u1', email: 'ana@teste.com.br', issuedAt: 0, sessionId: 's1' };
function callerAs(who: 'anonymous' | 'identity' | Role) {
  const session =
    who === 'anonymous' || who === 'identity'
      ? null
      : {
          uid: 'u1',
          email: 'ana@teste.com.br',
          userId: 'm1',
          companyId: 'c1',
          role: who,
          fullName: 'Ana',
          timeZone: 'America/Sao_Paulo',
        };
  const ctx = {
    signInOrm: { em: { fork: () => ({ setFilterParams: () => undefined }) } },
    identity: who === 'anonymous' ? null : identity,
    session,
    sessionCheck: null,
  } as unknown as BaseContext;
  return createCallerFactory(appRouter)(ctx);
}

async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    return String(await call());
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

describe('a procedure outside a company', () => {
  it('without a declaration is refused to everyone, the owner too', async () => {
    for (const who of ['anonymous', 'identity', 'OWNER'] as const) {
      expect(await outcome(() => callerAs(who).undeclared())).toBe('FORBIDDEN');
      expect(await outcome(() => callerAs(who).authedUndeclared())).not.toBe('ran');
    }
  });

  it('declared public is anyone’s; declared signedIn needs an identity', async () => {
    expect(await outcome(() => callerAs('anonymous').open())).toBe('ran');
    expect(await outcome(() => callerAs('anonymous').account())).toBe('UNAUTHORIZED');
    expect(await outcome(() => callerAs('identity').account())).toBe('ran');
  });

  it('declaring a permission needs a member whose role has it', async () => {
    expect(await outcome(() => callerAs('anonymous').money())).toBe('UNAUTHORIZED');
    expect(await outcome(() => callerAs('identity').money())).toBe('UNAUTHORIZED');
    expect(await outcome(() => callerAs('RECEPTION').money())).toBe('FORBIDDEN');
    expect(await outcome(() => callerAs('OWNER').money())).toBe('ran');
    expect(await outcome(() => callerAs('RECEPTION').authedMoney())).toBe('FORBIDDEN');
    expect(await outcome(() => callerAs('OWNER').authedMoney())).toBe('ran');
  });
});
