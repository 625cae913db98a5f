import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

export interface Service extends TenantEntity {
  name: string;
  /** null once its type was deleted: the service needs reconfiguration. */
  serviceTypeId: string | null;
  /** Minutes. */
  duration: number;
  priceCents: number;
  description: string | null;
  mondayEnabled: boolean;
  tuesdayEnabled: boolean;
  wednesdayEnabled: boolean;
  thursdayEnabled: boolean;
  fridayEnabled: boolean;
  saturdayEnabled: boolean;
  sundayEnabled: boolean;
  /** 'HH:mm'. */
  startTime: string;
  /** 'HH:mm'. */
  endTime: string;
  /** Months after a completed visit the patient is due back (1–60); null: no return. */
  recallMonths: number | null;
  /**
   * Set when a service that appointments use is deleted: it leaves lists and new bookings but
   * stays readable by id for past appointments and finance.
   */
  archivedAt: Date | null;
}

const dayFlag = { type: 'boolean', default: true } as const;

/** One bookable service of the catalogue. */
export const ServiceSchema = new EntitySchema<Service>({
  name: 'Service',
  tableName: 'service',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    name: { type: 'string', columnType: 'text' },
    serviceTypeId: { type: 'uuid', nullable: true },
    duration: { type: 'integer' },
    priceCents: { type: 'integer' },
    description: { type: 'string', columnType: 'text', nullable: true },
    mondayEnabled: dayFlag,
    tuesdayEnabled: dayFlag,
    wednesdayEnabled: dayFlag,
    thursdayEnabled: dayFlag,
    fridayEnabled: dayFlag,
    saturdayEnabled: dayFlag,
    sundayEnabled: dayFlag,
    startTime: { type: 'string', columnType: 'text' },
    endTime: { type: 'string', columnType: 'text' },
    recallMonths: { type: 'integer', nullable: true },
    archivedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
