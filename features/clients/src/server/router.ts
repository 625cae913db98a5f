import { countOf, nowInTimeZone } from '@agenda/br';
import { type Context, byIp, byUser, rateLimited, router, tenantProcedure, tenantReadProcedure } from '@agenda/trpc';
import { clientIdSchema, clientInputSchema, clientUpdateSchema, cpfSearchSchema } from '../shared/client.ts';
import { clientImportSchema } from '../shared/import-schemas.ts';
import { clientListSchema } from '../shared/list.ts';
import { clientTabSaveSchema, clientTabSchema, clientTabsSchema } from '../shared/tab-schemas.ts';
import { exportClient } from './client-export.service.ts';
import { clientHistory } from './client-history.service.ts';
import { listClients } from './client-list.service.ts';
import { removeClient } from './client-removal.service.ts';
import {
  type TabActor,
  clientTabHistory,
  getClientTabData,
  listClientTabData,
  saveClientTabData,
  tellAudit,
} from './client-tabs.service.ts';
import { createClient, getClient, searchClientByCpf, updateClient } from './clients.service.ts';
import { clientsCsv } from './import/export-list.service.ts';
import { previewImport, runImport } from './import/import.service.ts';
import {
  clientAppointmentsPoint,
  clientDataAccessPoint,
  clientExportPoint,
  clientHistoryPoint,
  clientRecordsPoint,
  clientSearchAccessPoint,
} from './points.ts';

type TenantCtx = Context & { session: NonNullable<Context['session']> };

/** Who touches a client's tab data, and the audit trail to tell (the clinical feature's contribution). */
const actor = (ctx: TenantCtx): TabActor => ({
  userId: ctx.session.userId,
  userName: ctx.session.fullName,
  audit: ctx.extensions.get(clientDataAccessPoint),
});
const appointmentSources = (ctx: Context) => ctx.extensions.get(clientAppointmentsPoint).map((p) => p.list);

const tabsRouter = router({
  list: tenantProcedure
    .meta({ permission: 'clinical' })
    .input(clientTabsSchema)
    .query(async ({ ctx, input }) => ({
      clientTabData: await listClientTabData(ctx.em, ctx.companyId, input.clientId, actor(ctx)),
    })),
  get: tenantProcedure
    .meta({ permission: 'clinical' })
    .input(clientTabSchema)
    .query(async ({ ctx, input }) => getClientTabData(ctx.em, ctx.companyId, input.clientId, input.tabId, actor(ctx))),
  save: tenantProcedure
    .meta({ permission: 'clinical' })
    .input(clientTabSaveSchema)
    .mutation(async ({ ctx, input }) => saveClientTabData(ctx.em, ctx.companyId, input, actor(ctx))),
  history: tenantProcedure
    .meta({ permission: 'clinical' })
    .input(clientTabSchema)
    .query(async ({ ctx, input }) => clientTabHistory(ctx.em, ctx.companyId, input.clientId, input.tabId, actor(ctx))),
});

/** A CPF look-up reveals whether someone is a patient here: per user and per IP, bounded. */
const cpfLookupLimits = rateLimited(
  { name: 'cpf:user', limit: 60, windowSeconds: 600, key: byUser },
  { name: 'cpf:ip', limit: 120, windowSeconds: 600, key: byIp },
);

export const clientsRouter = router({
  /** One page of the active clients: `{ clients, total }`, searched and filtered on the server (a hot read). */
  list: tenantReadProcedure
    .meta({ permission: 'clients' })
    .input(clientListSchema)
    .query(async ({ ctx, input }) => {
      const [appointments] = ctx.extensions.get(clientAppointmentsPoint);
      const page = await listClients(ctx.db, ctx.companyId, input, {
        today: nowInTimeZone(ctx.session.timeZone).date,
        countSql: appointments?.countOf,
      });
      // Who searched what, once per request: a statement of its own after the read's round trip.
      const detail = [input.search, input.filter].filter(Boolean).join(' · ') || null;
      for (const record of ctx.extensions.get(clientSearchAccessPoint)) {
        await record(ctx.db, {
          userId: ctx.session.userId,
          userName: ctx.session.fullName,
          clientId: null,
          resource: 'client_search',
          resourceId: null,
          action: 'read',
          detail,
        });
      }
      return page;
    }),
  /** `{ client: null }` when the company has no client with that CPF. */
  searchByCpf: tenantProcedure
    .meta({ permission: 'clients' })
    .use(cpfLookupLimits)
    .input(cpfSearchSchema)
    .query(async ({ ctx, input }) => {
      const client = await searchClientByCpf(ctx.em, input.cpf);
      // Names the client found, if any: the look-up then shows in that client's 'Acessos'.
      await tellAudit(ctx.em, ctx.companyId, actor(ctx), {
        clientId: client?.id ?? null,
        resource: 'client_cpf_lookup',
        resourceId: null,
        action: 'read',
        detail: input.cpf,
      });
      return { client };
    }),
  byId: tenantProcedure
    .meta({ permission: 'clients' })
    .input(clientIdSchema)
    .query(async ({ ctx, input }) => {
      const client = await getClient(ctx.em, ctx.companyId, input.id);
      await tellAudit(ctx.em, ctx.companyId, actor(ctx), {
        clientId: client.id,
        resource: 'client',
        resourceId: null,
        action: 'read',
      });
      return { client };
    }),
  // A creation is not audited: a trail row names the client for good, and a client typed by mistake
  // and removed at once must still be deleted, not archived.
  create: tenantProcedure
    .meta({ permission: 'clients' })
    .input(clientInputSchema)
    .mutation(async ({ ctx, input }) => ({ client: await createClient(ctx.em, ctx.companyId, input) })),
  /** One event per save, with each changed field's old and new value. */
  update: tenantProcedure
    .meta({ permission: 'clients' })
    .input(clientUpdateSchema)
    .mutation(async ({ ctx, input: { id, fields } }) => {
      const { client, changes } = await updateClient(ctx.em, ctx.companyId, id, fields);
      await tellAudit(ctx.em, ctx.companyId, actor(ctx), {
        clientId: client.id,
        resource: 'client',
        resourceId: null,
        action: 'update',
        changes,
      });
      return { client };
    }),
  /** `{ ok: true, archived }`: archived when the client has records anywhere. */
  remove: tenantProcedure
    .meta({ permission: 'clients' })
    .input(clientIdSchema)
    .mutation(async ({ ctx, input }) => removeClient(ctx.em, ctx.companyId, input.id, ctx.extensions.get(clientRecordsPoint))),
  history: tenantProcedure
    .meta({ permission: 'clients' })
    .input(clientIdSchema)
    .query(async ({ ctx, input }) => {
      const history = await clientHistory(ctx.em, ctx.companyId, input.id, {
        appointments: appointmentSources(ctx),
        additions: ctx.extensions.get(clientHistoryPoint),
      });
      await tellAudit(ctx.em, ctx.companyId, actor(ctx), {
        clientId: input.id,
        resource: 'client_history',
        resourceId: null,
        action: 'read',
      });
      return { history };
    }),
  /** LGPD: everything held about the client, in one JSON. */
  exportData: tenantProcedure
    .meta({ permission: 'clinical' })
    .input(clientIdSchema)
    .query(async ({ ctx, input }) =>
      exportClient(ctx.em, ctx.companyId, input.id, {
        appointments: appointmentSources(ctx),
        parts: ctx.extensions.get(clientExportPoint),
        actor: actor(ctx),
      }),
    ),
  /**
   * A spreadsheet of clients: a dry run answers the preview and creates nothing; otherwise the rows
   * (of one batch, when a range is given) are imported. Takes a file: served by REST (multipart).
   */
  importFile: tenantProcedure
    .meta({ permission: 'clientsImport' })
    .input(clientImportSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.dryRun) return previewImport(ctx.em, ctx.companyId, input);
      const done = await runImport(ctx.em, ctx.companyId, { userId: ctx.session.userId, userName: ctx.session.fullName }, input);
      // The audit trail: one event per batch of an import (who, when, which file, what came of it).
      await tellAudit(ctx.em, ctx.companyId, actor(ctx), {
        clientId: null,
        resource: 'client_import',
        resourceId: done.importId,
        action: 'create',
        detail: `${input.fileName}: ${countOf(done.imported, 'importado', 'importados')}, ${countOf(done.merged, 'completado', 'completados')}, ${countOf(done.skipped, 'ignorado', 'ignorados')}, ${done.errors.length} com erro`,
      });
      return done;
    }),
  /** The active clients as a CSV text (the import's columns); the download is in the audit trail. */
  exportList: tenantProcedure.meta({ permission: 'clientsImport' }).query(async ({ ctx }) => {
    const csv = await clientsCsv(ctx.em, ctx.companyId);
    await tellAudit(ctx.em, ctx.companyId, actor(ctx), {
      clientId: null,
      resource: 'client_list_export',
      resourceId: null,
      action: 'read',
    });
    return { csv };
  }),
  tabs: tabsRouter,
});

export type ClientsRouter = typeof clientsRouter;
/** The shape the browser's clients client sees (the router mounted under `clients`). */
const mounted = (clients: ClientsRouter) => router({ clients });
export type ClientsApi = ReturnType<typeof mounted>;
