import { Migration } from '@agenda/db';

/**
 * A recall staff took off the list, with why. It names the visit it dismisses (the client's last
 * completed visit of the service then): a later completed visit opens a new recall. One per visit.
 */
export class Migration20261202000500_recalls extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table recall_dismissal (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null,
        service_id uuid not null,
        last_visit date not null,
        reason text not null,
        dismissed_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint recall_dismissal_company_id_id_key unique (company_id, id),
        constraint recall_dismissal_visit_key unique (company_id, client_id, service_id, last_visit),
        constraint recall_dismissal_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) on delete cascade deferrable initially deferred,
        constraint recall_dismissal_service_fkey foreign key (company_id, service_id)
          references service(company_id, id) on delete cascade deferrable initially deferred,
        constraint recall_dismissal_dismissed_by_fkey foreign key (company_id, dismissed_by)
          references app_user(company_id, id) on delete set null (dismissed_by) deferrable initially deferred
      );`);
  }
}
