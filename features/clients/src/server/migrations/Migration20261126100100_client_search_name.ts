import { Migration } from '@agenda/db';

/**
 * The searchable form of the name stored once per row: rechecking a trigram match and sorting the
 * list read a column instead of calling unaccent() on every matching row (tens of thousands for a
 * common fragment in a big clinic).
 */
export class Migration20261126100100_client_search_name extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table client add column search_name text generated always as (agenda_search_text(full_name)) stored');
    this.addSql('drop index if exists client_search_name_trgm_idx');
    this.addSql('drop index if exists client_company_search_name_idx');
    this.addSql('create index client_search_name_trgm_idx on client using gin (search_name gin_trgm_ops)');
    this.addSql('create index client_company_search_name_idx on client (company_id, search_name, id)');
  }
}
