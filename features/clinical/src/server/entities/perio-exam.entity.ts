import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { RecordVersion } from '../../shared/notes.ts';
import type { PerioSiteData, PerioToothData } from '../../shared/perio.ts';

export interface PerioExam extends TenantEntity {
  clientId: string;
  /** `yyyy-MM-dd`, clinic time. */
  examDate: string;
  sites: PerioSiteData[];
  teeth: PerioToothData[];
  /** The earlier states of the chart, each with who replaced it and when. */
  versions: RecordVersion[];
  createdBy: string | null;
  createdByName: string | null;
}

/** A periodontal chart: six sites per tooth, the teeth's mobility, furcation, implant and absence. */
export const PerioExamSchema = new EntitySchema<PerioExam>({
  name: 'PerioExam',
  tableName: 'perio_exam',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    examDate: { type: 'string', columnType: 'date' },
    sites: { type: 'json', columnType: 'jsonb' },
    teeth: { type: 'json', columnType: 'jsonb' },
    versions: { type: 'json', columnType: 'jsonb' },
    createdBy: { type: 'uuid', nullable: true },
    createdByName: { type: 'string', columnType: 'text', nullable: true },
  },
});
