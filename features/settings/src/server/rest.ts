import { type RestApp, type RestContext, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import { settingsRouter } from './router.ts';

const caller = createCallerFactory(settingsRouter);

/** `?year=2026` as a number; anything else goes through as is, for the schema to refuse. */
function yearQuery(c: RestContext): { year?: number } {
  const raw = c.req.query('year');
  if (raw === undefined || raw === '') return {};
  return { year: (/^\d{1,4}$/.test(raw) ? Number(raw) : raw) as number };
}

const idParam = (c: RestContext) => ({ id: c.req.param('id') ?? '' });

/** The REST twins of the settings router: same validation and rules, documented shapes. */
export function mountSettingsRest(app: RestApp): void {
  // The two reads the calendar and other clients use (paths and shapes fixed by the issue).
  app.get(
    '/api/holidays',
    rest((ctx, c) => caller(ctx).holidaysOfYear(yearQuery(c))),
  );
  app.get(
    '/api/blocked-days',
    rest((ctx, c) =>
      caller(ctx).blockedDays({ startDate: c.req.query('startDate') ?? '', endDate: c.req.query('endDate') ?? '' }),
    ),
  );

  app.get(
    '/api/settings',
    rest((ctx) => caller(ctx).get()),
  );
  app.put(
    '/api/settings',
    rest(async (ctx, c) => caller(ctx).update(await jsonObject(c))),
  );
  app.get(
    '/api/settings/all',
    rest((ctx) => caller(ctx).all()),
  );
  app.get(
    '/api/settings/location-holidays',
    rest((ctx, c) => caller(ctx).locationHolidays(yearQuery(c))),
  );

  app.get(
    '/api/settings/holidays',
    rest((ctx) => caller(ctx).holidays.list()),
  );
  app.post(
    '/api/settings/holidays',
    rest(async (ctx, c) => caller(ctx).holidays.create(await jsonObject(c)), { status: 201 }),
  );
  app.put(
    '/api/settings/holidays/:id',
    rest(async (ctx, c) => caller(ctx).holidays.update((await jsonObject(c, idParam(c))) as { id: string })),
  );
  app.delete(
    '/api/settings/holidays/:id',
    rest((ctx, c) => caller(ctx).holidays.remove(idParam(c))),
  );

  app.get(
    '/api/settings/bridges',
    rest((ctx) => caller(ctx).bridges.list()),
  );
  app.post(
    '/api/settings/bridges',
    rest(async (ctx, c) => caller(ctx).bridges.create(await jsonObject(c)), { status: 201 }),
  );
  app.put(
    '/api/settings/bridges/:id',
    rest(async (ctx, c) => caller(ctx).bridges.update((await jsonObject(c, idParam(c))) as { id: string })),
  );
  app.delete(
    '/api/settings/bridges/:id',
    rest((ctx, c) => caller(ctx).bridges.remove(idParam(c))),
  );

  app.get(
    '/api/settings/blocks',
    rest((ctx) => caller(ctx).blocks.list()),
  );
  app.post(
    '/api/settings/blocks',
    rest(async (ctx, c) => caller(ctx).blocks.create(await jsonObject(c)), { status: 201 }),
  );
  app.put(
    '/api/settings/blocks/:id',
    rest(async (ctx, c) => caller(ctx).blocks.update((await jsonObject(c, idParam(c))) as { id: string })),
  );
  app.delete(
    '/api/settings/blocks/:id',
    rest((ctx, c) => caller(ctx).blocks.remove(idParam(c))),
  );

  app.get(
    '/api/settings/unblocks',
    rest((ctx) => caller(ctx).unblocks.list()),
  );
  app.post(
    '/api/settings/unblocks',
    rest(async (ctx, c) => caller(ctx).unblocks.create(await jsonObject(c)), { status: 201 }),
  );
  app.put(
    '/api/settings/unblocks/:id',
    rest(async (ctx, c) => caller(ctx).unblocks.update((await jsonObject(c, idParam(c))) as { id: string })),
  );
  app.delete(
    '/api/settings/unblocks/:id',
    rest((ctx, c) => caller(ctx).unblocks.remove(idParam(c))),
  );

  const period = (c: { req: { query: (k: string) => string | undefined } }) => ({
    startDate: c.req.query('startDate') ?? '',
    endDate: c.req.query('endDate') ?? '',
    startTime: c.req.query('startTime') ?? null,
    endTime: c.req.query('endTime') ?? null,
  });
  app.get(
    '/api/settings/appointments-in-period',
    rest((ctx, c) => caller(ctx).appointmentsInPeriod(period(c))),
  );
}
