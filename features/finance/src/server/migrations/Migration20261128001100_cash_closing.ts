import { Migration } from '@agenda/db';

/**
 * The owner's cash closings: each covers the days after the one before it up to `until`, with the
 * money received by method as it stood then (centavos). A closing is never changed: the latest one's
 * date is the day money can no longer be written on or before.
 */
export class Migration20261128001100_cash_closing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table cash_closing (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        from_date date,
        until date not null,
        closed_by uuid,
        totals jsonb not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint cash_closing_company_id_key unique (company_id, id),
        constraint cash_closing_company_until_key unique (company_id, until),
        constraint cash_closing_covers_days check (from_date is null or from_date <= until),
        constraint cash_closing_closed_by_fkey foreign key (company_id, closed_by)
          references app_user(company_id, id) on delete set null (closed_by) deferrable initially deferred
      );`);
    // A closing is a record of what was counted: never rewritten (only its author's id may be emptied,
    // when that user is deleted).
    this.addSql(`
      create or replace function cash_closing_unchanged() returns trigger language plpgsql as $$
      begin
        if (new.id, new.company_id, new.from_date, new.until, new.totals, new.created_at)
           is distinct from (old.id, old.company_id, old.from_date, old.until, old.totals, old.created_at) then
          raise exception 'a cash closing is never rewritten' using errcode = '42501';
        end if;
        return new;
      end
      $$`);
    this.addSql(`
      create trigger cash_closing_no_rewrite before update on cash_closing
        for each row execute function cash_closing_unchanged()`);
  }
}
