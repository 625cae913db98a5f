import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000200_settings extends Migration {
  override async up(): Promise<void> {
    // The settings feature's tables.
  }
}
