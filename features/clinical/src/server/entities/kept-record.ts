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
  /** Once set ('Finalizar e assinar'), the entry is never edited nor deleted: a new version amends it. */
  finalizedAt: Date | null;
  finalizedBy: string | null;
  finalizedByName: string | null;
  /** The finalised entry this one is a new version of. */
  supersedesId: string | null;
}

export const keptRecordProperties = {
  clientId: { type: 'uuid' },
  versions: { type: 'json', columnType: 'jsonb' },
  deletedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  deletedBy: { type: 'uuid', nullable: true },
  deleteReason: { type: 'string', columnType: 'text', nullable: true },
  createdBy: { type: 'uuid', nullable: true },
  createdByName: { type: 'string', columnType: 'text', nullable: true },
  finalizedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  finalizedBy: { type: 'uuid', nullable: true },
  finalizedByName: { type: 'string', columnType: 'text', nullable: true },
  supersedesId: { type: 'uuid', nullable: true },
} as const;
