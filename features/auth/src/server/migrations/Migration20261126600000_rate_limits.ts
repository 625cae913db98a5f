import { Migration } from '@agenda/db';

/**
 * Rate-limit counters (sign-in, sign-up, CPF and CEP look-ups), one row per counter and fixed
 * window. In the database so that several server instances count the same hits.
 */
export class Migration20261126600000_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table rate_limit_counter (
        key text primary key,
        window_start timestamptz not null,
        hits int not null check (hits > 0)
      );`);
  }
}
