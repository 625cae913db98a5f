import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { ClientFields } from '../../shared/client.ts';

/** The stored fields (see ClientFields for their formats) plus the registration date. */
export interface Client extends TenantEntity, ClientFields {
  /** 'yyyy-MM-dd', the company's (America/Sao_Paulo) date of registration. */
  registrationDate: string;
}

/** A patient / customer of the establishment. */
export const ClientSchema = new EntitySchema<Client>({
  name: 'Client',
  tableName: 'client',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    fullName: { type: 'string', columnType: 'text' },
    cpf: { type: 'string', columnType: 'text' },
    rg: { type: 'string', columnType: 'text', nullable: true },
    email: { type: 'string', columnType: 'text', nullable: true },
    phone: { type: 'string', columnType: 'text' },
    contactPhone: { type: 'string', columnType: 'text', nullable: true },
    cep: { type: 'string', columnType: 'text', nullable: true },
    street: { type: 'string', columnType: 'text', nullable: true },
    number: { type: 'string', columnType: 'text', nullable: true },
    complement: { type: 'string', columnType: 'text', nullable: true },
    neighborhood: { type: 'string', columnType: 'text', nullable: true },
    city: { type: 'string', columnType: 'text', nullable: true },
    state: { type: 'string', columnType: 'text', nullable: true },
    birthDate: { type: 'date', columnType: 'date', nullable: true },
    notes: { type: 'string', columnType: 'text', nullable: true },
    registrationDate: { type: 'date', columnType: 'date' },
  },
});
