import { Migration } from '@agenda/db';

export class Migration20261125000400_clients extends Migration {
  override async up(): Promise<void> {
    // CPF, CEP and phones are stored as digits; the checks keep a bad write from any path out.
    this.addSql(`
      create table client (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        full_name text not null check (btrim(full_name) <> ''),
        cpf text not null check (cpf ~ '^[0-9]{11}$'),
        rg text,
        email text,
        phone text not null,
        contact_phone text,
        cep text check (cep ~ '^[0-9]{8}$'),
        street text,
        number text,
        complement text,
        neighborhood text,
        city text,
        state text check (state ~ '^[A-Z]{2}$'),
        birth_date date,
        notes text,
        registration_date date not null default (now() at time zone 'America/Sao_Paulo')::date,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create unique index client_company_cpf_uidx on client (company_id, cpf);`);
    this.addSql(`create index client_company_name_idx on client (company_id, lower(full_name));`);
    this.addSql(`create index client_company_registration_idx on client (company_id, registration_date);`);
  }
}
