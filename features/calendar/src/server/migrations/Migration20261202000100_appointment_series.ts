import { Migration } from '@agenda/db';

/**
 * Recurring appointments: a series keeps its rule (the RFC 5545 RRULE text and the form's fields it
 * came from) and its members point to it. `series_id` has no foreign key on purpose: a member stays
 * an ordinary appointment whatever happens to the series row, and the index serves 'this and the
 * following' (the members of one series, by date).
 */
export class Migration20261202000100_appointment_series extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table appointment_series (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        rrule text not null,
        rule jsonb not null,
        created_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint appointment_series_company_id_id_key unique (company_id, id),
        constraint appointment_series_created_by_fkey foreign key (company_id, created_by)
          references app_user(company_id, id) on delete set null (created_by) deferrable initially deferred
      );`);
    this.addSql('alter table appointment add column series_id uuid;');
    this.addSql(
      'create index appointment_company_series_idx on appointment (company_id, series_id) where series_id is not null;',
    );
  }
}
