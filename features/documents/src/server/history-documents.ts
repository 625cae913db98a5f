import { roleMay } from '@agenda/access';
import { nowInTimeZone } from '@agenda/br';
import type { HistoryDocumentData, HistoryReader } from '@agenda/clinical/server';
import type { Em } from '@agenda/db';
import { KIND_LABELS } from '../shared/kinds.ts';
import { pdfPath, professionalNames } from './documents.service.ts';
import { ClinicalDocumentSchema } from './entities/clinical-document.entity.ts';

/**
 * The client's issued documents for clinical's 'Histórico', cancelled ones too, each at its issue in
 * the clinic's time: only to a member who may see the documents (`documentsPrint`). The history read
 * itself is on the audit trail (clinical writes it); opening a PDF goes through the download, audited there.
 */
export async function historyDocuments(em: Em, reader: HistoryReader, clientId: string): Promise<HistoryDocumentData[]> {
  if (!roleMay(reader.role, 'documentsPrint')) return [];
  const found = await em.find(ClinicalDocumentSchema, { companyId: reader.companyId, clientId }, { orderBy: { number: 'desc' } });
  if (found.length === 0) return [];
  const names = await professionalNames(
    em,
    reader.companyId,
    found.map((d) => d.professionalId),
  );
  return found.map((d) => {
    const at = nowInTimeZone(reader.timeZone, d.createdAt);
    return {
      id: d.id,
      kindLabel: KIND_LABELS[d.kind],
      number: d.number,
      date: at.date,
      time: at.time,
      professionalName: names.get(d.professionalId) ?? '—',
      status: d.cancelledAt ? 'cancelado' : 'valido',
      cancelReason: d.cancelReason,
      signed: d.signedAt !== null,
      pdfUrl: pdfPath(d.id),
    };
  });
}
