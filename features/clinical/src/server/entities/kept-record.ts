import type { TenantEntity } from '@agenda/db';
import type { RecordVersion } from '../../shared/notes.ts';

/** A clinical record that is never silently changed: edits keep versions, deletes keep the row. */
export interface KeptRecord extends TenantEntity {
  clientId: string;
  versions: RecordVersion[];
  deletedAt: Date | null;
  deletedBy: string | null;
  deleteReason: string | null;
  createdBy: string | null;
  createdByName: string | null;
}

export const keptRecordProperties = {
  clientId: { type: 'uuid' },
  versions: { type: 'json', columnType: 'jsonb' },
  deletedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  deletedBy: { type: 'uuid', nullable: true },
  deleteReason: { type: 'string', columnType: 'text', nullable: true },
  createdBy: { type: 'uuid', nullable: true },
  createdByName: { type: 'string', columnType: 'text', nullable: true },
} as const;
