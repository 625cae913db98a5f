import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { Role } from '@agenda/access';

/** An invitation to the clinic's team; its link's token is kept only as a hash. */
export interface Invitation extends TenantEntity {
  email: string;
  fullName: string;
  role: Role;
  professionalRegistration: string | null;
  professionalSpecialty: string | null;
  professionalColor: string | null;
  tokenHash: string;
  expiresAt: Date;
  invitedBy: string | null;
  acceptedAt: Date | null;
  acceptedBy: string | null;
  revokedAt: Date | null;
}

export const InvitationSchema = new EntitySchema<Invitation>({
  name: 'Invitation',
  tableName: 'invitation',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    email: { type: 'string', columnType: 'text' },
    fullName: { type: 'string', columnType: 'text' },
    role: { type: 'string', columnType: 'text' },
    professionalRegistration: { type: 'string', columnType: 'text', nullable: true },
    professionalSpecialty: { type: 'string', columnType: 'text', nullable: true },
    professionalColor: { type: 'string', columnType: 'text', nullable: true },
    tokenHash: { type: 'string', columnType: 'text', unique: true },
    expiresAt: { type: 'Date', columnType: 'timestamptz' },
    invitedBy: { type: 'uuid', nullable: true },
    acceptedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    acceptedBy: { type: 'uuid', nullable: true },
    revokedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
