import { Migration } from '@agenda/db';

/**
 * The rate-limit counters are touched only through two narrow functions that run with their owner's
 * rights: the server's tenant role may count a hit and sweep old windows, and may not read, rewrite
 * or empty the counters themselves (the table is read-only to it, like every table all companies share).
 */
export class Migration20261128000100_rate_limit_functions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function rate_limit_hit(counter text, window_seconds int)
        returns table (hits int, retry_after int)
        language sql security definer set search_path = public as $$
          insert into rate_limit_counter as r (key, window_start, hits) values (counter, now(), 1)
          on conflict (key) do update set
            window_start = case when r.window_start <= now() - make_interval(secs => window_seconds)
                                then now() else r.window_start end,
            hits = case when r.window_start <= now() - make_interval(secs => window_seconds)
                        then 1 else r.hits + 1 end
          returning r.hits,
                    ceil(extract(epoch from (r.window_start + make_interval(secs => window_seconds) - now())))::int
        $$`);
    this.addSql(`
      create or replace function rate_limit_sweep() returns void
        language sql security definer set search_path = public as $$
          delete from rate_limit_counter where window_start < now() - interval '1 day'
        $$`);
  }
}
