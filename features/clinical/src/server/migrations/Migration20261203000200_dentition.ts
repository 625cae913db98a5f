import { Migration } from '@agenda/db';

/** A tooth of the permanent (11–48) or the deciduous (51–85) dentition, FDI. */
const CHART_TOOTH = `(tooth / 10 between 1 and 4 and tooth % 10 between 1 and 8)
  or (tooth / 10 between 5 and 8 and tooth % 10 between 1 and 5)`;

/**
 * Children's teeth: every table that names a tooth takes the deciduous numbers too, a deciduous
 * tooth may be 'exfoliated', and the chart a patient is drawn with (permanent, deciduous, mixed)
 * is kept once the dentist picks it — a preference, not a record, so it goes with the client.
 */
export class Migration20261203000200_dentition extends Migration {
  override async up(): Promise<void> {
    for (const table of ['tooth_state', 'tooth_treatment', 'clinical_note']) {
      this.addSql(`alter table ${table} drop constraint ${table}_tooth_check`);
      this.addSql(`alter table ${table} add constraint ${table}_tooth_check check (${CHART_TOOTH})`);
    }
    this.addSql('alter table tooth_state drop constraint tooth_state_status_check');
    this.addSql(
      `alter table tooth_state add constraint tooth_state_status_check check (status in
        ('healthy', 'caries', 'restored', 'missing', 'implant', 'crown', 'root_canal', 'exfoliated'))`,
    );
    this.addSql(`
      create table client_dentition (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null,
        dentition text not null check (dentition in ('permanent', 'deciduous', 'mixed')),
        updated_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint client_dentition_company_id_id_key unique (company_id, id),
        constraint client_dentition_client_key unique (company_id, client_id),
        constraint client_dentition_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) on delete cascade deferrable initially deferred
      )`);
  }
}
