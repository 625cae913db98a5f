import { Migration } from '@agenda/db';

export class Migration20261125000300_services extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table service_type (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        name text not null,
        description text,
        icon text,
        color text not null default '#3B82F6',
        active boolean not null default true,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index service_type_company_name_idx on service_type (company_id, name);`);
    // The services feature nulls service_type_id itself when a type is deleted (the service then
    // needs reconfiguration); "on delete set null" is the backstop. Appointments will reference
    // service(id) with "on delete restrict" (not deferrable): a used service is archived, not deleted.
    this.addSql(`
      create table service (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        name text not null,
        service_type_id uuid references service_type(id) on delete set null deferrable initially deferred,
        duration int not null check (duration > 0),
        price_cents int not null check (price_cents >= 0),
        description text,
        monday_enabled boolean not null default true,
        tuesday_enabled boolean not null default true,
        wednesday_enabled boolean not null default true,
        thursday_enabled boolean not null default true,
        friday_enabled boolean not null default true,
        saturday_enabled boolean not null default true,
        sunday_enabled boolean not null default true,
        start_time text not null default '08:00',
        end_time text not null default '18:00',
        archived_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index service_company_name_idx on service (company_id, name) where archived_at is null;`);
    this.addSql(`create index service_company_type_idx on service (company_id, service_type_id);`);
  }
}
