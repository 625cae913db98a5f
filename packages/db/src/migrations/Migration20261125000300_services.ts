import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000300_services extends Migration {
  override async up(): Promise<void> {
    // The services feature's tables.
  }
}
