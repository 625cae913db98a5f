import { Migration } from '@agenda/db';

/**
 * 'Mensagem enviada' of the reminders list: one row per appointment, with who sent it, when, and the
 * slot it named. Patient links need no table: they are signed, not stored.
 */
export class Migration20261202000300_confirmations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table reminder_sent (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        appointment_id uuid not null,
        slot_date date not null,
        slot_start_time text not null,
        sent_by uuid,
        sent_at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint reminder_sent_company_id_id_key unique (company_id, id),
        constraint reminder_sent_appointment_key unique (company_id, appointment_id),
        constraint reminder_sent_appointment_fkey foreign key (company_id, appointment_id)
          references appointment(company_id, id) on delete cascade deferrable initially deferred,
        constraint reminder_sent_sent_by_fkey foreign key (company_id, sent_by)
          references app_user(company_id, id) on delete set null (sent_by) deferrable initially deferred
      );`);
  }
}
