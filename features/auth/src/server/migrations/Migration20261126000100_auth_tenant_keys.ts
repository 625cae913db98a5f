import { Migration } from '@agenda/db';

/** (company_id, id) is the key other tenant tables point to, so a reference cannot cross companies. */
export class Migration20261126000100_auth_tenant_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table app_user add constraint app_user_company_id_id_key unique (company_id, id)');
  }
}
