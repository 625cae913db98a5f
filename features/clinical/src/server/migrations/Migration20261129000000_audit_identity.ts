import { Migration } from '@agenda/db';

/**
 * The trail covers the patient, not only the chart: a save of the client's identity keeps its old
 * and new values (`changes`), and a search of the clients names no one client (`client_id` null,
 * what was asked in `detail`). The composite key to the client stays for the rows that name one;
 * the append-only triggers are untouched.
 */
export class Migration20261129000000_audit_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table clinical_audit_event add column changes jsonb');
    this.addSql('alter table clinical_audit_event add column detail text');
    this.addSql('alter table clinical_audit_event alter column client_id drop not null');
    this.addSql(
      'create index clinical_audit_event_company_search_idx on clinical_audit_event (company_id, seq desc) where client_id is null',
    );
  }
}
