import { Migration } from '@agenda/db';

/**
 * The clinic's clinical preferences, one row per company: for now how the chart and the plan write
 * the vestibular face ('V', or 'B' for bucal). Only the display follows it: faces are stored as TISS
 * writes them ('V').
 */
export class Migration20261203001100_clinical_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table clinical_settings (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        vestibular_letter text not null default 'V' check (vestibular_letter in ('V', 'B')),
        updated_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint clinical_settings_company_id_id_key unique (company_id, id),
        constraint clinical_settings_company_key unique (company_id)
      )`);
  }
}
