import type { WeekdayFlags } from './service.ts';

/** A service type as every answer carries it (`{ serviceTypes }`, `{ serviceType }`). */
export interface ServiceTypeData {
  id: string;
  name: string;
  description: string | null;
  icon: string | null;
  color: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The type as embedded in a service answer. */
export interface ServiceTypeBadge {
  id: string;
  name: string;
  icon: string | null;
  color: string;
}

/** A service as every answer carries it (`{ services }`, `{ service }`); price in reais. */
export interface ServiceData extends WeekdayFlags {
  id: string;
  name: string;
  /** null after its type was deleted: the service needs reconfiguration. */
  serviceTypeId: string | null;
  serviceType: ServiceTypeBadge | null;
  duration: number;
  price: number;
  description: string | null;
  startTime: string;
  endTime: string;
  /** Months after a completed visit the patient is due back; null: no return. */
  recallMonths: number | null;
  needsReconfiguration: boolean;
  /** True once deleted while appointments use it: kept for history, gone from lists and new bookings. */
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What an appointment or a checkout shows of its service. */
export interface ServiceSummary {
  id: string;
  name: string;
  duration: number;
  price: number;
}

/** A service whose type was deleted must get a new one before it is edited again. */
export const needsReconfiguration = (service: { serviceTypeId: string | null }): boolean => service.serviceTypeId === null;
