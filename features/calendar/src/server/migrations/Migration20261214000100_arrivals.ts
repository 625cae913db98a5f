import { Migration } from '@agenda/db';

/**
 * The front desk's day (decision 054): 'Chegou' (ARRIVED, the patient is in the waiting room since
 * `arrived_at`) and 'Em atendimento' (IN_SERVICE, called in by the professional at `called_at`), between
 * confirmed and completed. Both occupy the professional's time like every status but CANCELLED, so the
 * exclusion constraints stay as they are. The status check was made unnamed with its column: PostgreSQL
 * named it appointment_status_check.
 */
export class Migration20261214000100_arrivals extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table appointment drop constraint appointment_status_check;');
    this.addSql(`
      alter table appointment add constraint appointment_status_check check (status in (
        'PENDING', 'CONFIRMED', 'ARRIVED', 'IN_SERVICE', 'CANCELLED', 'COMPLETED', 'OVERDUE', 'NO_SHOW'
      ));`);
    this.addSql('alter table appointment add column arrived_at timestamptz, add column called_at timestamptz;');
    // The waiting room reads one day's arrivals of a company.
    this.addSql('create index appointment_company_arrived_idx on appointment (company_id, date) where arrived_at is not null;');
  }
}
