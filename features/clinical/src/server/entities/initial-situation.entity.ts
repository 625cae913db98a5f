import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { InitialToothData } from '../../shared/initial-situation.ts';

export interface InitialSituation extends TenantEntity {
  clientId: string;
  /** `yyyy-MM-dd`, clinic time. */
  recordedOn: string;
  teeth: InitialToothData[];
  createdBy: string | null;
  createdByName: string | null;
}

/** A patient's first charting (TISS table 44), never rewritten. */
export const InitialSituationSchema = new EntitySchema<InitialSituation>({
  name: 'InitialSituation',
  tableName: 'initial_situation',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    recordedOn: { type: 'string', columnType: 'date' },
    teeth: { type: 'json', columnType: 'jsonb' },
    createdBy: { type: 'uuid', nullable: true },
    createdByName: { type: 'string', columnType: 'text', nullable: true },
  },
});
