import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { FaceCondition, RestorationMaterial } from '../../shared/face-conditions.ts';
import type { RecordVersion } from '../../shared/notes.ts';
import type { Surface } from '../../shared/surfaces.ts';

export interface ToothFaceCondition extends TenantEntity {
  clientId: string;
  /** FDI number. */
  tooth: number;
  /** TISS letter ('V' for the vestibular face, whatever the clinic calls it). */
  face: Surface;
  /** null once cleared: the row stays with its versions. */
  condition: FaceCondition | null;
  material: RestorationMaterial | null;
  versions: RecordVersion[];
  updatedBy: string | null;
}

/** A condition the dentist marked on one face of a tooth (cárie, restauração …). */
export const ToothFaceConditionSchema = new EntitySchema<ToothFaceCondition>({
  name: 'ToothFaceCondition',
  tableName: 'tooth_face_condition',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    tooth: { type: 'integer' },
    face: { type: 'string', columnType: 'text' },
    condition: { type: 'string', columnType: 'text', nullable: true },
    material: { type: 'string', columnType: 'text', nullable: true },
    versions: { type: 'json', columnType: 'jsonb' },
    updatedBy: { type: 'uuid', nullable: true },
  },
});
