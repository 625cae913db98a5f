import { centsToReais } from '@agenda/br';
import type { ServiceData, ServiceSummary, ServiceTypeBadge, ServiceTypeData } from '../shared/answers.ts';
import type { Service } from './entities/service.entity.ts';
import type { ServiceType } from './entities/service-type.entity.ts';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
/** By name as a Brazilian reader expects ('Ácido' beside 'Acido', not after 'Zinco'), whatever the database collation. */
export const byName = <T extends { name: string }>(a: T, b: T): number => collator.compare(a.name, b.name);

// Entities → the documented JSON: reais instead of centavos, ISO instants, the type embedded.

export function toServiceTypeData(type: ServiceType): ServiceTypeData {
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    icon: type.icon,
    color: type.color,
    active: type.active,
    createdAt: type.createdAt.toISOString(),
    updatedAt: type.updatedAt.toISOString(),
  };
}

function toBadge(type: ServiceType): ServiceTypeBadge {
  return { id: type.id, name: type.name, icon: type.icon, color: type.color };
}

export function toServiceData(service: Service, type: ServiceType | null | undefined): ServiceData {
  return {
    id: service.id,
    name: service.name,
    serviceTypeId: service.serviceTypeId,
    serviceType: type && type.id === service.serviceTypeId ? toBadge(type) : null,
    duration: service.duration,
    price: centsToReais(service.priceCents),
    description: service.description,
    mondayEnabled: service.mondayEnabled,
    tuesdayEnabled: service.tuesdayEnabled,
    wednesdayEnabled: service.wednesdayEnabled,
    thursdayEnabled: service.thursdayEnabled,
    fridayEnabled: service.fridayEnabled,
    saturdayEnabled: service.saturdayEnabled,
    sundayEnabled: service.sundayEnabled,
    startTime: service.startTime,
    endTime: service.endTime,
    recallMonths: service.recallMonths,
    needsReconfiguration: service.serviceTypeId === null,
    archived: service.archivedAt !== null,
    createdAt: service.createdAt.toISOString(),
    updatedAt: service.updatedAt.toISOString(),
  };
}

/** What an appointment, a checkout or a finance row shows of its service (price in reais). */
export function serviceSummary(service: Service): ServiceSummary {
  return { id: service.id, name: service.name, duration: service.duration, price: centsToReais(service.priceCents) };
}
