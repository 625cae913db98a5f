import { type Em, isUuid, make } from '@agenda/db';
import { notFound } from '@agenda/trpc';
import type { ServiceTypeData } from '../shared/answers.ts';
import type { ServiceTypeFields } from '../shared/service-type.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { byName, toServiceTypeData } from './answers.ts';
import { ServiceSchema } from './entities/service.entity.ts';
import { type ServiceType, ServiceTypeSchema } from './entities/service-type.entity.ts';

async function findType(em: Em, typeId: string): Promise<ServiceType> {
  const type = isUuid(typeId) ? await em.findOne(ServiceTypeSchema, { id: typeId }) : null;
  if (!type) throw notFound(T.typeNotFound);
  return type;
}

export async function listServiceTypes(em: Em): Promise<ServiceTypeData[]> {
  const types = await em.find(ServiceTypeSchema, {}, { orderBy: { name: 'asc', id: 'asc' } });
  return types.map(toServiceTypeData).sort(byName);
}

export async function createServiceType(em: Em, companyId: string, input: ServiceTypeFields): Promise<ServiceTypeData> {
  const type = make(em, ServiceTypeSchema, { companyId, ...input });
  await em.flush();
  return toServiceTypeData(type);
}

export async function updateServiceType(em: Em, typeId: string, input: ServiceTypeFields): Promise<ServiceTypeData> {
  const type = await findType(em, typeId);
  Object.assign(type, input);
  await em.flush();
  return toServiceTypeData(type);
}

/**
 * Deletes a type and, in the same transaction, leaves its services without a type: they stay in
 * the catalogue (and on past appointments) and are answered with `needsReconfiguration: true`, as
 * the spec's confirmation promises.
 */
export async function removeServiceType(em: Em, typeId: string): Promise<void> {
  await findType(em, typeId);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(ServiceSchema, { serviceTypeId: typeId }, { serviceTypeId: null, updatedAt: new Date() });
    await tx.nativeDelete(ServiceTypeSchema, { id: typeId });
  });
}
