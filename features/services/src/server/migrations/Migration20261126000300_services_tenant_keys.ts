import { Migration } from '@agenda/db';

/**
 * (company_id, id) keys, and the service → type reference made composite: the database itself
 * refuses a service pointing at another company's type.
 */
export class Migration20261126000300_services_tenant_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table service_type add constraint service_type_company_id_id_key unique (company_id, id)');
    this.addSql('alter table service add constraint service_company_id_id_key unique (company_id, id)');
    this.addSql('alter table service drop constraint service_service_type_id_fkey');
    this.addSql(`
      alter table service add constraint service_service_type_fkey foreign key (company_id, service_type_id)
        references service_type(company_id, id) on delete set null (service_type_id) deferrable initially deferred`);
  }
}
