import { type RestApp, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import type { ClientInput, ClientUpdateInput } from '../shared/client.ts';
import type { ClientTabSaveInput } from '../shared/tab-schemas.ts';
import { mountClientFileRoutes } from './import/rest.ts';
import { clientsRouter } from './router.ts';

const caller = createCallerFactory(clientsRouter);

/**
 * The documented REST paths of clients, over the same router as tRPC: the pages' `/api/clients…`
 * calls and the shared HTTP client's `/clients…` twins (every path is served under both).
 */
export function mountClientsRest(app: RestApp): void {
  mountClientFileRoutes(app);
  for (const base of ['/api/clients', '/clients']) {
    app.get(
      base,
      rest(
        (ctx, c) =>
          caller(ctx).list({
            search: c.req.query('search') ?? '',
            filter: c.req.query('filter') ?? '',
            limit: c.req.query('limit'),
            offset: c.req.query('offset'),
          }),
        { hotRead: true },
      ),
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
    app.delete(
      `${base}/:id`,
      rest((ctx, c) => caller(ctx).remove({ id: c.req.param('id') ?? '' })),
    );
    app.get(
      `${base}/:id/history`,
      rest((ctx, c) => caller(ctx).history({ id: c.req.param('id') ?? '' })),
    );
    app.get(
      `${base}/:id/export`,
      rest(async (ctx, c) => {
        const id = c.req.param('id') ?? '';
        const data = await caller(ctx).exportData({ id });
        c.header('content-disposition', `attachment; filename="paciente-${id}.json"`);
        return data;
      }),
    );
    app.get(
      `${base}/:clientId/tabs`,
      rest((ctx, c) => caller(ctx).tabs.list({ clientId: c.req.param('clientId') ?? '' })),
    );
    app.get(
      `${base}/:clientId/tabs/:tabId`,
      rest((ctx, c) => caller(ctx).tabs.get({ clientId: c.req.param('clientId') ?? '', tabId: c.req.param('tabId') ?? '' })),
    );
    app.put(
      `${base}/:clientId/tabs/:tabId`,
      rest(async (ctx, c) =>
        caller(ctx).tabs.save(
          (await jsonObject(c, { clientId: c.req.param('clientId'), tabId: c.req.param('tabId') })) as ClientTabSaveInput,
        ),
      ),
    );
    app.get(
      `${base}/:clientId/tabs/:tabId/history`,
      rest((ctx, c) => caller(ctx).tabs.history({ clientId: c.req.param('clientId') ?? '', tabId: c.req.param('tabId') ?? '' })),
    );
  }
}
