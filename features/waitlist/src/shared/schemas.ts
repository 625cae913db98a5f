import { dateSchema, multilineTextSchema } from '@agenda/br';
import * as v from 'valibot';
import { PERIODS, WAITLIST_TEXTS as T } from './texts.ts';

/** A path or body id: a missing or odd one is looked up as given and so answers 404 like any unknown id. */
const idField = (notFound: string) => v.optional(v.pipe(v.string(notFound), v.maxLength(64, notFound)), '');

/** POST /api/waitlist: who, for what, with whom, when, and until when. */
export const waitlistEntrySchema = v.object({
  clientId: idField(T.clientNotFound),
  serviceId: idField(T.serviceNotFound),
  professionalIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(T.professionalNotFound), v.maxLength(64, T.professionalNotFound)), T.invalidProfessionals),
      v.maxLength(20, T.invalidProfessionals),
    ),
    [],
  ),
  weekdays: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number(T.invalidWeekdays),
          v.integer(T.invalidWeekdays),
          v.minValue(0, T.invalidWeekdays),
          v.maxValue(6, T.invalidWeekdays),
        ),
        T.invalidWeekdays,
      ),
      v.maxLength(7, T.invalidWeekdays),
    ),
    [],
  ),
  periods: v.optional(
    v.pipe(v.array(v.picklist(PERIODS, T.invalidPeriods), T.invalidPeriods), v.maxLength(3, T.invalidPeriods)),
    [],
  ),
  until: dateSchema(T.invalidUntil),
  notes: v.optional(v.nullable(multilineTextSchema(500, T.invalidNotes)), null),
});
export type WaitlistEntryInput = v.InferOutput<typeof waitlistEntrySchema>;

export const entryIdSchema = v.object({ id: idField(T.entryNotFound) });

/** The patient's link: the token of one offer. */
export const offerTokenSchema = v.object({ token: v.pipe(v.string(T.offerNotFound), v.maxLength(200, T.offerNotFound)) });

/** The clinic's offer rules: how long an offer holds and how many go out at once. */
export const waitlistSettingsSchema = v.object({
  offerHours: v.pipe(
    v.number(T.invalidOfferHours),
    v.integer(T.invalidOfferHours),
    v.minValue(1, T.invalidOfferHours),
    v.maxValue(48, T.invalidOfferHours),
  ),
  offersAtOnce: v.pipe(
    v.number(T.invalidOffersAtOnce),
    v.integer(T.invalidOffersAtOnce),
    v.minValue(1, T.invalidOffersAtOnce),
    v.maxValue(50, T.invalidOffersAtOnce),
  ),
});
export type WaitlistSettings = v.InferOutput<typeof waitlistSettingsSchema>;
export const DEFAULT_WAITLIST_SETTINGS: WaitlistSettings = { offerHours: 2, offersAtOnce: 3 };

/** One entry of the list, as every answer carries it. */
export interface WaitlistEntryData {
  id: string;
  clientId: string;
  clientName: string;
  serviceId: string;
  serviceName: string;
  professionalIds: string[];
  weekdays: number[];
  periods: string[];
  until: string;
  notes: string | null;
  status: string;
  createdAt: string;
  /** The offers still open to this patient. */
  openOffers: { id: string; date: string; startTime: string; professionalName: string; expiresAt: string }[];
}

/** What the patient's page shows of an offer: the clinic, the slot, the first name; nothing else. */
export interface PublicOffer {
  clinicName: string;
  clinicAddress: string;
  firstName: string;
  service: string;
  professional: string;
  date: string;
  startTime: string;
  endTime: string;
  expiresAt: string;
  /** The expiry in the clinic's time zone, as the page says it. */
  validUntil: { date: string; time: string };
  /** 'aberta', 'aceita' (by this patient), 'preenchida' (by another), 'expirada' or 'encerrada'. */
  status: string;
}
