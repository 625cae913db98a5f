import { Migration } from '@agenda/db';

/**
 * The clinic's policy for patients who reschedule through their link (decision 054): until how many
 * hours before the appointment they may move it themselves. No row: the default (24 hours).
 */
export class Migration20261214000200_patient_link_policy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table patient_link_policy (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        reschedule_until_hours integer not null default 24 check (reschedule_until_hours between 0 and 720),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint patient_link_policy_company_id_id_key unique (company_id, id),
        constraint patient_link_policy_company_key unique (company_id)
      );`);
  }
}
