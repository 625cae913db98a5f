import type { Em } from '@agenda/db';
import { createExtensionPoint } from '@agenda/trpc';
import type { HistoryDocumentData } from '../shared/records.ts';

// The extension points the clinical feature offers: features that depend on clinical fill them from
// their manifests; clinical reads them and never imports those features.

/** Who reads the history: the contributor answers only what this member may see. */
export interface HistoryReader {
  companyId: string;
  userId: string | null;
  /** The member's role, as the session carries it. */
  role: string;
  timeZone: string;
}

/**
 * The documents issued to the patient, for the 'Histórico' (documents fills it): each at its issue,
 * with its status and the path of its stored PDF. Called with a client of the reader's company (clinical
 * checked it); answers nothing when the reader may not see documents.
 */
export const clinicalHistoryDocumentsPoint =
  createExtensionPoint<(em: Em, reader: HistoryReader, clientId: string) => Promise<HistoryDocumentData[]>>(
    'clinical.history-documents',
  );

export type { HistoryDocumentData };
