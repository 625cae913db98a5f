import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

export interface Client extends TenantEntity {
  fullName: string;
  /** 11 digits, unique per company. */
  cpf: string;
  rg: string | null;
  email: string | null;
  /** Digits. */
  phone: string;
  contactPhone: string | null;
  /** 8 digits. */
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  /** Two upper-case letters. */
  state: string | null;
  /** 'yyyy-MM-dd'. */
  birthDate: string | null;
  notes: string | null;
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
