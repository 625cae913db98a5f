import { Migration } from '@agenda/db';

/**
 * The appointment's references made composite, (company_id, x_id) → x(company_id, id): an
 * appointment of one company can no longer name another company's client, service or user.
 */
export class Migration20261126000500_calendar_tenant_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table appointment add constraint appointment_company_id_id_key unique (company_id, id)');
    this.addSql('alter table appointment_event add constraint appointment_event_company_id_id_key unique (company_id, id)');
    this.addSql('alter table appointment drop constraint appointment_client_id_fkey');
    this.addSql('alter table appointment drop constraint appointment_service_id_fkey');
    this.addSql('alter table appointment_event drop constraint appointment_event_appointment_id_fkey');
    this.addSql('alter table appointment_event drop constraint appointment_event_user_id_fkey');
    this.addSql(`
      alter table appointment add constraint appointment_client_fkey foreign key (company_id, client_id)
        references client(company_id, id) deferrable initially deferred`);
    // Not deferrable: deleting a used service must fail at once, so it is archived instead.
    this.addSql(`
      alter table appointment add constraint appointment_service_fkey foreign key (company_id, service_id)
        references service(company_id, id) on delete restrict`);
    this.addSql(`
      alter table appointment_event add constraint appointment_event_appointment_fkey foreign key (company_id, appointment_id)
        references appointment(company_id, id) on delete cascade deferrable initially deferred`);
    this.addSql(`
      alter table appointment_event add constraint appointment_event_user_fkey foreign key (company_id, user_id)
        references app_user(company_id, id) on delete set null (user_id) deferrable initially deferred`);
  }
}
