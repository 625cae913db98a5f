import { appointmentsById, clientBusyAt, createAppointment, queueForClient } from '@agenda/calendar/server';
import { clientByCpf, createClientFromBooking } from '@agenda/clients/server';
import { patientUrl } from '@agenda/confirmations/server';
import { type Em, make, runSql, sql } from '@agenda/db';
import { type Context, TRPCError, badRequest, conflict } from '@agenda/trpc';
import type { BookingInput } from '../shared/public-schemas.ts';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { BookingRequestSchema } from './entities/booking-request.entity.ts';
import { type Offer, withPage } from './public-page.service.ts';
import { offeredSlots } from './slots.service.ts';

/** Future online bookings one CPF, or one mobile, may hold in a clinic. */
export const MAX_FUTURE_BOOKINGS = 3;
const OPEN = new Set(['PENDING', 'CONFIRMED']);

/** Refuses a taken or never-offered slot with the one message a patient reads. */
export const slotGone = () => conflict(T.slotUnavailable);

/**
 * Bookings of one CPF or one mobile queue up (a transaction-long lock on each), so three at once
 * cannot all pass the count; then each is counted among the future, still open online bookings.
 */
async function refuseOverLimit(tx: Em, offer: Offer, cpf: string, phone: string): Promise<void> {
  for (const key of [`booking:cpf:${offer.companyId}:${cpf}`, `booking:phone:${offer.companyId}:${phone}`])
    await runSql(tx, sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  // Plain rows, not entities: nothing here is changed, and an ORM find costs several times its statement (decision 070).
  const requests = await runSql<{ appointment_id: string; cpf: string; phone: string }>(
    tx,
    sql`select appointment_id, cpf, phone from booking_request
         where company_id = ${offer.companyId} and slot_date >= ${offer.today}::date and (cpf = ${cpf} or phone = ${phone})`,
    'booking_future_requests',
  );
  if (requests.length < MAX_FUTURE_BOOKINGS) return;
  const appointments = await appointmentsById(
    tx,
    offer.companyId,
    requests.map((r) => r.appointment_id),
  );
  const open = requests.filter((r) => OPEN.has(appointments.get(r.appointment_id)?.status ?? ''));
  const sameCpf = open.filter((r) => r.cpf === cpf).length;
  const samePhone = open.filter((r) => r.phone === phone).length;
  if (sameCpf >= MAX_FUTURE_BOOKINGS || samePhone >= MAX_FUTURE_BOOKINGS) throw conflict(T.tooManyBookings);
}

const isConflict = (error: unknown) => error instanceof TRPCError && error.code === 'CONFLICT';

/**
 * A patient books on the clinic's page. The slot must be one the page offers (same function, same
 * notice and horizon); the patient is found by CPF in the clinic or created from what they typed; an
 * existing patient's record is left as it is and what they typed is kept beside it. Client and
 * appointment are made in one transaction: when the database guard gives the slot to someone else
 * (409), nothing of this booking stays. With 'Qualquer profissional', the first offered professional
 * free then gets it (the next one if that one was just taken).
 */
export function bookOnline(ctx: Context, input: BookingInput) {
  // A machine filled the field people never see: no booking, and nothing said about why.
  if (input.website !== undefined && input.website !== null && input.website !== '') throw badRequest(T.refused);
  return withPage(ctx, input.slug, async (tx, offer) => {
    if (input.birthDate && input.birthDate > offer.today) throw badRequest(T.invalidBirthDate);
    const slots = await offeredSlots(tx, offer, {
      serviceId: input.serviceId,
      professionalId: input.professionalId,
      from: input.date,
      to: input.date,
    });
    const slot = slots.find((s) => s.startTime === input.startTime);
    if (!slot) throw slotGone();
    await refuseOverLimit(tx, offer, input.cpf, input.phone);
    const typed = {
      fullName: input.fullName,
      cpf: input.cpf,
      phone: input.phone,
      email: input.email,
      birthDate: input.birthDate,
    };
    const existing = await clientByCpf(tx, offer.companyId, input.cpf);
    const clientId = existing?.id ?? (await createClientFromBooking(tx, offer.companyId, typed)).id;
    if (existing) {
      // One patient, one chair: the record's other bookings wait, then none may overlap this one.
      await queueForClient(tx, offer.companyId, existing.id);
      const [busy] = await clientBusyAt(tx, offer.companyId, existing.id, [slot]);
      if (busy) throw conflict(T.alreadyBookedThen);
    }
    const actor = { companyId: offer.companyId, userId: null, timeZone: offer.clinic.timeZone, extensions: ctx.extensions };
    const origin = { origin: 'ONLINE', status: offer.settings.autoConfirm ? 'CONFIRMED' : 'PENDING' } as const;
    for (const professionalId of slot.professionalIds) {
      const booked = await createAppointment(
        tx,
        actor,
        {
          clientId,
          serviceId: input.serviceId,
          professionalId,
          date: input.date,
          startTime: input.startTime,
          endTime: null,
          notes: null,
          allowClientOverlap: false,
        },
        origin,
      ).catch((error: unknown) => {
        if (isConflict(error)) return null;
        throw error;
      });
      if (!booked) continue;
      const a = booked.appointment;
      make(tx, BookingRequestSchema, {
        companyId: offer.companyId,
        appointmentId: a.id,
        clientId,
        newClient: !existing,
        ...typed,
        slotDate: a.date,
        consentAt: new Date(),
        consentVersion: offer.settings.privacyVersion,
        seenAt: null,
        seenBy: null,
      });
      await tx.flush();
      const { publicUrl, linkKey } = ctx.services.confirmations;
      return {
        appointment: {
          date: a.date,
          startTime: a.startTime,
          endTime: a.endTime,
          professional: a.professional.name,
          service: a.service.name,
          status: a.status as 'PENDING' | 'CONFIRMED',
        },
        patientLink: patientUrl(publicUrl ?? ctx.origin, linkKey, offer.companyId, { ...a, professionalId: a.professionalId }),
      };
    }
    // Every candidate was taken meanwhile: the whole transaction (a new client too) is undone.
    throw slotGone();
  });
}
