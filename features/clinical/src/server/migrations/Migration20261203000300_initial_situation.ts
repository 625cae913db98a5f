import { Migration } from '@agenda/db';

/**
 * A patient's first charting as TISS table 44 codes (A, E, H, C, R per tooth), one per patient,
 * dated. It is a snapshot: the database refuses to rewrite it (UPDATE), whatever the chart does later.
 */
export class Migration20261203000300_initial_situation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table initial_situation (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null,
        recorded_on date not null,
        teeth jsonb not null,
        created_by uuid,
        created_by_name text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint initial_situation_company_id_id_key unique (company_id, id),
        constraint initial_situation_client_key unique (company_id, client_id),
        constraint initial_situation_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) deferrable initially deferred
      )`);
    this.addSql(`
      create function initial_situation_kept() returns trigger language plpgsql as $$
      begin
        raise exception 'initial_situation is a snapshot: UPDATE refused' using errcode = '42501';
      end $$`);
    this.addSql(`
      create trigger initial_situation_no_update before update on initial_situation
        for each row execute function initial_situation_kept()`);
  }
}
