import { Migration } from '@agenda/db';

/**
 * A professional's calendar feed: the secret address a calendar app subscribes to. Only the SHA-256
 * of its token is kept (whoever reads the table cannot open a feed); one feed per professional —
 * regenerating replaces the token, and the old address stops working.
 */
export class Migration20261202000700_calendar_feeds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table calendar_feed (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        professional_id uuid not null,
        token_hash text not null unique,
        created_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint calendar_feed_company_id_id_key unique (company_id, id),
        constraint calendar_feed_company_id_professional_id_key unique (company_id, professional_id),
        constraint calendar_feed_professional_fkey foreign key (company_id, professional_id)
          references professional(company_id, id) on delete cascade deferrable initially deferred,
        constraint calendar_feed_created_by_fkey foreign key (company_id, created_by)
          references app_user(company_id, id) on delete set null (created_by) deferrable initially deferred
      );`);
  }
}
