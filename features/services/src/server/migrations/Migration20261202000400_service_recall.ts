import { Migration } from '@agenda/db';

/**
 * How many months after a completed visit a patient should come back for the service (a cleaning:
 * 6); null when the service has no return. The recall list reads it.
 */
export class Migration20261202000400_service_recall extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table service add column recall_months integer
        constraint service_recall_months_check check (recall_months between 1 and 60)`);
  }
}
