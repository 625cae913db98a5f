import { clinicCard } from '@agenda/auth/server';
import { addDays, nowInTimeZone } from '@agenda/br';
import { createAppointment, freeSlotsBetween } from '@agenda/calendar/server';
import { clientsByIds, clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER, make } from '@agenda/db';
import { TRPCError } from '@agenda/trpc';
import { bookableServices } from '@agenda/services/server';
import { DEFAULT_SETTINGS } from '../shared/settings.ts';
import { BookingRequestSchema } from './entities/booking-request.entity.ts';
import { BookingSettingsSchema } from './entities/booking-settings.entity.ts';
import { privacyVersionOf } from './settings.service.ts';

/** The demo clinic's page: `/agendar/clinica-demo` (printed by `npm start`). */
export const DEMO_BOOKING_SLUG = 'clinica-demo';

/**
 * One online booking not yet seen: a patient the clinic knows books the first free time from
 * tomorrow on, typing a phone other than the one on record (the detail shows the difference).
 */
async function seedOnlineBooking(em: Em, companyId: string): Promise<void> {
  if (await em.findOne(BookingRequestSchema, { companyId })) return;
  const clinic = await clinicCard(em, companyId);
  const service = (await bookableServices(em, companyId)).find((s) => s.duration <= 60);
  const [first] = await clientsByName(em, companyId, 1);
  const client = first && (await clientsByIds(em, companyId, [first.id])).get(first.id);
  if (!clinic || !service || !client) return;
  const today = nowInTimeZone(clinic.timeZone).date;
  const [slot] = await freeSlotsBetween(em, companyId, {
    serviceId: service.id,
    professionalIds: [],
    from: addDays(today, 1),
    to: addDays(today, 14),
  });
  if (!slot?.professionalIds[0]) return;
  const actor = { companyId, userId: null, timeZone: clinic.timeZone };
  const input = {
    clientId: client.id,
    serviceId: service.id,
    professionalId: slot.professionalIds[0],
    date: slot.date,
    startTime: slot.startTime,
    endTime: null,
    notes: null,
    allowClientOverlap: false,
  };
  // The demo patient may already sit in another chair then: no demo booking rather than a second one.
  const booked = await createAppointment(em, actor, input, { origin: 'ONLINE', status: 'PENDING' }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === 'CONFLICT') return null;
    throw error;
  });
  if (!booked) return;
  const { appointment } = booked;
  make(em, BookingRequestSchema, {
    companyId,
    appointmentId: appointment.id,
    clientId: client.id,
    newClient: false,
    fullName: client.fullName,
    cpf: client.cpf,
    phone: client.phone === '11999990000' ? '11988880000' : '11999990000',
    email: client.email,
    birthDate: client.birthDate,
    slotDate: appointment.date,
    consentAt: new Date(),
    consentVersion: privacyVersionOf(DEFAULT_SETTINGS.privacyText),
    seenAt: null,
    seenBy: null,
  });
  await em.flush();
}

/** The demo clinic books online at /agendar/clinica-demo with all its services and professionals. */
export async function seedDemoBooking(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if (!(await em.findOne(BookingSettingsSchema, { companyId }))) {
    make(em, BookingSettingsSchema, {
      companyId,
      ...DEFAULT_SETTINGS,
      enabled: true,
      slug: DEMO_BOOKING_SLUG,
      text: 'Agende sua consulta em poucos passos. Em caso de dúvida, ligue para a clínica.',
      privacyVersion: privacyVersionOf(DEFAULT_SETTINGS.privacyText),
    });
    await em.flush();
  }
  await seedOnlineBooking(em, companyId);
}
