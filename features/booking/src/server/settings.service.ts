import { createHash } from 'node:crypto';
import { type Em, PG_UNIQUE_VIOLATION, make, pgErrorCode, withoutTenant } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import { professionalsById } from '@agenda/team/server';
import { badRequest, conflict } from '@agenda/trpc';
import { type BookingSettingsInput, type BookingSettingsView, DEFAULT_SETTINGS } from '../shared/settings.ts';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { type BookingSettings, BookingSettingsSchema } from './entities/booking-settings.entity.ts';

/** The version a consent names: the privacy text's first 12 hex digits of SHA-256. */
export const privacyVersionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

const viewOf = (s: BookingSettings | null): BookingSettingsView =>
  s
    ? {
        enabled: s.enabled,
        slug: s.slug ?? '',
        serviceIds: [...s.serviceIds],
        professionalIds: [...s.professionalIds],
        minNoticeHours: s.minNoticeHours,
        maxDaysAhead: s.maxDaysAhead,
        autoConfirm: s.autoConfirm,
        text: s.text,
        privacyText: s.privacyText,
        privacyVersion: s.privacyVersion,
      }
    : { ...DEFAULT_SETTINGS, privacyVersion: privacyVersionOf(DEFAULT_SETTINGS.privacyText) };

export async function bookingSettings(em: Em, companyId: string): Promise<BookingSettingsView> {
  return viewOf(await em.findOne(BookingSettingsSchema, { companyId }));
}

/**
 * The first id the clinic does not have, unless it was already stored (a service or professional
 * removed since: the screen sends back what it read, and that is dropped, not refused).
 */
const unknownId = (ids: readonly string[], found: Map<string, unknown>, stored: readonly string[] = []) =>
  ids.findIndex((id) => !found.has(id) && !stored.includes(id));

/**
 * Saves the tab. An id of a service or professional the clinic does not have is refused (400, the
 * field named), never dropped in silence. Turning the page off takes effect on the next request: the
 * public page reads this row every time.
 */
export async function saveBookingSettings(em: Em, companyId: string, input: BookingSettingsInput): Promise<BookingSettingsView> {
  const [services, professionals, row] = await Promise.all([
    servicesById(em, companyId, input.serviceIds),
    professionalsById(em, companyId, input.professionalIds),
    em.findOne(BookingSettingsSchema, { companyId }),
  ]);
  const badService = unknownId(input.serviceIds, services, row?.serviceIds);
  if (badService >= 0) throw badRequest(T.unknownService(badService));
  const badProfessional = unknownId(input.professionalIds, professionals, row?.professionalIds);
  if (badProfessional >= 0) throw badRequest(T.unknownProfessional(badProfessional));
  const privacyText = input.privacyText ?? row?.privacyText ?? DEFAULT_SETTINGS.privacyText;
  const fields = {
    enabled: input.enabled,
    slug: input.slug || null,
    serviceIds: [...services.keys()],
    professionalIds: [...professionals.keys()],
    minNoticeHours: input.minNoticeHours,
    maxDaysAhead: input.maxDaysAhead,
    autoConfirm: input.autoConfirm,
    text: input.text,
    privacyText,
    privacyVersion: privacyVersionOf(privacyText),
  };
  if (row) em.assign(row, fields);
  else make(em, BookingSettingsSchema, { companyId, ...fields });
  try {
    await em.flush();
  } catch (error) {
    // Another clinic holds the address (checked by the unique index, so two saves at once agree).
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(T.slugTaken);
    throw error;
  }
  return bookingSettings(em, companyId);
}

/**
 * The clinic whose page is at `slug`, when its booking is on — read on the sign-in connection,
 * before any company is known (its grant: select on booking_settings). Null otherwise: an unknown
 * and a switched-off page answer alike.
 */
export async function openPage(em: Em, slug: string): Promise<BookingSettings | null> {
  const normalized = slug.trim().toLowerCase();
  if (!/^[a-z0-9-]{3,60}$/.test(normalized)) return null;
  const row = await em.findOne(BookingSettingsSchema, { slug: normalized, enabled: true }, withoutTenant);
  return row ?? null;
}
