import { reaisToCents } from '@agenda/br';
import { type Em, PG_FOREIGN_KEY_VIOLATION, type Plain, findOneBySql, isUuid, make, pgErrorCode, plain, sql } from '@agenda/db';
import { badRequest, notFound } from '@agenda/trpc';
import type { ServiceData } from '../shared/answers.ts';
import type { ServiceFields } from '../shared/service.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { byName, toServiceData } from './answers.ts';
import { type Service, ServiceSchema } from './entities/service.entity.ts';
import { type ServiceType, ServiceTypeSchema } from './entities/service-type.entity.ts';

type ServiceColumns = Omit<Service, 'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'archivedAt' | 'recallMonths'>;

function columns(input: ServiceFields): ServiceColumns {
  return {
    name: input.name,
    serviceTypeId: input.serviceTypeId,
    duration: input.duration,
    priceCents: reaisToCents(input.price),
    description: input.description,
    mondayEnabled: input.mondayEnabled,
    tuesdayEnabled: input.tuesdayEnabled,
    wednesdayEnabled: input.wednesdayEnabled,
    thursdayEnabled: input.thursdayEnabled,
    fridayEnabled: input.fridayEnabled,
    saturdayEnabled: input.saturdayEnabled,
    sundayEnabled: input.sundayEnabled,
    startTime: input.startTime,
    endTime: input.endTime,
  };
}

/** The company's type a service is saved with; an unknown or foreign one is the spec's missing-type warning. */
async function typeForService(em: Em, serviceTypeId: string): Promise<ServiceType> {
  const type = isUuid(serviceTypeId) ? await em.findOne(ServiceTypeSchema, { id: serviceTypeId }) : null;
  if (!type) throw badRequest(T.fillRequired);
  return type;
}

async function typesOf(em: Em, services: Service[]): Promise<Map<string, ServiceType>> {
  const ids = [...new Set(services.map((s) => s.serviceTypeId).filter((id): id is string => id !== null))];
  const types = ids.length ? await em.find(ServiceTypeSchema, { id: { $in: ids } }) : [];
  return new Map(types.map((t) => [t.id, t]));
}

/** A service of the company still in the catalogue (not archived), managed (this feature's own changes); 404 otherwise. */
async function loadBookableService(em: Em, companyId: string, serviceId: string): Promise<Service> {
  // Plain SQL: every booking asks it inside its write (decision 070).
  const service = isUuid(serviceId)
    ? await findOneBySql(em, ServiceSchema, sql`company_id = ${companyId} and id = ${serviceId} and archived_at is null`, {
        name: 'services_load_bookable',
      })
    : null;
  if (!service) throw notFound(T.serviceNotFound);
  return service;
}

/** A service of the company still in the catalogue (not archived), as data for other features; 404 otherwise. */
export async function findBookableService(em: Em, companyId: string, serviceId: string): Promise<Plain<Service>> {
  return plain(await loadBookableService(em, companyId, serviceId));
}

/** The catalogue: every service not archived, by name, services needing reconfiguration included. */
export async function listServices(em: Em): Promise<ServiceData[]> {
  const services = await em.find(ServiceSchema, { archivedAt: null }, { orderBy: { name: 'asc', id: 'asc' } });
  const types = await typesOf(em, services);
  return services.map((s) => toServiceData(s, s.serviceTypeId ? types.get(s.serviceTypeId) : null)).sort(byName);
}

/** One service by id, archived ones included: past appointments and finance still show them. */
export async function getService(em: Em, serviceId: string): Promise<ServiceData> {
  const service = isUuid(serviceId) ? await em.findOne(ServiceSchema, { id: serviceId }) : null;
  if (!service) throw notFound(T.serviceNotFound);
  const types = await typesOf(em, [service]);
  return toServiceData(service, service.serviceTypeId ? types.get(service.serviceTypeId) : null);
}

/** A type deleted between the check and the commit fails the deferred foreign key: same warning. */
async function flushTypeChecked(em: Em): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw badRequest(T.fillRequired);
    throw error;
  }
}

export async function createService(em: Em, companyId: string, input: ServiceFields): Promise<ServiceData> {
  const type = await typeForService(em, input.serviceTypeId);
  const recallMonths = input.recallMonths ?? null;
  const service = make(em, ServiceSchema, { companyId, ...columns(input), recallMonths, archivedAt: null });
  await flushTypeChecked(em);
  return toServiceData(service, type);
}

export async function updateService(em: Em, companyId: string, serviceId: string, input: ServiceFields): Promise<ServiceData> {
  const service = await loadBookableService(em, companyId, serviceId);
  const type = await typeForService(em, input.serviceTypeId);
  Object.assign(service, columns(input));
  if (input.recallMonths !== undefined) service.recallMonths = input.recallMonths;
  await flushTypeChecked(em);
  return toServiceData(service, type);
}

/**
 * PostgreSQL refuses to delete a referenced row with 23001 (restrict_violation) when the foreign key
 * says `on delete restrict`, as the appointment table's does, and with 23503 (foreign_key_violation)
 * for the default `no action`.
 */
const PG_RESTRICT_VIOLATION = '23001';
const stillReferenced = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION;
};

/**
 * Deletes a service, or archives it when rows elsewhere (appointments) still reference it. The
 * delete runs in a savepoint, so the refusal does not abort the surrounding transaction.
 */
export async function removeService(em: Em, companyId: string, serviceId: string): Promise<{ archived: boolean }> {
  await loadBookableService(em, companyId, serviceId);
  return em.transactional(async (tx) => {
    try {
      await tx.transactional((savepoint) => savepoint.nativeDelete(ServiceSchema, { id: serviceId }));
      return { archived: false };
    } catch (error) {
      if (!stillReferenced(error)) throw error;
      const now = new Date();
      await tx.nativeUpdate(ServiceSchema, { id: serviceId }, { archivedAt: now, updatedAt: now });
      return { archived: true };
    }
  });
}

/** Whether the company offers any service yet (a step of a new clinic's first steps). */
export async function hasServices(em: Em): Promise<boolean> {
  return (await em.count(ServiceSchema)) > 0;
}
