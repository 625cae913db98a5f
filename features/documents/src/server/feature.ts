import { clientExportPoint, clientRecordsPoint } from '@agenda/clients/server';
import { clinicalHistoryDocumentsPoint } from '@agenda/clinical/server';
import { type ServerFeature, contribute } from '@agenda/trpc';
import { seedDemoDocuments } from './demo-documents.seeder.ts';
import { clientDocumentsExport, hasDocuments } from './client-records.ts';
import { ClinicalDocumentSchema } from './entities/clinical-document.entity.ts';
import { DocumentTemplateSchema } from './entities/document-template.entity.ts';
import { ProfessionalCertificateSchema } from './entities/professional-certificate.entity.ts';
import { Migration20261212000100_documents } from './migrations/Migration20261212000100_documents.ts';
import { historyDocuments } from './history-documents.ts';
import { documentsPages } from './pages.tsx';
import { documentsRest } from './rest.ts';
import { documentsRouter } from './router.ts';

export const documentsServerFeature = {
  key: 'documents',
  router: documentsRouter,
  entities: [DocumentTemplateSchema, ClinicalDocumentSchema, ProfessionalCertificateSchema],
  migrations: [{ name: 'Migration20261212000100_documents', class: Migration20261212000100_documents }],
  rest: documentsRest,
  // The public check of a document, rendered on the server (decision 035).
  pages: documentsPages,
  seedDemo: seedDemoDocuments,
  contributions: [
    // A patient with documents is archived, not deleted: issued documents are kept.
    contribute(clientRecordsPoint, hasDocuments),
    contribute(clientExportPoint, clientDocumentsExport),
    // Each issued document in the patient's 'Histórico', at its date.
    contribute(clinicalHistoryDocumentsPoint, historyDocuments),
  ],
} satisfies ServerFeature<'documents'>;
