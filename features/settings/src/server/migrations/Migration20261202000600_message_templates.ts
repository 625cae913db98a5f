import { Migration } from '@agenda/db';

/**
 * The clinic's own wording of the messages staff send patients ('Mensagens' in the agenda settings):
 * one row per kind, only once the clinic changes it — a kind without a row is its default.
 */
export class Migration20261202000600_message_templates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table message_template (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        kind text not null check (kind in ('CONFIRMATION', 'RECALL')),
        body text not null check (char_length(body) between 1 and 1000),
        updated_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint message_template_company_id_id_key unique (company_id, id),
        constraint message_template_company_id_kind_key unique (company_id, kind),
        constraint message_template_updated_by_fkey foreign key (company_id, updated_by)
          references app_user(company_id, id) on delete set null (updated_by) deferrable initially deferred
      );`);
  }
}
