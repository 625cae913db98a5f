import { byIp, byUser, rateLimited, router, tenantProcedure } from '@agenda/trpc';
import { clientIdSchema, clientInputSchema, clientListSchema, clientUpdateSchema, cpfSearchSchema } from '../shared/client.ts';
import { createClient, getClient, listClients, searchClientByCpf, updateClient } from './clients.service.ts';

/** A CPF look-up reveals whether someone is a patient here: per user and per IP, bounded. */
const cpfLookupLimits = rateLimited(
  { name: 'cpf:user', limit: 60, windowSeconds: 600, key: byUser },
  { name: 'cpf:ip', limit: 120, windowSeconds: 600, key: byIp },
);

export const clientsRouter = router({
  list: tenantProcedure
    .input(clientListSchema)
    .query(async ({ ctx, input }) => ({ clients: await listClients(ctx.em, ctx.companyId, input.search) })),
  /** `{ client: null }` when the company has no client with that CPF. */
  searchByCpf: tenantProcedure
    .use(cpfLookupLimits)
    .input(cpfSearchSchema)
    .query(async ({ ctx, input }) => ({ client: await searchClientByCpf(ctx.em, ctx.companyId, input.cpf) })),
  byId: tenantProcedure
    .input(clientIdSchema)
    .query(async ({ ctx, input }) => ({ client: await getClient(ctx.em, ctx.companyId, input.id) })),
  create: tenantProcedure
    .input(clientInputSchema)
    .mutation(async ({ ctx, input }) => ({ client: await createClient(ctx.em, ctx.companyId, input) })),
  update: tenantProcedure.input(clientUpdateSchema).mutation(async ({ ctx, input: { id, fields } }) => ({
    client: await updateClient(ctx.em, ctx.companyId, id, fields),
  })),
});

export type ClientsRouter = typeof clientsRouter;
/** The shape the browser's clients client sees (the router mounted under `clients`). */
const mounted = (clients: ClientsRouter) => router({ clients });
export type ClientsApi = ReturnType<typeof mounted>;
