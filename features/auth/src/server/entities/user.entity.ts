import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { Role } from '@agenda/access';

/** A person's membership of one company: the same person (`firebaseUid`) may hold one per clinic. */

export interface User extends TenantEntity {
  firebaseUid: string;
  email: string;
  fullName: string;
  phone: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string | null;
  state: string | null;
  role: Role;
  /** A deactivated member cannot sign in; everything they wrote stays theirs. */
  active: boolean;
  lastSignInAt: Date | null;
  /** Firebase tokens issued before this instant are refused (set on logout). */
  sessionsValidAfter: Date | null;
  /** Bumped on logout: session tokens carrying an older version are refused. */
  sessionVersion: number;
}

export const UserSchema = new EntitySchema<User>({
  name: 'User',
  tableName: 'app_user',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    firebaseUid: { type: 'string', columnType: 'text' },
    email: { type: 'string', columnType: 'text' },
    fullName: { type: 'string', columnType: 'text' },
    phone: { type: 'string', columnType: 'text' },
    cep: { type: 'string', columnType: 'text' },
    street: { type: 'string', columnType: 'text' },
    number: { type: 'string', columnType: 'text' },
    complement: { type: 'string', columnType: 'text', nullable: true },
    neighborhood: { type: 'string', columnType: 'text' },
    city: { type: 'string', columnType: 'text', nullable: true },
    state: { type: 'string', columnType: 'text', nullable: true },
    role: { type: 'string', columnType: 'text' },
    sessionsValidAfter: { type: 'Date', columnType: 'timestamptz', nullable: true },
    sessionVersion: { type: 'integer', default: 0 },
    active: { type: 'boolean', default: true },
    lastSignInAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
