import { centsToReais, reaisToCents } from '@agenda/br';
import { type Em, isUuid, make, runSql, sql } from '@agenda/db';
import { notFound } from '@agenda/trpc';
import type { TreatmentInput } from '../shared/schemas.ts';
import { CLINICAL_TEXTS as T } from '../shared/texts.ts';
import { type DentalTreatmentData, TREATMENT_CATEGORY_COLORS } from '../shared/treatments.ts';
import { DENTAL_CATALOGUE } from './catalogue.data.ts';
import { type DentalTreatment, DentalTreatmentSchema } from './entities/dental-treatment.entity.ts';

export const toTreatmentData = (t: DentalTreatment): DentalTreatmentData => ({
  id: t.id,
  name: t.name,
  category: t.category,
  description: t.description,
  estimatedDuration: t.estimatedDuration,
  averagePrice: centsToReais(t.averagePriceCents),
  color: t.color,
});

/**
 * A company's catalogue is seeded on first use (the first list of a company with no treatment),
 * under a per-company advisory lock so two first requests do not seed twice.
 */
export async function ensureCatalogue(em: Em, companyId: string): Promise<void> {
  if ((await em.count(DentalTreatmentSchema, { companyId })) > 0) return;
  await em.transactional(async (tx) => {
    await runSql(tx, sql`select pg_advisory_xact_lock(hashtext(${`dental_treatment:${companyId}`}))`);
    if ((await tx.count(DentalTreatmentSchema, { companyId })) > 0) return;
    for (const t of DENTAL_CATALOGUE) {
      make(tx, DentalTreatmentSchema, {
        companyId,
        name: t.name,
        category: t.category,
        description: t.description,
        estimatedDuration: t.estimatedDuration,
        averagePriceCents: reaisToCents(t.averagePrice),
        color: TREATMENT_CATEGORY_COLORS[t.category],
      });
    }
  });
}

export async function listTreatments(em: Em, companyId: string): Promise<DentalTreatmentData[]> {
  await ensureCatalogue(em, companyId);
  const rows = await em.find(DentalTreatmentSchema, { companyId }, { orderBy: { name: 'asc', id: 'asc' } });
  return rows.map(toTreatmentData).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export async function createTreatment(em: Em, companyId: string, input: TreatmentInput): Promise<DentalTreatmentData> {
  await ensureCatalogue(em, companyId);
  const treatment = make(em, DentalTreatmentSchema, {
    companyId,
    name: input.name,
    category: input.category,
    description: input.description,
    estimatedDuration: input.estimatedDuration,
    averagePriceCents: reaisToCents(input.averagePrice),
    color: input.color || TREATMENT_CATEGORY_COLORS[input.category],
  });
  await em.flush();
  return toTreatmentData(treatment);
}

export async function findTreatment(em: Em, companyId: string, id: string): Promise<DentalTreatment> {
  const t = isUuid(id) ? await em.findOne(DentalTreatmentSchema, { id, companyId }) : null;
  if (!t) throw notFound(T.treatmentNotFound);
  return t;
}

export async function treatmentsById(em: Em, companyId: string, ids: string[]): Promise<Map<string, DentalTreatment>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await em.find(DentalTreatmentSchema, { companyId, id: { $in: unique } }) : [];
  return new Map(rows.map((r) => [r.id, r]));
}
