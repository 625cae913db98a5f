import { Migration } from '@agenda/db';

/**
 * Who did a change when no staff member did: 'patient_link' for what a patient answered through their
 * confirmation link (the history shows 'Paciente (link)'); null for staff and the server's own marking.
 */
export class Migration20261202000200_appointment_event_source extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table appointment_event add column source text check (source in ('patient_link'));`);
  }
}
