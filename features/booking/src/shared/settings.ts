import { multilineTextSchema } from '@agenda/br';
import * as v from 'valibot';
import { BOOKING_TEXTS as T } from './texts.ts';

/** Lower-case letters, digits and single hyphens inside; 3 to 60 characters. */
const SLUG_SHAPE = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;
/** Words an address of ours may one day need, or that would mislead a patient. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'agenda',
  'agendar',
  'ajuda',
  'api',
  'app',
  'assets',
  'clinica',
  'config',
  'configuracoes',
  'convite',
  'login',
  'novo',
  'p',
  'public',
  'static',
  'suporte',
  'teste',
  'www',
]);

const slugShaped = (slug: string) => SLUG_SHAPE.test(slug) && !slug.includes('--');

/** Why a slug cannot be a page's address, or null when it can (taken or not is the database's to say). */
export function slugProblem(slug: string): string | null {
  if (!slugShaped(slug)) return T.slugInvalid;
  return RESERVED_SLUGS.has(slug) ? T.slugReserved : null;
}

export const MAX_NOTICE_HOURS = 720;
export const MAX_DAYS_AHEAD = 365;
const ids = v.pipe(v.array(v.pipe(v.string(T.invalidId), v.uuid(T.invalidId)), T.invalidId), v.maxLength(500, T.invalidId));
const wholeIn = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/**
 * 'Agendamento online' as the owner saves it. Empty service or professional lists offer them all
 * (as a professional's empty services do); the privacy text, when absent, stays as stored.
 */
export const bookingSettingsSchema = v.pipe(
  v.object({
    enabled: v.boolean(),
    slug: v.pipe(
      v.optional(v.nullable(v.string(T.slugInvalid)), ''),
      v.transform((s) => (s ?? '').trim().toLowerCase()),
      v.check((s) => s === '' || slugShaped(s), T.slugInvalid),
      v.check((s) => s === '' || !RESERVED_SLUGS.has(s), T.slugReserved),
    ),
    serviceIds: ids,
    professionalIds: ids,
    minNoticeHours: wholeIn(0, MAX_NOTICE_HOURS, T.minNotice),
    maxDaysAhead: wholeIn(1, MAX_DAYS_AHEAD, T.maxDaysAhead),
    autoConfirm: v.boolean(),
    text: v.optional(v.nullable(multilineTextSchema(2000, T.textTooLong), ''), ''),
    privacyText: v.optional(multilineTextSchema(10000, T.privacyTooLong)),
  }),
  v.forward(
    v.check((s) => !s.enabled || s.slug !== '', T.slugRequired),
    ['slug'],
  ),
);
export type BookingSettingsInput = v.InferOutput<typeof bookingSettingsSchema>;

/** The settings as the owner reads them. */
export interface BookingSettingsView {
  enabled: boolean;
  slug: string;
  serviceIds: string[];
  professionalIds: string[];
  minNoticeHours: number;
  maxDaysAhead: number;
  autoConfirm: boolean;
  text: string;
  privacyText: string;
  /** The privacy text's version a patient's consent records (a short hash of it). */
  privacyVersion: string;
}

/** A clinic that never opened the tab: off, no address, every service and professional, a day's notice, 60 days. */
export const DEFAULT_SETTINGS: Omit<BookingSettingsView, 'privacyVersion'> = {
  enabled: false,
  slug: '',
  serviceIds: [],
  professionalIds: [],
  minNoticeHours: 2,
  maxDaysAhead: 60,
  autoConfirm: false,
  text: '',
  privacyText:
    'Os dados informados (nome, CPF, celular, e-mail e data de nascimento) são usados pela clínica apenas para o seu agendamento e atendimento, conforme a Lei Geral de Proteção de Dados (LGPD). Você pode pedir à clínica o acesso, a correção ou a exclusão dos seus dados.',
};
