import { Migration } from '@agenda/db';

const tenant = 'company_id uuid not null references company(id) on delete cascade deferrable initially deferred';

/**
 * Every appointment but a cancelled one occupies its professional (decision 041): one finalized
 * early or missed still held that time, and the exclusion constraint now says so. Overlaps the old
 * rule let in (a booking made over a finished appointment) cannot be settled by a migration without
 * rewriting someone's history: it stops and names them, to be moved or cancelled first.
 * `appointment_request` keeps the first answer of a booking by its Idempotency-Key, as
 * `finalize_request` does for finalizing.
 */
export class Migration20261204004000_one_client_one_chair extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      do $$
      declare found text;
      begin
        select string_agg(format('%s %s %s-%s (%s) × %s-%s (%s)', a.company_id, a.date, a.start_time, a.end_time, a.id,
                                 b.start_time, b.end_time, b.id), '; ')
          into found
          from appointment a
          join appointment b on b.company_id = a.company_id and b.professional_id = a.professional_id
                            and b.date = a.date and a.id < b.id and a.slot && b.slot
         where a.status <> 'CANCELLED' and b.status <> 'CANCELLED';
        if found is not null then
          raise exception 'Appointments of one professional overlap; move or cancel one of each pair, then migrate again: %', found;
        end if;
      end $$;`);
    this.addSql('alter table appointment drop constraint appointment_no_overlap;');
    this.addSql(`
      alter table appointment add constraint appointment_no_overlap
        exclude using gist (company_id with =, professional_id with =, slot with &&)
        where (status <> 'CANCELLED');`);
    this.addSql(`
      create table appointment_request (
        ${tenant},
        key text not null,
        body_hash text not null,
        answer jsonb,
        created_at timestamptz not null,
        primary key (company_id, key)
      );`);
  }
}
