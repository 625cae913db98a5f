import { Migration } from '@agenda/db';

/**
 * The periodontal chart: one row per exam, its sites and teeth as JSON (up to 192 sites are read and
 * written together, never one by one), the earlier states kept in `versions`.
 */
export class Migration20261203000400_perio_exam extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table perio_exam (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null,
        exam_date date not null,
        sites jsonb not null,
        teeth jsonb not null,
        versions jsonb not null,
        created_by uuid,
        created_by_name text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint perio_exam_company_id_id_key unique (company_id, id),
        constraint perio_exam_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) deferrable initially deferred
      )`);
    this.addSql('create index perio_exam_client_idx on perio_exam (company_id, client_id, exam_date)');
  }
}
