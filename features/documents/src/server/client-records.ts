import type { Em } from '@agenda/db';
import { ClinicalDocumentSchema } from './entities/clinical-document.entity.ts';

/** Whether the client was ever issued a document (a delete then archives: documents are kept). */
export async function hasDocuments(em: Em, companyId: string, clientId: string): Promise<boolean> {
  return (await em.count(ClinicalDocumentSchema, { companyId, clientId })) > 0;
}

/** The client's documents in their LGPD export: what was issued, when, and its hash (not the PDFs). */
export async function clientDocumentsExport(em: Em, companyId: string, clientId: string): Promise<Record<string, unknown>> {
  const found = await em.find(ClinicalDocumentSchema, { companyId, clientId }, { orderBy: { number: 'asc' } });
  return {
    documentos: found.map((d) => ({
      numero: d.number,
      tipo: d.kind,
      emitidoEm: d.createdAt.toISOString(),
      texto: d.content.body,
      itens: d.content.items,
      sha256: d.sha256,
      assinadoEm: d.signedAt?.toISOString() ?? null,
      canceladoEm: d.cancelledAt?.toISOString() ?? null,
      motivoCancelamento: d.cancelReason,
    })),
  };
}
