import { type ClinicCard, clinicCard } from '@agenda/auth/server';
import {
  PATIENT_ANSWER_TEXTS,
  type PatientAnswer,
  type PatientAppointment,
  type PatientSlot,
  answerAsPatient,
  patientAppointment,
  patientFreeSlots,
  patientSlotRange,
  rescheduleAsPatient,
  stillMovable,
} from '@agenda/calendar/server';
import type { Em } from '@agenda/db';
import { type BaseContext, type RateRule, byIp, countHits, inCompanyTransaction, notFound } from '@agenda/trpc';
import { patientLinkPolicy } from './policy.service.ts';
import { readPatientToken, signPatientToken, tokenSigns } from './token.ts';

const MINUTE = 60;
// A token cannot be guessed (128 bits of MAC), but nobody gets to try: per address, and per link so
// that one leaked link cannot be hammered from many addresses.
export const PATIENT_LINK_LIMITS: readonly RateRule[] = [
  { name: 'patient-link:ip', limit: 60, windowSeconds: 10 * MINUTE, key: byIp },
  {
    name: 'patient-link:token',
    limit: 30,
    windowSeconds: 10 * MINUTE,
    key: (_ctx, input) => String((input as { token?: unknown } | undefined)?.token ?? '').slice(0, 100) || null,
  },
];

/** One body for every link that opens nothing: unknown, forged, another clinic's, expired or revoked. */
const gone = () => notFound(PATIENT_ANSWER_TEXTS.linkNotFound);

interface OpenLink {
  companyId: string;
  clinic: ClinicCard;
  appointment: PatientAppointment;
  /** Whether the link signs this slot (checked again under the appointment's lock). */
  signs: (slot: PatientSlot) => boolean;
}

/**
 * Runs `work` with the appointment a patient's link opens, in its clinic's transaction (the token
 * names the clinic: no sign-in). The link must sign the appointment's current slot, the appointment
 * must not have ended and the clinic must not have cancelled it; otherwise 404.
 */
export async function withLink<T>(ctx: BaseContext, token: string, work: (tx: Em, link: OpenLink) => Promise<T>): Promise<T> {
  const read = readPatientToken(token);
  if (!read) throw gone();
  const { companyId, appointmentId, mac } = read;
  const key = ctx.services.confirmations.linkKey;
  const signs = (slot: PatientSlot) => tokenSigns(key, mac, { companyId, appointmentId, ...slot });
  return inCompanyTransaction(ctx, companyId, async (tx) => {
    const clinic = await clinicCard(tx, companyId);
    const appointment = clinic && (await patientAppointment(tx, companyId, appointmentId, clinic.timeZone));
    if (!clinic || !appointment?.linkOpen || !signs(appointment)) throw gone();
    return work(tx, { companyId, clinic, appointment, signs });
  });
}

/** What the patient's page shows: the clinic, the slot, the first name; nothing else of the patient. */
export const publicAppointment = (clinic: ClinicCard, a: PatientAppointment) => ({
  appointment: {
    clinicName: clinic.name,
    clinicAddress: clinic.address,
    date: a.date,
    startTime: a.startTime,
    endTime: a.endTime,
    professional: a.professionalName,
    service: a.serviceName,
    firstName: a.clientFirstName,
    status: a.status,
    rescheduleRequested: a.rescheduleRequested,
  },
});

/**
 * The appointment a patient's link opens, as the patient's page shows it, counted against the link's
 * rate limits first (429 when over): for callers outside the router (the booking's done page).
 */
export async function linkedAppointment(ctx: BaseContext, token: string) {
  await countHits(ctx, { token }, PATIENT_LINK_LIMITS);
  return openedAppointment(ctx, token);
}

/** The same, uncounted: the router's procedure counts its calls itself. */
export const openedAppointment = (ctx: BaseContext, token: string) =>
  withLink(ctx, token, async (_tx, link) => publicAppointment(link.clinic, link.appointment));

/** The patient's answer through the link, as the page then shows the appointment. */
export function answer(ctx: BaseContext, token: string, kind: PatientAnswer, reason?: string | null) {
  return withLink(ctx, token, async (tx, link) => {
    const actor = { companyId: link.companyId, timeZone: link.clinic.timeZone, extensions: ctx.extensions };
    const after = await answerAsPatient(tx, actor, link.appointment.id, kind, { valid: link.signs, reason });
    return publicAppointment(link.clinic, after);
  });
}

/** 'Remarcar': the free slots the patient may move to, within the clinic's policy. */
export function slotsForPatient(ctx: BaseContext, token: string, range: { from?: string; to?: string }) {
  return withLink(ctx, token, async (tx, link) => {
    const actor = { companyId: link.companyId, timeZone: link.clinic.timeZone };
    const { rescheduleUntilHours } = await patientLinkPolicy(tx, link.companyId);
    const fallback = patientSlotRange(link.clinic.timeZone);
    const from = range.from ?? fallback.from;
    const to = range.to ?? (range.from ? from : fallback.to);
    const slots = await patientFreeSlots(tx, actor, link.appointment, { from, to }, rescheduleUntilHours);
    return {
      ...publicAppointment(link.clinic, link.appointment),
      slots: slots.map((s) => ({ date: s.date, startTime: s.startTime, endTime: s.endTime })),
      rescheduleUntilHours,
      /** False once the policy's hours before the appointment have begun: the link no longer moves it. */
      movable: stillMovable(link.appointment, link.clinic.timeZone, rescheduleUntilHours),
    };
  });
}

/** 'Remarcar': moves the appointment to the chosen slot; the answer carries the new slot's link. */
export function rescheduleForPatient(ctx: BaseContext, token: string, slot: { date: string; startTime: string }) {
  return withLink(ctx, token, async (tx, link) => {
    const actor = { companyId: link.companyId, timeZone: link.clinic.timeZone, extensions: ctx.extensions };
    const { rescheduleUntilHours } = await patientLinkPolicy(tx, link.companyId);
    const after = await rescheduleAsPatient(tx, actor, link.appointment.id, slot, {
      valid: link.signs,
      policyHours: rescheduleUntilHours,
    });
    const next = signPatientToken(ctx.services.confirmations.linkKey, {
      companyId: link.companyId,
      appointmentId: after.id,
      date: after.date,
      startTime: after.startTime,
      professionalId: after.professionalId,
    });
    return { ...publicAppointment(link.clinic, after), token: next };
  });
}
