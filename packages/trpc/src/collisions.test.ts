import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { BaseContext } from './context.ts';
import { describeError } from './errors.ts';
import { createCallerFactory, publicProcedure, router } from './init.ts';

// What PostgreSQL reports when two requests collide (deadlock 40P01, serialization 40001), and what
// a client's input can make it report (a NUL byte 22021, a check 23514): never a 500.
const pgError = (code: string) => Object.assign(new Error('database said no'), { code });

function callerFor(failures: string[]) {
  let calls = 0;
  let forks = 0;
  const appRouter = router({
    book: publicProcedure.meta({ permission: 'public' }).mutation(() => {
      const code = failures[calls++];
      if (code) throw pgError(code);
      return { calls };
    }),
  });
  // The sign-in ORM a public procedure forks its EntityManager from: each run gets a fresh one.
  const ctx = { signInOrm: { em: { fork: () => ({ forkNumber: ++forks }) } } } as unknown as BaseContext;
  return { caller: createCallerFactory(appRouter)(ctx), calls: () => calls, forks: () => forks };
}

describe('collisions and database refusals', () => {
  it('a deadlock or serialization failure runs the procedure once more', async () => {
    for (const code of ['40P01', '40001']) {
      const { caller, calls, forks } = callerFor([code]);
      expect(await caller.book()).toEqual({ calls: 2 });
      expect(calls()).toBe(2);
      expect(forks()).toBe(2);
    }
  });

  it('a second collision is a 409 with a pt-BR message, not a 500', async () => {
    const { caller, calls } = callerFor(['40P01', '40P01']);
    const error = await caller.book().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(describeError(error)).toEqual({
      code: 'CONFLICT',
      status: 409,
      message: 'Outra alteração estava em andamento. Tente novamente.',
    });
    expect(calls()).toBe(2);
  });

  it.each([
    ['22021', 400],
    ['22008', 400],
    ['23514', 400],
    ['23503', 409],
    ['23505', 409],
  ])('PostgreSQL %s is a %i', async (code, status) => {
    const { caller } = callerFor([code, code]);
    const error = await caller.book().catch((e: unknown) => e);
    expect(describeError(error).status).toBe(status);
  });

  it("tRPC's own refusals keep their status with a pt-BR message", () => {
    expect(
      describeError(new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content-type "text/plain' })),
    ).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
      message: 'Tipo de conteúdo não suportado: envie application/json',
    });
    expect(
      describeError(
        new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: 'Unsupported GET-request to mutation procedure at path "x"' }),
      ).status,
    ).toBe(405);
  });
});
