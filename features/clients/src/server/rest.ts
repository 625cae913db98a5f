import { type RestApp, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import type { ClientInput, ClientUpdateInput } from '../shared/client.ts';
import { clientsRouter } from './router.ts';

const caller = createCallerFactory(clientsRouter);

/**
 * The documented REST paths of clients, over the same router as tRPC: the booking form's
 * `/api/clients…` calls and the shared HTTP client's `/clients…` twins.
 */
export function mountClientsRest(app: RestApp): void {
  for (const base of ['/api/clients', '/clients']) {
    app.get(
      base,
      rest((ctx, c) => caller(ctx).list({ search: c.req.query('search') ?? '' })),
    );
    app.get(
      `${base}/search/:cpf`,
      rest((ctx, c) => caller(ctx).searchByCpf({ cpf: c.req.param('cpf') ?? '' })),
    );
    app.get(
      `${base}/:id`,
      rest((ctx, c) => caller(ctx).byId({ id: c.req.param('id') ?? '' })),
    );
    app.post(
      base,
      rest(async (ctx, c) => caller(ctx).create((await jsonObject(c)) as ClientInput), { status: 201 }),
    );
    app.put(
      `${base}/:id`,
      rest(async (ctx, c) => caller(ctx).update((await jsonObject(c, { id: c.req.param('id') })) as ClientUpdateInput)),
    );
  }
}
