import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** One spreadsheet import: who brought which file, and what came of it (the import's audit event). */
export interface ClientImport extends TenantEntity {
  userId: string | null;
  userName: string | null;
  fileName: string;
  /** Data rows of the file (the header not counted). */
  total: number;
  imported: number;
  skipped: number;
  merged: number;
  errors: number;
  /** Set when its last batch was done; a cancelled import keeps what its batches committed. */
  finishedAt: Date | null;
}

export const ClientImportSchema = new EntitySchema<ClientImport>({
  name: 'ClientImport',
  tableName: 'client_import',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    userId: { type: 'uuid', nullable: true },
    userName: { type: 'string', columnType: 'text', nullable: true },
    fileName: { type: 'string', columnType: 'text' },
    total: { type: 'integer' },
    imported: { type: 'integer' },
    skipped: { type: 'integer' },
    merged: { type: 'integer' },
    errors: { type: 'integer' },
    finishedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
