import { Migration } from '@agenda/db';

/** (company_id, id) is the key other tenant tables point to, so a reference cannot cross companies. */
export class Migration20261126000200_settings_tenant_keys extends Migration {
  override async up(): Promise<void> {
    for (const table of ['agenda_settings', 'custom_holiday', 'holiday_bridge', 'schedule_block', 'day_unblock'])
      this.addSql(`alter table ${table} add constraint ${table}_company_id_id_key unique (company_id, id)`);
  }
}
