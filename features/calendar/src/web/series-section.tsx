import { errorMessage } from '@agenda/api-client/trpc';
import { Button } from '@agenda/ui';
import { useState } from 'react';
import type { SeriesOccurrence } from '../shared/series.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { useCalendarMutations } from './hooks.ts';
import { RepeatControl, type RepeatForm, ruleOf } from './repeat-control.tsx';
import { SeriesPreview } from './series-preview.tsx';

export interface SeriesSectionProps {
  repeat: RepeatForm;
  onRepeatChange: (value: RepeatForm) => void;
  /** The booking the series repeats; null until a service (and, in a team, a professional) is chosen. */
  booking: { date: string; startTime: string; endTime: string; serviceId: string; professionalId?: string } | null;
  /** The client's id, registering a new client first (the preview checks the booking as it would be saved). */
  ensureClient: (() => Promise<string>) | null;
  disabled?: boolean;
}

/** The new appointment's 'Repetir' and its 'Ver datas' preview. */
export function SeriesSection({ repeat, onRepeatChange, booking, ensureClient, disabled }: SeriesSectionProps) {
  const { createSeries } = useCalendarMutations();
  const [occurrences, setOccurrences] = useState<SeriesOccurrence[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rule = ruleOf(repeat);
  const change = (value: RepeatForm) => {
    setOccurrences(null);
    setError(null);
    onRepeatChange(value);
  };
  const preview = async () => {
    if (!rule || !booking || !ensureClient) return;
    setError(null);
    try {
      const clientId = await ensureClient();
      const answer = await createSeries.mutateAsync({ ...booking, clientId, notes: null, rule, preview: true });
      setOccurrences('occurrences' in answer ? answer.occurrences : null);
    } catch (e) {
      setError(errorMessage(e, T.seriesPreviewFailed));
    }
  };
  return (
    <div className="ui-stack">
      <RepeatControl date={booking?.date ?? ''} value={repeat} onChange={change} disabled={disabled} />
      {rule && (
        <div className="ui-row">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void preview()}
            disabled={disabled || !booking || !ensureClient}
            loading={createSeries.isPending}
          >
            📅 {T.seeDates}
          </Button>
          {error && (
            <span className="ui-error" role="alert">
              {error}
            </span>
          )}
        </div>
      )}
      {rule && occurrences && <SeriesPreview occurrences={occurrences} />}
    </div>
  );
}
