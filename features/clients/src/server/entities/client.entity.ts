import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { ClientFields } from '../../shared/client.ts';

/** The stored fields (see ClientFields for their formats) plus the registration date. */
export interface Client extends TenantEntity, ClientFields {
  /** 'yyyy-MM-dd', the company's (America/Sao_Paulo) date of registration. */
  registrationDate: string;
  /** Set when a delete had to keep the client (it has records): out of the lists, still readable. */
  archivedAt: Date | null;
}

const TRIGRAMS = 'with (fastupdate = off) where archived_at is null';

/** A patient / customer of the establishment. */
export const ClientSchema = new EntitySchema<Client & { searchName?: string }>({
  name: 'Client',
  tableName: 'client',
  filters: tenantFilter,
  // Mirrors Migration20261127000400_client_list_search (the list's order) and
  // Migration20261222000000_client_search_per_company (the search's trigrams, per company).
  indexes: [
    {
      name: 'client_search_order_idx',
      expression: `create index client_search_order_idx on client (company_id, search_name, id)
        include (cpf, phone, registration_date) where archived_at is null`,
    },
    {
      name: 'client_search_name_trgm_idx',
      expression: `create index client_search_name_trgm_idx on client using gin (company_id, search_name gin_trgm_ops) ${TRIGRAMS}`,
    },
    {
      name: 'client_cpf_trgm_idx',
      expression: `create index client_cpf_trgm_idx on client using gin (company_id, cpf gin_trgm_ops) ${TRIGRAMS}`,
    },
    {
      name: 'client_phone_trgm_idx',
      expression: `create index client_phone_trgm_idx on client using gin (company_id, phone gin_trgm_ops) ${TRIGRAMS}`,
    },
  ],
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
    archivedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    // Mirrors Migration20261126100100_client_search_name: the name lower-cased without accents, for search and order.
    searchName: {
      type: 'string',
      columnType: 'text',
      generated: '(agenda_search_text(full_name)) stored',
      lazy: true,
      hidden: true,
      nullable: true,
    },
  },
});
