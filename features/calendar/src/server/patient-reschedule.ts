import { addDays, nowInTimeZone } from '@agenda/br';
import type { Em } from '@agenda/db';
import { conflict, notFound } from '@agenda/trpc';
import { type CalendarActor, guardSlot, lockAppointment, logEvent, queueForDays } from './appointment-writes.ts';
import { queueForClient, refuseClientOverlap } from './client-chair.ts';
import { type FreeSlot, freeSlotsBetween } from './free-slots.ts';
import { announceChanges, slotOf } from './points.ts';
import {
  PATIENT_ANSWER_TEXTS,
  type PatientAppointment,
  type PatientSlot,
  patientAppointment,
  patientRefusal,
} from './patient-answers.ts';

// The patient moves their own appointment from their link (decision 054): the same service with the
// same professional, on a free slot of the one free-slot function, while the clinic's policy allows
// (until N hours before the appointment), in one transaction. The clinic sees 'Remarcado pelo paciente'.

export const PATIENT_RESCHEDULE_TEXTS = {
  tooLate: (hours: number) => `Só é possível remarcar pelo link até ${hours} horas antes da consulta. Fale com a clínica.`,
  slotTaken: 'Este horário não está mais disponível. Escolha outro.',
  reason: 'Remarcado pelo paciente',
} as const;
const R = PATIENT_RESCHEDULE_TEXTS;

type PatientActor = Pick<CalendarActor, 'companyId' | 'timeZone' | 'extensions'>;

/** The wall clock of the zone, `hours` from now, as 'yyyy-MM-ddTHH:mm'. */
function hoursFromNow(timeZone: string, hours: number): string {
  const then = nowInTimeZone(timeZone, new Date(Date.now() + hours * 3_600_000));
  return `${then.date}T${then.time}`;
}

/** Whether the policy still lets the patient move the appointment starting at `date` `startTime`. */
export const stillMovable = (slot: { date: string; startTime: string }, timeZone: string, hours: number) =>
  `${slot.date}T${slot.startTime}` >= hoursFromNow(timeZone, hours);

/**
 * The free slots the patient may move to, from `from` to `to`: the appointment's service with its
 * professional, starting no sooner than the policy's hours from now. Empty once the policy no longer
 * lets the appointment move.
 */
export async function patientFreeSlots(
  em: Em,
  actor: PatientActor,
  appointment: PatientAppointment,
  range: { from: string; to: string },
  policyHours: number,
): Promise<FreeSlot[]> {
  if (!stillMovable(appointment, actor.timeZone, policyHours)) return [];
  return freeSlotsBetween(em, actor.companyId, {
    serviceId: appointment.serviceId,
    professionalIds: [appointment.professionalId],
    from: range.from,
    to: range.to,
    notBefore: hoursFromNow(actor.timeZone, policyHours),
  });
}

/**
 * Moves the appointment to `slot` for its patient: under the client's and the professional's day
 * queues and the appointment's lock, the link must still sign the current slot (404), the
 * appointment be open (409), the policy allow it (409) and the slot be free by the one free-slot
 * function (409: two patients on one slot — one wins). The old slot is freed by the move itself.
 */
export async function rescheduleAsPatient(
  em: Em,
  actor: PatientActor,
  appointmentId: string,
  slot: { date: string; startTime: string },
  options: { valid: (slot: PatientSlot) => boolean; policyHours: number },
): Promise<PatientAppointment> {
  const { companyId, timeZone } = actor;
  const eventActor = { companyId, timeZone, userId: null };
  const before = await patientAppointment(em, companyId, appointmentId, timeZone);
  if (!before?.linkOpen || !options.valid(before)) throw notFound(PATIENT_ANSWER_TEXTS.linkNotFound);
  await guardSlot(
    () =>
      em.transactional(async (tx) => {
        await queueForClient(tx, companyId, before.clientId);
        await queueForDays(tx, companyId, before.professionalId, [slot.date]);
        const a = await lockAppointment(tx, companyId, appointmentId);
        if (!options.valid(a)) throw notFound(PATIENT_ANSWER_TEXTS.linkNotFound);
        const refused = patientRefusal(a, timeZone);
        if (refused) throw conflict(refused);
        if (!stillMovable(a, timeZone, options.policyHours)) throw conflict(R.tooLate(options.policyHours));
        const free = await freeSlotsBetween(tx, companyId, {
          serviceId: a.serviceId,
          professionalIds: [a.professionalId],
          from: slot.date,
          to: slot.date,
          notBefore: hoursFromNow(timeZone, options.policyHours),
        });
        const chosen = free.find((s) => s.startTime === slot.startTime);
        if (!chosen) throw conflict(R.slotTaken);
        const from = { fromDate: a.date, fromStartTime: a.startTime, fromEndTime: a.endTime };
        const freed = slotOf(a);
        a.date = chosen.date;
        a.startTime = chosen.startTime;
        a.endTime = chosen.endTime;
        logEvent(tx, eventActor, a, 'rescheduled', {
          ...from,
          toDate: chosen.date,
          toStartTime: chosen.startTime,
          toEndTime: chosen.endTime,
          fromStatus: a.status,
          toStatus: a.status,
          reason: R.reason,
          source: 'patient_link',
        });
        await tx.flush();
        await refuseClientOverlap(tx, companyId, a.clientId, [chosen], [a.id]);
        // The reminders of the old time go, those of the new one are planned, in this transaction.
        await announceChanges(tx, actor, [a.id], [freed]);
      }),
    R.slotTaken,
  );
  const after = await patientAppointment(em, companyId, appointmentId, timeZone);
  if (!after) throw notFound(PATIENT_ANSWER_TEXTS.linkNotFound);
  return after;
}

/** The default range of slots the patient's page offers: two weeks from today. */
export const patientSlotRange = (timeZone: string) => {
  const today = nowInTimeZone(timeZone).date;
  return { from: today, to: addDays(today, 14) };
};
