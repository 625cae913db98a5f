import { Migration } from '@agenda/db';

/**
 * Who did a change when no staff member did: 'patient_link' for what a patient answered through their
 * confirmation link (the history shows 'Paciente (link)'); null for staff and the server's own marking.
 * And a new kind of event: the patient asked to reschedule (the slot stays; the clinic calls back).
 */
export class Migration20261202000200_appointment_event_source extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table appointment_event add column source text check (source in ('patient_link'));`);
    // The kind's check was made unnamed with the table: PostgreSQL named it appointment_event_kind_check.
    this.addSql('alter table appointment_event drop constraint appointment_event_kind_check;');
    this.addSql(`
      alter table appointment_event add constraint appointment_event_kind_check check (kind in (
        'created', 'confirmed', 'cancelled', 'rescheduled', 'urgency_set', 'urgency_cleared', 'status_changed',
        'reschedule_requested'
      ));`);
  }
}
