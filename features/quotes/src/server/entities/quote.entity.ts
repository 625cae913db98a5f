import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { DeskApprovalMethod, RejectReason } from '../../shared/texts.ts';

/** What a quote's row stores as its status; 'EXPIRADO' is read from `validUntil`, never written. */
export type StoredQuoteStatus = 'RASCUNHO' | 'ENVIADO' | 'APROVADO' | 'RECUSADO';

/** A patient's quote ('orçamento'): its state and answer. What it offers is in its versions. */
export interface Quote extends TenantEntity {
  clientId: string;
  professionalId: string;
  status: StoredQuoteStatus;
  /** The current version's number (1 at first; editing a sent quote adds one). */
  version: number;
  /** 'yyyy-MM-dd': the current version's validity; a sent quote past it reads as EXPIRADO. */
  validUntil: string;
  /** 'yyyy-MM-dd' in the clinic's time zone: the day it was made (the list's from/to). */
  createdOn: string;
  createdBy: string | null;
  sentAt: Date | null;
  /** Random, set on the first send: the patient's link is signed over it (a new nonce revokes old links). */
  linkNonce: string | null;
  approvedAt: Date | null;
  approvalChannel: 'LINK' | 'BALCAO' | null;
  approvedAlternative: number | null;
  approvedVersion: number | null;
  approverName: string | null;
  approvalMethod: DeskApprovalMethod | null;
  /** The staff member who registered a desk approval. */
  approvedBy: string | null;
  approvalIp: string | null;
  approvalUserAgent: string | null;
  /** The drawn signature as the PNG data URL the page sent. */
  signaturePng: string | null;
  /** SHA-256 (hex) of the exact document the patient saw and approved. */
  documentSha256: string | null;
  rejectedAt: Date | null;
  rejectReason: RejectReason | null;
  rejectNote: string | null;
  /** Wrong name or birth date tries on the link since the last lock. */
  failedAttempts: number;
  lockedUntil: Date | null;
}

export const QuoteSchema = new EntitySchema<Quote>({
  name: 'Quote',
  tableName: 'quote',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    professionalId: { type: 'uuid' },
    status: { type: 'string', columnType: 'text' },
    version: { type: 'integer' },
    validUntil: { type: 'string', columnType: 'date' },
    createdOn: { type: 'string', columnType: 'date' },
    createdBy: { type: 'uuid', nullable: true },
    sentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    linkNonce: { type: 'string', columnType: 'text', nullable: true },
    approvedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    approvalChannel: { type: 'string', columnType: 'text', nullable: true },
    approvedAlternative: { type: 'integer', nullable: true },
    approvedVersion: { type: 'integer', nullable: true },
    approverName: { type: 'string', columnType: 'text', nullable: true },
    approvalMethod: { type: 'string', columnType: 'text', nullable: true },
    approvedBy: { type: 'uuid', nullable: true },
    approvalIp: { type: 'string', columnType: 'text', nullable: true },
    approvalUserAgent: { type: 'string', columnType: 'text', nullable: true },
    signaturePng: { type: 'string', columnType: 'text', nullable: true, lazy: true },
    documentSha256: { type: 'string', columnType: 'text', nullable: true },
    rejectedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    rejectReason: { type: 'string', columnType: 'text', nullable: true },
    rejectNote: { type: 'string', columnType: 'text', nullable: true },
    failedAttempts: { type: 'integer', default: 0 },
    lockedUntil: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
