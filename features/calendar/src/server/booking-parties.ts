import { findClient } from '@agenda/clients/server';
import type { Em } from '@agenda/db';
import { findBookableService } from '@agenda/services/server';
import { badRequest } from '@agenda/trpc';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { endTimeFor } from '../shared/time-rules.ts';
import { bookingProfessional } from './professionals.ts';

/**
 * Who and what a new booking names (a single one or a series): the client, the bookable service and
 * the professional (404s and 400s as each says), and its end — the one given, or the start plus the
 * service's duration; past midnight is refused.
 */
export async function bookingParties(
  em: Em,
  companyId: string,
  input: { clientId: string; serviceId: string; professionalId?: string | null; startTime: string; endTime: string | null },
) {
  const client = await findClient(em, companyId, input.clientId);
  const service = await findBookableService(em, companyId, input.serviceId);
  const professional = await bookingProfessional(em, companyId, input.professionalId ?? null);
  let endTime = input.endTime;
  if (endTime === null) {
    const computed = endTimeFor(input.startTime, service.duration);
    if (computed.pastMidnight) throw badRequest(T.pastMidnight);
    endTime = computed.endTime;
  }
  return { client, service, professional, endTime };
}
