import { dateSchema } from '@agenda/br';
import * as v from 'valibot';
import { bookingFields, endAfterStart } from './schemas.ts';
import { MAX_SERIES_OCCURRENCES, MONTHLY_BY, SERIES_FREQUENCIES } from './series.ts';
import { CALENDAR_TEXTS as T } from './texts.ts';

/** The 'Repetir' rule: a frequency and exactly one end, a number of occurrences (1–52) or a last date. */
export const seriesRuleSchema = v.pipe(
  v.object(
    {
      frequency: v.picklist(SERIES_FREQUENCIES, T.seriesInvalidFrequency),
      count: v.optional(
        v.pipe(
          v.number(T.seriesInvalidCount),
          v.integer(T.seriesInvalidCount),
          v.minValue(1, T.seriesInvalidCount),
          v.maxValue(MAX_SERIES_OCCURRENCES, T.seriesTooMany),
        ),
      ),
      until: v.optional(dateSchema(T.invalidDate)),
      monthlyBy: v.optional(v.picklist(MONTHLY_BY, T.seriesInvalidFrequency)),
    },
    T.seriesRuleRequired,
  ),
  v.check((r) => (r.count === undefined) !== (r.until === undefined), T.seriesEndRequired),
);

/**
 * `POST /api/appointments/series`: a booking and its rule. `preview: true` only lists the dates
 * (each bookable or why not); otherwise the bookable ones are created.
 */
export const createSeriesSchema = v.pipe(
  v.object(
    {
      ...bookingFields,
      rule: seriesRuleSchema,
      preview: v.optional(v.boolean(T.invalidBody), false),
    },
    T.invalidBody,
  ),
  endAfterStart(),
  v.check((s) => s.rule.until === undefined || s.rule.until >= s.date, T.seriesUntilBeforeStart),
);
export type CreateSeries = v.InferOutput<typeof createSeriesSchema>;
