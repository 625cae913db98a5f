import { Migration } from '@agenda/db';

/**
 * Clinical documents (decision 051): the clinic's templates, each issued document with its PDF as
 * handed out (bounded: a document is tens of KB; 2 MB leaves room and no more) and its SHA-256, and
 * each member's A1 certificate (the .pfx, whose password is never stored: decision 050).
 */
export class Migration20261212000100_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table document_template (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        kind text not null,
        body text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint document_template_company_id_id_key unique (company_id, id),
        constraint document_template_kind_key unique (company_id, kind)
      );`);
    this.addSql(`
      create table clinical_document (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null,
        professional_id uuid not null,
        issued_by uuid not null,
        kind text not null,
        number integer not null,
        token text not null,
        content jsonb not null,
        pdf bytea not null,
        sha256 text not null,
        issued_sha256 text not null,
        signed_at timestamptz,
        cancelled_at timestamptz,
        cancelled_by uuid,
        cancel_reason text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint clinical_document_company_id_id_key unique (company_id, id),
        constraint clinical_document_number_key unique (company_id, number),
        constraint clinical_document_token_key unique (company_id, token),
        constraint clinical_document_pdf_size check (octet_length(pdf) <= 2097152),
        constraint clinical_document_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) on delete cascade deferrable initially deferred,
        constraint clinical_document_professional_fkey foreign key (company_id, professional_id)
          references professional(company_id, id) deferrable initially deferred,
        constraint clinical_document_issued_by_fkey foreign key (company_id, issued_by)
          references app_user(company_id, id) deferrable initially deferred
      );`);
    this.addSql('create index clinical_document_client_idx on clinical_document (company_id, client_id, number desc);');
    this.addSql(`
      create table professional_certificate (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        member_id uuid not null,
        p12 bytea not null,
        subject text not null,
        issuer text not null,
        not_after timestamptz not null,
        fingerprint text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint professional_certificate_company_id_id_key unique (company_id, id),
        constraint professional_certificate_member_key unique (company_id, member_id),
        constraint professional_certificate_size check (octet_length(p12) <= 65536),
        constraint professional_certificate_member_fkey foreign key (company_id, member_id)
          references app_user(company_id, id) on delete cascade deferrable initially deferred
      );`);
  }
}
