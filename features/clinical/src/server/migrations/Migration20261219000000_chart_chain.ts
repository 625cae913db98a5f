import { Migration } from '@agenda/db';
import { CHAINED_TABLES, chainUnlinked } from '../record-chain.ts';

/**
 * The patient's hash chain covers the whole chart (decision 058): tooth states, tooth treatments,
 * face conditions, periograms and the initial situation join the notes and record entries in
 * `clinical_chain_link`. The rows already written are chained here, oldest first per patient, so that
 * after this migration a chart row without a link is one written behind the application.
 */
export class Migration20261219000000_chart_chain extends Migration {
  override async up(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params as never) as Promise<Record<string, unknown>[]>;
    await run('alter table clinical_chain_link drop constraint clinical_chain_link_entry_table_check');
    await run(`alter table clinical_chain_link add constraint clinical_chain_link_entry_table_check
                 check (entry_table in (${CHAINED_TABLES.map((t) => `'${t}'`).join(', ')}))`);
    await chainUnlinked(run);
  }
}
