import { Migration } from '@agenda/db';

/**
 * Every appointment belongs to a professional, and the guard against double booking becomes one per
 * professional: two professionals may attend at the same time, one cannot be in two places. The
 * appointments made before move to their clinic's first professional (its owner's profile, made by
 * team's previous migration).
 */
export class Migration20261201000300_appointment_professional extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table appointment add column professional_id uuid;');
    this.addSql(`
      update appointment a set professional_id = first.id
        from (select distinct on (company_id) company_id, id
                from professional
               order by company_id, created_at, id) first
       where first.company_id = a.company_id;`);
    this.addSql('alter table appointment alter column professional_id set not null;');
    this.addSql(`
      alter table appointment add constraint appointment_professional_fkey foreign key (company_id, professional_id)
        references professional(company_id, id) on delete restrict;`);
    this.addSql('alter table appointment drop constraint appointment_no_overlap;');
    this.addSql(`
      alter table appointment add constraint appointment_no_overlap
        exclude using gist (company_id with =, professional_id with =, slot with &&)
        where (status in ('PENDING', 'CONFIRMED', 'OVERDUE'));`);
  }
}
