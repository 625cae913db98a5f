import { Migration } from '@agenda/db';

/**
 * A professional's 'repasse': one rate for every service (service_type_id null) and, optionally, one
 * per service type, in hundredths of a percent so the figures stay integer arithmetic. No row is 0%.
 * A rate goes with its professional or its service type when either is deleted.
 */
export class Migration20261201000500_commission_rates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table commission_rate (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        professional_id uuid not null,
        service_type_id uuid,
        basis_points int not null check (basis_points between 0 and 10000),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint commission_rate_professional_fkey foreign key (company_id, professional_id)
          references professional(company_id, id) on delete cascade,
        constraint commission_rate_service_type_fkey foreign key (company_id, service_type_id)
          references service_type(company_id, id) on delete cascade
      );`);
    this.addSql(
      'create unique index commission_rate_default_key on commission_rate (company_id, professional_id) where service_type_id is null;',
    );
    this.addSql(`create unique index commission_rate_type_key on commission_rate (company_id, professional_id, service_type_id)
      where service_type_id is not null;`);
  }
}
