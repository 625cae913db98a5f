import { ArrayType, EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** A clinic's 'Agendamento online': whether its page is open, at which address, offering what. */
export interface BookingSettings extends TenantEntity {
  enabled: boolean;
  /** The page's address `/agendar/{slug}`, unique across clinics; null until the owner picks one. */
  slug: string | null;
  /** [] offers every bookable service. */
  serviceIds: string[];
  /** [] offers every active professional who attends the service. */
  professionalIds: string[];
  minNoticeHours: number;
  maxDaysAhead: number;
  /** New online bookings start CONFIRMED instead of PENDING. */
  autoConfirm: boolean;
  text: string;
  privacyText: string;
  /** A short hash of the privacy text: the version a consent names. */
  privacyVersion: string;
}

export const BookingSettingsSchema = new EntitySchema<BookingSettings>({
  name: 'BookingSettings',
  tableName: 'booking_settings',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    enabled: { type: 'boolean', default: false },
    slug: { type: 'string', columnType: 'text', nullable: true },
    serviceIds: { type: new ArrayType<string>(), columnType: 'uuid[]' },
    professionalIds: { type: new ArrayType<string>(), columnType: 'uuid[]' },
    minNoticeHours: { type: 'integer' },
    maxDaysAhead: { type: 'integer' },
    autoConfirm: { type: 'boolean', default: false },
    text: { type: 'string', columnType: 'text' },
    privacyText: { type: 'string', columnType: 'text' },
    privacyVersion: { type: 'string', columnType: 'text' },
  },
});
