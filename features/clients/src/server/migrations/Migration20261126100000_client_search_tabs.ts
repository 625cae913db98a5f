import { Migration } from '@agenda/db';

/**
 * The clients page on the server: accent- and case-insensitive name search by trigram indexes,
 * CPF and phone digit search, archiving (a client with records is kept, Lei 13.787/2018), and the
 * client tabs' data with their append-only change history.
 */
export class Migration20261126100000_client_search_tabs extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('create extension if not exists unaccent');
    // unaccent() is only stable (its dictionary could change); indexes need an immutable function,
    // so the dictionary is named explicitly and the wrapper declared immutable.
    this.addSql(`
      create or replace function agenda_search_text(value text) returns text
        language sql immutable parallel safe strict
        as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`);
    this.addSql('alter table client add column archived_at timestamptz');
    // The list's order: names as people read them (João before José), accents and case aside.
    this.addSql('drop index if exists client_company_name_idx');
    this.addSql('create index client_company_search_name_idx on client (company_id, agenda_search_text(full_name), id)');
    this.addSql('create index client_search_name_trgm_idx on client using gin (agenda_search_text(full_name) gin_trgm_ops)');
    this.addSql('create index client_cpf_trgm_idx on client using gin (cpf gin_trgm_ops)');
    this.addSql('create index client_phone_trgm_idx on client using gin (phone gin_trgm_ops)');

    this.addSql(`
      create table client_tab_data (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null,
        tab_id uuid not null references business_type_tab(id),
        data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
        notes text,
        last_modified_by_id uuid,
        last_modified_by text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint client_tab_data_company_id_id_key unique (company_id, id),
        constraint client_tab_data_client_tab_key unique (company_id, client_id, tab_id),
        constraint client_tab_data_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) on delete cascade deferrable initially deferred,
        constraint client_tab_data_user_fkey foreign key (company_id, last_modified_by_id)
          references app_user(company_id, id) on delete set null (last_modified_by_id) deferrable initially deferred
      )`);

    this.addSql(`
      create table client_tab_history (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null,
        tab_id uuid not null references business_type_tab(id),
        action text not null check (action in ('created', 'updated', 'deleted')),
        description text not null,
        user_id uuid,
        user_name text,
        changes jsonb not null check (jsonb_typeof(changes) = 'array'),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint client_tab_history_company_id_id_key unique (company_id, id),
        constraint client_tab_history_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) on delete cascade deferrable initially deferred,
        constraint client_tab_history_user_fkey foreign key (company_id, user_id)
          references app_user(company_id, id) on delete set null (user_id) deferrable initially deferred
      )`);
    this.addSql(
      'create index client_tab_history_client_tab_idx on client_tab_history (company_id, client_id, tab_id, created_at desc)',
    );
    // Append-only: an entry, once written, is never changed (deletion only follows its client's).
    this.addSql(`
      create or replace function client_tab_history_append_only() returns trigger
        language plpgsql as $$ begin raise exception 'client_tab_history is append-only'; end $$`);
    this.addSql(`
      create trigger client_tab_history_no_update before update on client_tab_history
        for each row execute function client_tab_history_append_only()`);
  }
}
