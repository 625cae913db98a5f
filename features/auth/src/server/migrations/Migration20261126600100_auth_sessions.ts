import { Migration } from '@agenda/db';

/**
 * One row per sign-in (a device's session): 'Sair' revokes that row only, 'Sair de todos os
 * dispositivos' every row of the user, and a disabled or deleted identity revokes them all.
 */
export class Migration20261126600100_auth_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table auth_session (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade,
        user_id uuid not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz,
        constraint auth_session_company_id_id_key unique (company_id, id),
        constraint auth_session_user_fk foreign key (company_id, user_id)
          references app_user (company_id, id) on delete cascade
      );`);
    this.addSql(`create index auth_session_user_idx on auth_session (user_id) where revoked_at is null;`);
    // Registration enumerations, now that the schema refuses anything else.
    this.addSql(`alter table company add constraint company_plan_check check (plan in ('basic')) not valid;`);
    this.addSql(
      `alter table company add constraint company_business_days_check check (business_days <@ array[1,2,3,4,5]::smallint[] and cardinality(business_days) between 1 and 5) not valid;`,
    );
  }
}
