import { appointmentsById } from '@agenda/calendar/server';
import { type Client, clientsByIds } from '@agenda/clients/server';
import { type Em, isUuid } from '@agenda/db';
import { notFound } from '@agenda/trpc';
import { BOOKING_TEXTS as T, TYPED_FIELD_LABELS } from '../shared/texts.ts';
import { type BookingRequest, BookingRequestSchema } from './entities/booking-request.entity.ts';

export interface TypedDifference {
  field: keyof typeof TYPED_FIELD_LABELS;
  label: string;
  typed: string;
  stored: string;
}

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');
const words = (s: string | null) => (s ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Where what the patient typed differs from the record (names compared without case, accents or
 * extra spaces; phones by their digits). A blank typed value differs from nothing.
 */
export function differencesOf(r: BookingRequest, c: Client | undefined): TypedDifference[] {
  if (!c) return [];
  const out: TypedDifference[] = [];
  const add = (field: TypedDifference['field'], typed: string | null, stored: string | null, same: boolean) => {
    if (!typed || same) return;
    out.push({ field, label: TYPED_FIELD_LABELS[field], typed, stored: stored ?? '' });
  };
  add('fullName', r.fullName, c.fullName, words(r.fullName) === words(c.fullName));
  add('phone', r.phone, c.phone, digits(r.phone).slice(-11) === digits(c.phone).slice(-11));
  add('email', r.email, c.email, (r.email ?? '').toLowerCase() === (c.email ?? '').toLowerCase());
  add('birthDate', r.birthDate, c.birthDate, r.birthDate === c.birthDate);
  return out;
}

/** 'Novos agendamentos online': the online bookings no one of the staff has marked as seen, oldest first. */
export async function unseenBookings(em: Em, companyId: string) {
  const requests = await em.find(
    BookingRequestSchema,
    { companyId, seenAt: null },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 100 },
  );
  const [appointments, clients] = await Promise.all([
    appointmentsById(
      em,
      companyId,
      requests.map((r) => r.appointmentId),
    ),
    clientsByIds(
      em,
      companyId,
      requests.map((r) => r.clientId),
    ),
  ]);
  return requests.flatMap((r) => {
    const a = appointments.get(r.appointmentId);
    if (!a) return [];
    const client = clients.get(r.clientId);
    return [
      {
        appointmentId: r.appointmentId,
        clientId: r.clientId,
        clientName: client?.fullName ?? r.fullName,
        date: a.date,
        startTime: a.startTime,
        status: a.status,
        newClient: r.newClient,
        bookedAt: r.createdAt.toISOString(),
        differences: r.newClient ? [] : differencesOf(r, client),
      },
    ];
  });
}

async function requestOf(em: Em, companyId: string, appointmentId: string): Promise<BookingRequest | null> {
  return isUuid(appointmentId) ? em.findOne(BookingRequestSchema, { companyId, appointmentId }) : null;
}

/** 'Visto': the booking leaves the list (marking it again changes nothing). 404 for one that was not booked online. */
export async function markSeen(em: Em, companyId: string, appointmentId: string, userId: string): Promise<{ seenAt: string }> {
  const request = await requestOf(em, companyId, appointmentId);
  if (!request) throw notFound(T.notOnline);
  if (!request.seenAt) {
    request.seenAt = new Date();
    request.seenBy = userId;
    await em.flush();
  }
  return { seenAt: request.seenAt.toISOString() };
}

/** The appointment detail's 'Dados informados no agendamento online': what was typed, and where it differs. */
export async function typedData(em: Em, companyId: string, appointmentId: string) {
  const request = await requestOf(em, companyId, appointmentId);
  if (!request) return { request: null };
  const client = (await clientsByIds(em, companyId, [request.clientId])).get(request.clientId);
  return {
    request: {
      typed: { fullName: request.fullName, phone: request.phone, email: request.email, birthDate: request.birthDate },
      consentAt: request.consentAt.toISOString(),
      consentVersion: request.consentVersion,
      differences: request.newClient ? [] : differencesOf(request, client),
    },
  };
}
