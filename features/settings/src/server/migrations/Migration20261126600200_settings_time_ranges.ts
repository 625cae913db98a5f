import { Migration } from '@agenda/db';

/**
 * The lunch break's end after its start, checked by the database: two partial updates sent at
 * once (one moving the start, one the end) each pass validation against the row they read, and
 * only a check on the stored row refuses the combination.
 */
export class Migration20261126600200_settings_time_ranges extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update agenda_settings set lunch_break_start = '12:00', lunch_break_end = '13:00' where lunch_break_end <= lunch_break_start;`,
    );
    this.addSql(
      `alter table agenda_settings add constraint agenda_settings_lunch_break_range check (lunch_break_end > lunch_break_start);`,
    );
  }
}
