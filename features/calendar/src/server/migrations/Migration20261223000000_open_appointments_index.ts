import { Migration } from '@agenda/db';

/**
 * The open appointments of a company by status and day: what the finance overview's expected money
 * (the upcoming and the overdue ones, over every past day for the overdue) looks for, and the agenda's
 * overdue marking uses too. Without it the overview walked the company's whole history through another
 * index and read each row to test its status: two years of a ten-chair clinic, about a thousand pages
 * a summary, read from disk when cold. Partial, so it holds the few open rows, not the history.
 */
export class Migration20261223000000_open_appointments_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index appointment_company_open_idx on appointment (company_id, status, date)
        where status in ('PENDING', 'CONFIRMED', 'OVERDUE');`,
    );
  }
}
