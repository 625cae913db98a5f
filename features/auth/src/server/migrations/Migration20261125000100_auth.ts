import { Migration } from '@agenda/db';

export class Migration20261125000100_auth extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`
      create table business_type (
        id uuid primary key,
        key text not null unique,
        name text not null,
        icon text,
        color text,
        description text,
        position int not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table business_type_tab (
        id uuid primary key,
        business_type_id uuid not null references business_type(id) on delete cascade deferrable initially deferred,
        key text not null,
        position int not null default 0,
        name text not null,
        icon text,
        color text,
        description text,
        field_config jsonb not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (business_type_id, key)
      );`);
    this.addSql(`
      create table company (
        id uuid primary key,
        name text not null,
        phone text not null,
        cep text not null,
        street text not null,
        number text not null,
        complement text,
        neighborhood text not null,
        city text not null,
        state text not null,
        business_type_id uuid references business_type(id) on delete set null deferrable initially deferred,
        business_days smallint[] not null,
        plan text not null default 'basic',
        time_zone text not null default 'America/Sao_Paulo',
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table app_user (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        firebase_uid text not null unique,
        email text not null unique,
        full_name text not null,
        phone text not null,
        cep text not null,
        street text not null,
        number text not null,
        complement text,
        neighborhood text not null,
        city text,
        state text,
        role text not null check (role in ('OWNER', 'STAFF')),
        sessions_valid_after timestamptz,
        session_version int not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index app_user_company_idx on app_user (company_id);`);
  }
}
