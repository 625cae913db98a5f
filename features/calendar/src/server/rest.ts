import { type RestApp, type RestContext, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import type { CreateAppointmentInput, RescheduleInput, UpdateAppointmentInput, UrgencyInput } from '../shared/schemas.ts';
import { calendarRouter } from './router.ts';

const caller = createCallerFactory(calendarRouter);

/** The JSON body (plus the path's id) handed to the procedure, whose schema validates it. */
const body = <T>(c: RestContext, extra: Record<string, unknown> = {}) => jsonObject(c, extra) as Promise<T>;
const id = (c: RestContext) => c.req.param('id') ?? '';

/** The documented REST paths of appointments (part 1 §7, part 2 §7), over the same router as tRPC. */
export function mountCalendarRest(app: RestApp): void {
  app.get(
    '/api/appointments',
    rest((ctx, c) => caller(ctx).list({ startDate: c.req.query('startDate') ?? '', endDate: c.req.query('endDate') ?? '' }), {
      hotRead: true,
    }),
  );
  app.get(
    '/api/appointments/urgent',
    rest((ctx) => caller(ctx).urgent()),
  );
  app.post(
    '/api/appointments',
    rest(async (ctx, c) => caller(ctx).create(await body<CreateAppointmentInput>(c)), { status: 201 }),
  );
  app.get(
    '/api/appointments/:id/details',
    rest((ctx, c) => caller(ctx).details({ id: id(c) })),
  );
  app.put(
    '/api/appointments/:id',
    rest(async (ctx, c) => caller(ctx).update(await body<UpdateAppointmentInput>(c, { id: id(c) }))),
  );
  app.post(
    '/api/appointments/:id/reschedule',
    rest(async (ctx, c) => caller(ctx).reschedule(await body<RescheduleInput>(c, { id: id(c) }))),
  );
  app.patch(
    '/api/appointments/:id/confirm',
    rest((ctx, c) => caller(ctx).confirm({ id: id(c) })),
  );
  app.patch(
    '/api/appointments/:id/cancel',
    rest((ctx, c) => caller(ctx).cancel({ id: id(c) })),
  );
  app.put(
    '/api/appointments/:id/urgency',
    rest(async (ctx, c) => caller(ctx).setUrgency(await body<UrgencyInput>(c, { id: id(c) }))),
  );
  app.delete(
    '/api/appointments/:id/urgency',
    rest((ctx, c) => caller(ctx).clearUrgency({ id: id(c) })),
  );
}
