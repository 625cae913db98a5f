import { nowInTimeZone } from '@agenda/br';
import { type Em, make } from '@agenda/db';
import { badRequest, conflict, onceByKey } from '@agenda/trpc';
import type { AppointmentData } from '../shared/model.ts';
import { serviceWindow } from '../shared/opening-rules.ts';
import { MAX_SERIES_OCCURRENCES, type SeriesOccurrence, type SeriesRule } from '../shared/series.ts';
import type { CreateSeries } from '../shared/series-schemas.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { appointmentRowsOfSeries, toAppointmentData } from './appointment-rows.ts';
import { APPOINTMENT_REQUESTS, type CalendarActor, guardSlot, logEvent, queueForDays } from './appointment-writes.ts';
import { type SlotRefusal, slotRefusals } from './availability.ts';
import { AppointmentSchema } from './entities/appointment.entity.ts';
import { AppointmentSeriesSchema } from './entities/appointment-series.entity.ts';
import { bookingParties } from './booking-parties.ts';
import { clientBusyAt, queueForClient, refuseClientOverlap } from './client-chair.ts';
import { seriesDates, seriesRRuleText } from './series-rule.ts';
import { announceChanges } from './points.ts';

export interface SeriesPreview {
  occurrences: SeriesOccurrence[];
}

export interface SeriesCreated {
  series: { id: string; rule: SeriesRule & { rrule: string } };
  appointments: AppointmentData[];
  skipped: SeriesOccurrence[];
}

/** The preview's words: the professional's other appointment says who is busy, the rest as booking says it. */
const reasonOf = (refusal: SlotRefusal) => (refusal.busy ? T.professionalBusy : refusal.message);

/** The rule as sent, without the fields it does not use. */
function ruleOf(rule: SeriesRule): SeriesRule {
  return {
    frequency: rule.frequency,
    ...(rule.count !== undefined ? { count: rule.count } : { until: rule.until }),
    ...(rule.frequency === 'MONTHLY' ? { monthlyBy: rule.monthlyBy ?? 'WEEKDAY' } : {}),
  };
}

/**
 * `POST /api/appointments/series`: the rule's dates (at most 52) each checked by the booking rules
 * at once, and against the client's own appointments unless `allowClientOverlap`. A preview lists
 * them; otherwise the bookable ones are created in one transaction, the client and each
 * professional-day queued as a single booking is and the exclusion constraint deciding: a slot
 * taken meanwhile rolls the whole series back (409). An Idempotency-Key makes a repeat answer the
 * first answer.
 */
export async function createSeries(em: Em, actor: CalendarActor, input: CreateSeries): Promise<SeriesPreview | SeriesCreated> {
  const { idempotencyKey, ...series } = input;
  if (series.preview) return { occurrences: (await seriesPlan(em, actor, series)).occurrences };
  const once = idempotencyKey
    ? {
        table: APPOINTMENT_REQUESTS,
        companyId: actor.companyId,
        key: idempotencyKey,
        body: series,
        reusedMessage: T.idempotencyReused,
      }
    : null;
  return em.transactional((tx) => onceByKey(tx, once, () => bookSeries(tx, actor, series)));
}

type SeriesInput = Omit<CreateSeries, 'idempotencyKey'>;

/** The rule's dates, each bookable or why not, with who and what the booking names. */
async function seriesPlan(em: Em, actor: CalendarActor, input: SeriesInput) {
  const { companyId } = actor;
  const parties = await bookingParties(em, companyId, input);
  const { client, service, professional, endTime } = parties;
  const rule = ruleOf(input.rule);
  const dates = seriesDates(input.date, rule);
  if (dates.length > MAX_SERIES_OCCURRENCES) throw badRequest(T.seriesTooMany);
  const slots = dates.map((date) => ({ date, startTime: input.startTime, endTime }));
  const refusals = await slotRefusals(em, companyId, slots, {
    service: { ...serviceWindow(service), id: service.id },
    professional,
  });
  const clientBusy = input.allowClientOverlap ? [] : await clientBusyAt(em, companyId, client.id, slots);
  const today = nowInTimeZone(actor.timeZone).date;
  const occurrences = slots.map((slot, i): SeriesOccurrence => {
    const refusal = refusals[i];
    const busy = clientBusy[i];
    if (slot.date < today) return { ...slot, available: false, reason: T.pastDate };
    if (refusal) return { ...slot, available: false, reason: reasonOf(refusal) };
    if (busy) return { ...slot, available: false, reason: T.clientBusy(busy.startTime, busy.professionalName) };
    return { ...slot, available: true };
  });
  return { occurrences, rule, parties };
}

async function bookSeries(tx: Em, actor: CalendarActor, input: SeriesInput): Promise<SeriesCreated> {
  const { companyId } = actor;
  const { occurrences, rule, parties } = await seriesPlan(tx, actor, input);
  const { client, service, professional } = parties;
  const free = occurrences.filter((o) => o.available);
  if (free.length === 0) throw conflict(T.seriesNothingFree);
  const rrule = seriesRRuleText(input.date, rule);
  const seriesId = await guardSlot(
    () =>
      tx.transactional(async (inner) => {
        await queueForClient(inner, companyId, client.id);
        await queueForDays(
          inner,
          companyId,
          professional.id,
          free.map((o) => o.date),
        );
        const series = make(inner, AppointmentSeriesSchema, { companyId, rrule, rule, createdBy: actor.userId });
        const made: string[] = [];
        for (const o of free) {
          const appointment = make(inner, AppointmentSchema, {
            companyId,
            clientId: client.id,
            serviceId: service.id,
            professionalId: professional.id,
            seriesId: series.id,
            date: o.date,
            startTime: o.startTime,
            endTime: o.endTime,
            status: 'PENDING',
            notes: input.notes,
            urgencyLevel: null,
            urgencyDescription: null,
            urgencyReportedAt: null,
          });
          logEvent(inner, actor, appointment, 'created', { toDate: o.date, toStartTime: o.startTime, toEndTime: o.endTime });
          made.push(appointment.id);
        }
        await inner.flush();
        if (!input.allowClientOverlap) await refuseClientOverlap(inner, companyId, client.id, free, made);
        await announceChanges(inner, actor, made);
        return series.id;
      }),
    T.seriesConflict,
  );
  const appointments = (await appointmentRowsOfSeries(tx, companyId, seriesId)).map(toAppointmentData);
  return {
    series: { id: seriesId, rule: { ...rule, rrule } },
    appointments,
    skipped: occurrences.filter((o) => !o.available),
  };
}
