import { Migration } from '@agenda/db';

/**
 * Where an appointment came from: 'STAFF' (the agenda) or 'ONLINE' (the clinic's public booking page,
 * shown 'Online' on the agenda). The history's author of such a booking: source 'online_booking'
 * ('Agendamento online').
 */
export class Migration20261203000100_appointment_origin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table appointment add column origin text not null default 'STAFF' check (origin in ('STAFF', 'ONLINE'));`);
    // The source's check was made unnamed with its column: PostgreSQL named it appointment_event_source_check.
    this.addSql('alter table appointment_event drop constraint appointment_event_source_check;');
    this.addSql(
      `alter table appointment_event add constraint appointment_event_source_check check (source in ('patient_link', 'online_booking'));`,
    );
  }
}
