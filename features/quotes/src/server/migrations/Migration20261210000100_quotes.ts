import { Migration } from '@agenda/db';

const tenant = 'company_id uuid not null references company(id) on delete cascade deferrable initially deferred';

/**
 * Quotes ('orçamentos') and their versions. The quote row holds the state and the answer (who approved,
 * how, the signature and the hash of the document shown); each version keeps what was offered, whole.
 * EXPIRADO is not stored: a sent quote past its validity reads as expired.
 */
export class Migration20261210000100_quotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table quote (
        id uuid primary key,
        ${tenant},
        client_id uuid not null,
        professional_id uuid not null,
        status text not null check (status in ('RASCUNHO', 'ENVIADO', 'APROVADO', 'RECUSADO')),
        version int not null check (version >= 1),
        valid_until date not null,
        created_on date not null,
        created_by uuid,
        sent_at timestamptz,
        link_nonce text,
        approved_at timestamptz,
        approval_channel text check (approval_channel in ('LINK', 'BALCAO')),
        approved_alternative int,
        approved_version int,
        approver_name text,
        approval_method text,
        approved_by uuid,
        approval_ip text,
        approval_user_agent text,
        signature_png text check (length(signature_png) <= 300000),
        document_sha256 text,
        rejected_at timestamptz,
        reject_reason text,
        reject_note text,
        failed_attempts int not null default 0,
        locked_until timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint quote_company_id_id_key unique (company_id, id),
        constraint quote_approved_has_answer check (status <> 'APROVADO' or (approved_at is not null and approved_alternative is not null)),
        constraint quote_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) on delete cascade deferrable initially deferred,
        constraint quote_professional_fkey foreign key (company_id, professional_id)
          references professional(company_id, id) deferrable initially deferred,
        constraint quote_created_by_fkey foreign key (company_id, created_by)
          references app_user(company_id, id) on delete set null (created_by) deferrable initially deferred,
        constraint quote_approved_by_fkey foreign key (company_id, approved_by)
          references app_user(company_id, id) on delete set null (approved_by) deferrable initially deferred
      );`);
    this.addSql('create index quote_company_client_idx on quote (company_id, client_id, created_on desc);');
    this.addSql('create index quote_company_created_idx on quote (company_id, created_on desc);');
    this.addSql(`
      create table quote_version (
        id uuid primary key,
        ${tenant},
        quote_id uuid not null,
        version int not null check (version >= 1),
        valid_until date not null,
        notes text,
        alternatives jsonb not null,
        created_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint quote_version_company_id_id_key unique (company_id, id),
        constraint quote_version_number_key unique (company_id, quote_id, version),
        constraint quote_version_quote_fkey foreign key (company_id, quote_id)
          references quote(company_id, id) on delete cascade deferrable initially deferred,
        constraint quote_version_created_by_fkey foreign key (company_id, created_by)
          references app_user(company_id, id) on delete set null (created_by) deferrable initially deferred
      );`);
  }
}
