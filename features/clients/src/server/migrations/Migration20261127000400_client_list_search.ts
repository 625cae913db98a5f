import { COMPANY_SETTING, Migration } from '@agenda/db';

/**
 * The clients list's search, fast for a clinic with 100,000 clients (decision 016):
 * - `client_search`, the search keys of the transaction's company's active clients. Row-level
 *   security keeps a LIKE (not leakproof) off every index, so under the tenant role each search read
 *   the whole company; the view reads `client` with its owner's rights and applies the same company
 *   condition the tenant policy does, so the trigram indexes serve the search again. Its check option
 *   keeps a write through it inside that company, as the policy's `with check` would.
 * - one btree in list order holding the keys the search filters on, read index-only: a common
 *   fragment's first page stops after a few hundred index entries.
 * - the trigram indexes only over active clients and without a pending list, which every search
 *   would scan until the next vacuum.
 */
export class Migration20261127000400_client_list_search extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index if exists client_company_search_name_idx');
    this.addSql(`
      create index client_search_order_idx on client (company_id, search_name, id)
        include (cpf, phone, registration_date) where archived_at is null`);
    for (const column of ['search_name', 'cpf', 'phone']) {
      const name = column === 'search_name' ? 'client_search_name_trgm_idx' : `client_${column}_trgm_idx`;
      this.addSql(`drop index if exists ${name}`);
      this.addSql(
        `create index ${name} on client using gin (${column} gin_trgm_ops) with (fastupdate = off) where archived_at is null`,
      );
    }
    this.addSql(`
      create view client_search with (security_invoker = false) as
        select id, company_id, search_name, cpf, phone, registration_date
          from client
         where archived_at is null
           and company_id = nullif(current_setting('${COMPANY_SETTING}', true), '')::uuid
        with local check option`);
  }
}
