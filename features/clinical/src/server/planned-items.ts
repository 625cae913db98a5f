import { type Em, isUuid } from '@agenda/db';
import type { ToothTreatmentStatus } from '../shared/treatments.ts';
import { ToothTreatmentSchema } from './entities/tooth-treatment.entity.ts';
import { treatmentsById } from './treatments.service.ts';
import { chainWrite, lockPatientChain } from './record-chain.ts';

// What other features (quotes) may read and do of a client's chart items: plain data, no entity.

/** A tooth treatment of the chart, with its catalogue name and average price. */
export interface ChartItem {
  id: string;
  tooth: number;
  /** The TISS face string ('MOD'); '' for the whole tooth. */
  surfaces: string;
  status: ToothTreatmentStatus;
  treatmentName: string;
  averagePriceCents: number;
}

/** The client's chart items: the ids asked for (any status), or else those still PLANNED, oldest first. */
export async function chartItemsOf(em: Em, companyId: string, clientId: string, ids?: readonly string[]): Promise<ChartItem[]> {
  const wanted = ids?.filter(isUuid);
  if (ids && !wanted?.length) return [];
  const rows = await em.find(
    ToothTreatmentSchema,
    wanted ? { companyId, clientId, id: { $in: wanted } } : { companyId, clientId, status: 'PLANNED' },
    { orderBy: { createdAt: 'asc', id: 'asc' }, disableIdentityMap: true },
  );
  const treatments = await treatmentsById(
    em,
    companyId,
    rows.map((r) => r.treatmentId),
  );
  return rows.map((r) => ({
    id: r.id,
    tooth: r.tooth,
    surfaces: r.surfaces,
    status: r.status,
    treatmentName: treatments.get(r.treatmentId)?.name ?? '',
    averagePriceCents: treatments.get(r.treatmentId)?.averagePriceCents ?? 0,
  }));
}

/**
 * The patient approved these planned items (a quote): PLANNED → APPROVED, with the change in their
 * history; items already past PLANNED are left as they are. Runs in the caller's transaction.
 */
export async function approveChartItems(
  tx: Em,
  companyId: string,
  clientId: string,
  ids: readonly string[],
  by: string | null,
): Promise<string[]> {
  const wanted = ids.filter(isUuid);
  if (!wanted.length) return [];
  await lockPatientChain(tx, companyId, clientId);
  const rows = await tx.find(ToothTreatmentSchema, { companyId, clientId, id: { $in: wanted }, status: 'PLANNED' });
  const at = new Date().toISOString();
  for (const row of rows) {
    row.status = 'APPROVED';
    row.statusHistory = [...row.statusHistory, { status: 'APPROVED', at, by }];
  }
  await tx.flush();
  for (const row of rows) await chainWrite(tx, companyId, clientId, 'tooth_treatment', row.id, 'update');
  return rows.map((r) => r.id);
}
