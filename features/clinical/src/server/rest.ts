import { type RestApp, type RestContext, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import { clinicalRouter } from './router.ts';

const caller = createCallerFactory(clinicalRouter);
type Caller = ReturnType<typeof caller>;
/** The JSON body merged with the path's ids; the procedure's schema validates the whole. */
// biome-ignore lint/suspicious/noExplicitAny: the procedure's own schema checks what arrives
const body = (c: RestContext, extra: Record<string, unknown>) => jsonObject(c, extra) as Promise<any>;
const param = (c: RestContext, name: string) => c.req.param(name) ?? '';
const clientOf = (c: RestContext) => ({ clientId: param(c, 'clientId') });
const created = { status: 201 } as const;
/** The trail's filters from the query string (blank ones are no filter). */
const auditQuery = (c: RestContext) => ({
  ...clientOf(c),
  userId: c.req.query('userId') ?? null,
  action: (c.req.query('action') ?? null) as never,
  from: c.req.query('from') ?? null,
  to: c.req.query('to') ?? null,
});

/** The documented REST paths of the clinical module (spec §7 plus the writes it leaves unshown). */
export function mountClinicalRest(app: RestApp): void {
  const on = (run: (api: Caller, c: RestContext) => Promise<unknown>, options: { status?: 201 } = {}) =>
    rest((ctx, c) => run(caller(ctx), c), options);

  app.get(
    '/api/dental-treatments',
    on((api) => api.treatments()),
  );
  app.post(
    '/api/dental-treatments',
    on(async (api, c) => api.createTreatment(await body(c, {})), created),
  );

  app.get(
    '/api/clients/:clientId/tooth-treatments',
    on((api, c) => api.toothTreatments(clientOf(c))),
  );
  app.post(
    '/api/clients/:clientId/tooth-treatments',
    on(async (api, c) => api.addToothTreatment(await body(c, clientOf(c))), created),
  );
  app.patch(
    '/api/clients/:clientId/tooth-treatments/:id',
    on(async (api, c) => api.setToothTreatmentStatus(await body(c, { ...clientOf(c), id: param(c, 'id') }))),
  );

  app.get(
    '/api/clients/:clientId/odontograma',
    on((api, c) => api.odontogram(clientOf(c))),
  );
  app.put(
    '/api/clients/:clientId/odontograma/:toothId',
    on(async (api, c) => api.saveTooth(await body(c, { ...clientOf(c), toothId: param(c, 'toothId') }))),
  );

  app.get(
    '/api/clients/:clientId/notes',
    on((api, c) => api.notes({ ...clientOf(c), type: (c.req.query('type') || null) as never })),
  );
  app.post(
    '/api/clients/:clientId/notes',
    on(async (api, c) => api.createNote(await body(c, clientOf(c))), created),
  );
  app.put(
    '/api/clients/:clientId/notes/:id',
    on(async (api, c) => api.updateNote(await body(c, { ...clientOf(c), id: param(c, 'id') }))),
  );
  app.delete(
    '/api/clients/:clientId/notes/:id',
    on(async (api, c) => api.removeNote(await body(c, { ...clientOf(c), id: param(c, 'id') }))),
  );
  app.post(
    '/api/appointments/:appointmentId/notes',
    on(async (api, c) => api.createAppointmentNote(await body(c, { appointmentId: param(c, 'appointmentId') })), created),
  );

  app.get(
    '/api/clients/:clientId/medical-records',
    on((api, c) => api.records(clientOf(c))),
  );
  app.post(
    '/api/clients/:clientId/medical-records',
    on(async (api, c) => api.createRecord(await body(c, clientOf(c))), created),
  );
  app.put(
    '/api/clients/:clientId/medical-records/:id',
    on(async (api, c) => api.updateRecord(await body(c, { ...clientOf(c), id: param(c, 'id') }))),
  );
  app.delete(
    '/api/clients/:clientId/medical-records/:id',
    on(async (api, c) => api.removeRecord(await body(c, { ...clientOf(c), id: param(c, 'id') }))),
  );

  app.get(
    '/api/clients/:clientId/clinical-history',
    on((api, c) => api.history(clientOf(c))),
  );
  app.get(
    '/api/clients/:clientId/audit',
    on((api, c) => api.audit(auditQuery(c))),
  );
  app.get(
    '/api/clients/:clientId/audit.csv',
    rest(async (ctx, c) => {
      const { csv } = await caller(ctx).auditCsv(auditQuery(c));
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', 'attachment; filename="acessos.csv"');
      return c.body(csv);
    }),
  );
}
