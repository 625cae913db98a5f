import { EntitySchema, tenantFilter } from '@agenda/db';
import type { ChainAction, ChainedTable } from '../record-chain.ts';

export interface ChainLinkRow {
  id: string;
  companyId: string;
  clientId: string;
  seq: number;
  entryTable: ChainedTable;
  entryId: string;
  action: ChainAction;
  contentHash: string;
  prevHash: string | null;
  hash: string;
  createdAt: Date;
}

/**
 * One link of a patient's hash chain of clinical entries (decision 052). Append-only: the database
 * refuses updates and deletes. Written and read by `record-chain.ts` in SQL, on the caller's transaction.
 */
export const ChainLinkSchema = new EntitySchema<ChainLinkRow>({
  name: 'ClinicalChainLink',
  tableName: 'clinical_chain_link',
  filters: tenantFilter,
  properties: {
    id: { type: 'uuid', primary: true },
    companyId: { type: 'uuid' },
    clientId: { type: 'uuid' },
    seq: { type: 'integer', columnType: 'int' },
    entryTable: { type: 'string', columnType: 'text' },
    entryId: { type: 'uuid' },
    action: { type: 'string', columnType: 'text' },
    contentHash: { type: 'string', columnType: 'text' },
    prevHash: { type: 'string', columnType: 'text', nullable: true },
    hash: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
