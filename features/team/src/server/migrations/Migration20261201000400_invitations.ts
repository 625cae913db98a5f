import { Migration } from '@agenda/db';

/**
 * An invitation to join a clinic's team. Only the SHA-256 of its link's token is kept: whoever reads
 * the table cannot open a link. One open invitation per e-mail and clinic (the partial unique key);
 * the professional fields wait for the member's professional profile.
 */
export class Migration20261201000400_invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table invitation (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        email text not null,
        full_name text not null,
        role text not null check (role in ('OWNER', 'PROFESSIONAL', 'RECEPTION')),
        professional_registration text,
        professional_specialty text,
        professional_color text,
        token_hash text not null unique,
        expires_at timestamptz not null,
        invited_by uuid,
        accepted_at timestamptz,
        accepted_by uuid,
        revoked_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint invitation_company_id_id_key unique (company_id, id),
        constraint invitation_invited_by_fkey foreign key (company_id, invited_by)
          references app_user(company_id, id) on delete set null (invited_by) deferrable initially deferred,
        constraint invitation_accepted_by_fkey foreign key (company_id, accepted_by)
          references app_user(company_id, id) on delete set null (accepted_by) deferrable initially deferred
      );`);
    this.addSql(`
      create unique index invitation_open_email_key on invitation (company_id, email)
        where accepted_at is null and revoked_at is null;`);
  }
}
