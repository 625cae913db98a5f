import { chartItemsOf } from '@agenda/clinical/server';
import { findClient } from '@agenda/clients/server';
import type { Em } from '@agenda/db';
import { bookableServices } from '@agenda/services/server';
import { activeProfessionals } from '@agenda/team/server';
import type { QuoteOptions } from '../shared/wire.ts';

/**
 * What 'Novo orçamento' offers for a patient: the chart items still planned (with the catalogue's
 * price), the services, and the professionals. Read under `quotes`, so reception can price a plan
 * without reading the rest of the clinical record.
 */
export async function quoteOptions(em: Em, companyId: string, clientId: string): Promise<QuoteOptions> {
  const client = await findClient(em, companyId, clientId);
  const [planned, services, professionals] = await Promise.all([
    chartItemsOf(em, companyId, client.id),
    bookableServices(em, companyId),
    activeProfessionals(em, companyId),
  ]);
  return {
    planned: planned.map((p) => ({
      toothTreatmentId: p.id,
      tooth: p.tooth,
      surfaces: p.surfaces || null,
      description: `${p.treatmentName} ${p.tooth}${p.surfaces ? ` ${p.surfaces}` : ''}`,
      priceCents: p.averagePriceCents,
    })),
    services: services.map((s) => ({ serviceId: s.id, description: s.name, priceCents: s.priceCents })),
    professionals: professionals.map((p) => ({ id: p.id, name: p.name })),
  };
}
