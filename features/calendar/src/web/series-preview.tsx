import type { SeriesOccurrence } from '../shared/series.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { longDate, timeRange } from './format.ts';
import './series.css';

/** 'Ver datas': every date of the series, 'livre' or why it cannot be booked. */
export function SeriesPreview({ occurrences }: { occurrences: readonly SeriesOccurrence[] }) {
  const free = occurrences.filter((o) => o.available).length;
  return (
    <section className="cal-series-preview" aria-label={T.seriesDates} data-testid="cal-series-preview">
      <h4>
        {T.seriesDates} · <span aria-live="polite">{T.seriesSummary(free, occurrences.length)}</span>
      </h4>
      <ol>
        {occurrences.map((o) => (
          <li key={o.date} data-available={o.available}>
            <span className="cal-series-preview__date">
              {longDate(o.date)} · {timeRange(o.startTime, o.endTime)}
            </span>
            {o.available ? (
              <span className="cal-series-preview__free">{T.free}</span>
            ) : (
              <span className="cal-series-preview__off">{o.reason}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
