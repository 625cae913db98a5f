// The public page's free slots in `npm run bench` (BENCH_ONLY=booking-slots runs only this module):
// the same question as the staff's free slots (31 days, the busy clinic's ten professionals), asked
// the way a patient's browser asks it — no session, the clinic found by its page's address, then its
// offer (services, professionals, notice and horizon) before the one availability function. The busy
// clinic gets online booking on at `bench-clinica` first. The public reads are rate-limited per
// address: run it with RATE_LIMIT_FACTOR=1000 (the server inherits the environment).
import type { BenchModule } from './harness.ts';
import { slotsBench } from './slots-bench.ts';

const SLUG = 'bench-clinica';
const PATH = `/api/public/booking/${SLUG}/slots`;

const publicSlots = slotsBench({
  title: `Free slots on the public page (31 days, 10 professionals, GET ${PATH})`,
  url: (_ctx, query) => `${PATH}?${query}`,
  signedIn: false,
});

/** @public bench.ts imports every `*-bench.ts` module by file name. */
export default {
  title: publicSlots.title,
  async run(ctx) {
    await ctx.pool.query(
      `insert into booking_settings (id, company_id, enabled, slug, min_notice_hours, max_days_ahead, privacy_text, privacy_version,
                                     created_at, updated_at)
       values (gen_random_uuid(), $1, true, $2, 0, 365, 'Privacidade', 'bench', now(), now())
       on conflict (company_id) do update set enabled = true, slug = excluded.slug, min_notice_hours = 0, max_days_ahead = 365`,
      [ctx.seeded.bigCompanyId, SLUG],
    );
    return publicSlots.run(ctx);
  },
} satisfies BenchModule;
