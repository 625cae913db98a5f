import { Migration } from '@agenda/db';
import { chainUnlinked } from '../record-chain.ts';

const FINALISED = `
  add column finalized_at timestamptz,
  add column finalized_by uuid,
  add column finalized_by_name text,
  add column supersedes_id uuid`;

/**
 * Clinical entries kept as Lei 13.787/2018 asks (decision 052): a note or a record entry may be
 * finalised (then only a new version, `supersedes_id`, amends it), and each patient's entries form a
 * hash chain in `clinical_chain_link`, append-only like the audit trail. The rows already written are
 * chained here, oldest first per patient, so that after this migration an entry without a link is one
 * written behind the application.
 */
export class Migration20261213000000_record_chain extends Migration {
  override async up(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params as never) as Promise<Record<string, unknown>[]>;
    for (const table of ['clinical_note', 'medical_record_entry']) {
      await run(`alter table ${table} ${FINALISED}`);
      await run(`alter table ${table} add constraint ${table}_supersedes_fkey foreign key (company_id, supersedes_id)
                   references ${table}(company_id, id) deferrable initially deferred`);
      // One newer version per entry: amend the newest, never fork the record.
      await run(`create unique index ${table}_supersedes_key on ${table} (company_id, supersedes_id)
                   where supersedes_id is not null and deleted_at is null`);
    }
    await run(`
      create table clinical_chain_link (
        id uuid primary key,
        company_id uuid not null references company(id) deferrable initially deferred,
        client_id uuid not null,
        seq int not null check (seq > 0),
        entry_table text not null check (entry_table in ('clinical_note', 'medical_record_entry')),
        entry_id uuid not null,
        action text not null check (action in ('backfill', 'create', 'update', 'finalize', 'delete')),
        content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
        prev_hash text check (prev_hash ~ '^[0-9a-f]{64}$'),
        hash text not null check (hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz not null,
        constraint clinical_chain_link_company_id_id_key unique (company_id, id),
        constraint clinical_chain_link_seq_key unique (company_id, client_id, seq),
        constraint clinical_chain_link_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) deferrable initially deferred
      )`);
    await run('create index clinical_chain_link_entry_idx on clinical_chain_link (company_id, entry_table, entry_id)');
    await run(`
      create function clinical_chain_link_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'clinical_chain_link is append-only: % refused', tg_op using errcode = '42501';
      end
      $$`);
    await run(`create trigger clinical_chain_link_no_update_delete before update or delete on clinical_chain_link
                 for each row execute function clinical_chain_link_append_only()`);
    await run(`create trigger clinical_chain_link_no_truncate before truncate on clinical_chain_link
                 for each statement execute function clinical_chain_link_append_only()`);
    await run('revoke update, delete, truncate on clinical_chain_link from public');
    // The tables this migration's chain covered (the chart's joined it later, decision 058).
    await chainUnlinked(run, null, ['clinical_note', 'medical_record_entry']);
  }
}
