import { Migration } from '@agenda/db';

/** Whether a clinic hid its first steps (the steps themselves are read from the data). */
export class Migration20261128000900_onboarding extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table onboarding_state (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        dismissed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint onboarding_state_company_key unique (company_id),
        constraint onboarding_state_company_id_id_key unique (company_id, id)
      )`);
  }
}
