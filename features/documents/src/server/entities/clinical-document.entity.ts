import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { DocumentKind } from '../../shared/kinds.ts';
import type { DocumentFields, PrescriptionItem } from '../../shared/schemas.ts';

/**
 * A document a professional issued to a client: its PDF exactly as handed out (and its SHA-256),
 * never edited nor deleted. Signing replaces the PDF once by its signed version (the unsigned one's
 * hash is kept: a copy printed before the signature still checks); a wrong one is cancelled.
 */
export interface ClinicalDocument extends TenantEntity {
  clientId: string;
  professionalId: string;
  /** The member who issued it (the professional's sign-in): only they sign it. */
  issuedBy: string;
  kind: DocumentKind;
  /** 1, 2, 3 … per clinic. */
  number: number;
  /** The public check's address, /d/{token}. */
  token: string;
  /** What it was issued with (the filled template and the fields), for the list and the preview. */
  content: { body: string; fields: DocumentFields; items: PrescriptionItem[] };
  pdf: Buffer;
  sha256: string;
  /** The hash of the PDF as first issued, before the signature (equal to sha256 while unsigned). */
  issuedSha256: string;
  signedAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
  cancelReason: string | null;
}

export const ClinicalDocumentSchema = new EntitySchema<ClinicalDocument>({
  name: 'ClinicalDocument',
  tableName: 'clinical_document',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    professionalId: { type: 'uuid' },
    issuedBy: { type: 'uuid' },
    kind: { type: 'string', columnType: 'text' },
    number: { type: 'integer', columnType: 'integer' },
    token: { type: 'string', columnType: 'text' },
    content: { type: 'json', columnType: 'jsonb' },
    pdf: { type: 'blob', columnType: 'bytea', lazy: true },
    sha256: { type: 'string', columnType: 'text' },
    issuedSha256: { type: 'string', columnType: 'text' },
    signedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    cancelledAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    cancelledBy: { type: 'uuid', nullable: true },
    cancelReason: { type: 'string', columnType: 'text', nullable: true },
  },
});
