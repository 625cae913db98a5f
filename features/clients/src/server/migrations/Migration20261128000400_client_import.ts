import { Migration } from '@agenda/db';

/** The record of each spreadsheet import of clients (who, when, which file, its counts). */
export class Migration20261128000400_client_import extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table client_import (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        user_id uuid,
        user_name text,
        file_name text not null,
        total int not null check (total >= 0),
        imported int not null check (imported >= 0),
        skipped int not null check (skipped >= 0),
        merged int not null check (merged >= 0),
        errors int not null check (errors >= 0),
        finished_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint client_import_company_id_id_key unique (company_id, id)
      )`);
    this.addSql('create index client_import_company_created_idx on client_import (company_id, created_at desc)');
  }
}
