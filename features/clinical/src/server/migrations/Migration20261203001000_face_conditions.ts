import { Migration } from '@agenda/db';

/**
 * A condition per tooth face (cárie, restauração with its material, selante, fratura), one row per
 * client, tooth and face. Clearing a face keeps the row (condition null) and every change keeps the
 * earlier value in `versions`, as the clinical records do.
 */
export class Migration20261203001000_face_conditions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table tooth_face_condition (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null,
        tooth integer not null check ((tooth / 10 between 1 and 4 and tooth % 10 between 1 and 8)
          or (tooth / 10 between 5 and 8 and tooth % 10 between 1 and 5)),
        face text not null check (face in ('M', 'O', 'I', 'D', 'V', 'L', 'P')),
        condition text check (condition in ('caries', 'restoration', 'sealant', 'fracture')),
        material text check (material in ('resin', 'amalgam', 'glass_ionomer', 'ceramic', 'other')),
        versions jsonb not null default '[]',
        updated_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint tooth_face_condition_restoration_check check (coalesce(condition = 'restoration', false) = (material is not null)),
        constraint tooth_face_condition_company_id_id_key unique (company_id, id),
        constraint tooth_face_condition_face_key unique (company_id, client_id, tooth, face),
        constraint tooth_face_condition_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) on delete cascade deferrable initially deferred
      )`);
  }
}
