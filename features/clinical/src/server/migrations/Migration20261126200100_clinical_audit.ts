import { Migration } from '@agenda/db';

/**
 * The audit trail of a client's health data (LGPD art. 11 and 37, CFM record rules): one row per
 * read or write. Append-only in the database itself: a trigger refuses every UPDATE, DELETE and
 * TRUNCATE, whoever asks, and the privileges to do so are revoked. Rows name the client with a plain
 * composite key and no cascade: a client with a trail is archived, never deleted.
 */
export class Migration20261126200100_clinical_audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table clinical_audit_event (
        id uuid primary key,
        seq bigserial,
        company_id uuid not null references company(id) deferrable initially deferred,
        client_id uuid not null,
        user_id uuid,
        user_name text,
        resource text not null,
        resource_id text,
        action text not null check (action in ('read', 'create', 'update', 'delete')),
        created_at timestamptz not null default now(),
        unique (company_id, id),
        constraint clinical_audit_event_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) deferrable initially deferred
      )`);
    this.addSql('create index clinical_audit_event_company_client_idx on clinical_audit_event (company_id, client_id, seq desc)');
    this.addSql(`
      create function clinical_audit_event_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'clinical_audit_event is append-only: % refused', tg_op using errcode = '42501';
      end
      $$`);
    this.addSql(`
      create trigger clinical_audit_event_no_update_delete before update or delete on clinical_audit_event
        for each row execute function clinical_audit_event_append_only()`);
    this.addSql(`
      create trigger clinical_audit_event_no_truncate before truncate on clinical_audit_event
        for each statement execute function clinical_audit_event_append_only()`);
    this.addSql('revoke update, delete, truncate on clinical_audit_event from public');
    this.addSql('revoke update, delete, truncate on clinical_audit_event from current_user');
  }
}
