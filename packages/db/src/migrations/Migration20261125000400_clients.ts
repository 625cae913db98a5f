import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000400_clients extends Migration {
  override async up(): Promise<void> {
    // The clients feature's tables.
  }
}
