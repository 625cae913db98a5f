import { Migration } from '@agenda/db';

/** The company profile: opening hours (the grid's 08:00–20:00 by default) and an optional CNPJ. */
export class Migration20261126700000_company_profile extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table company
      add column opening_time text not null default '08:00',
      add column closing_time text not null default '20:00',
      add column cnpj text null`);
  }
}
