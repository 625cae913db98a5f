import { Migration } from '@agenda/db';

/**
 * The search's trigram indexes lead with the company (btree_gin): a trigram common across every
 * clinic ('000' in CPFs, '119' in São Paulo phones, 'ana' in names) no longer makes one clinic's
 * search walk every clinic's matches. GIN intersects the company's entries with the trigrams' and
 * skips through the longer lists, so a search costs what its own clinic holds (decision 069).
 */
export class Migration20261222000000_client_search_per_company extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gin');
    for (const column of ['search_name', 'cpf', 'phone']) {
      const name = column === 'search_name' ? 'client_search_name_trgm_idx' : `client_${column}_trgm_idx`;
      this.addSql(`drop index if exists ${name}`);
      this.addSql(
        `create index ${name} on client using gin (company_id, ${column} gin_trgm_ops) with (fastupdate = off) where archived_at is null`,
      );
    }
  }
}
