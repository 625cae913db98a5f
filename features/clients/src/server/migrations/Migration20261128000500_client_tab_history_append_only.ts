import { Migration } from '@agenda/db';

/**
 * A tab's history is append-only for every role: no UPDATE (as before), and now no DELETE or TRUNCATE
 * either, like the clinical audit trail. A client with history is archived, never deleted, so no
 * cascade reaches it.
 */
export class Migration20261128000500_client_tab_history_append_only extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function client_tab_history_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'client_tab_history is append-only: % refused', tg_op using errcode = '42501';
      end
      $$`);
    this.addSql('drop trigger if exists client_tab_history_no_update on client_tab_history');
    this.addSql(`
      create trigger client_tab_history_no_update_delete before update or delete on client_tab_history
        for each row execute function client_tab_history_append_only()`);
    this.addSql(`
      create trigger client_tab_history_no_truncate before truncate on client_tab_history
        for each statement execute function client_tab_history_append_only()`);
  }
}
