import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000500_calendar extends Migration {
  override async up(): Promise<void> {
    // The calendar feature's tables.
  }
}
