import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/**
 * A member's A1 certificate: the .pfx as uploaded (its key stays encrypted under the holder's
 * password, which is never stored: decision 050) and what it says of itself.
 */
export interface ProfessionalCertificate extends TenantEntity {
  memberId: string;
  p12: Buffer;
  subject: string;
  issuer: string;
  notAfter: Date;
  fingerprint: string;
}

export const ProfessionalCertificateSchema = new EntitySchema<ProfessionalCertificate>({
  name: 'ProfessionalCertificate',
  tableName: 'professional_certificate',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    memberId: { type: 'uuid' },
    p12: { type: 'blob', columnType: 'bytea', lazy: true },
    subject: { type: 'string', columnType: 'text' },
    issuer: { type: 'string', columnType: 'text' },
    notAfter: { type: 'Date', columnType: 'timestamptz' },
    fingerprint: { type: 'string', columnType: 'text' },
  },
});
