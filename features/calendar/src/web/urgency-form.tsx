import { Button, SelectField, TextAreaField, toast } from '@agenda/ui';
import { useState } from 'react';
import { MAX_URGENCY_DESCRIPTION_LENGTH } from '../shared/schemas.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { URGENCY_LABELS, URGENCY_LEVELS, type Urgency, type UrgencyLevel } from '../shared/urgency.ts';
import { useCalendarMutations } from './hooks.ts';

const LEVEL_OPTIONS = URGENCY_LEVELS.map((level) => ({ value: level, label: URGENCY_LABELS[level] }));

/** Level and description of an urgency; the server stamps the reported time. */
export function UrgencyForm({
  appointmentId,
  initial,
  onDone,
}: {
  appointmentId: string;
  initial: Urgency | null;
  onDone: () => void;
}) {
  const { setUrgency } = useCalendarMutations();
  const [level, setLevel] = useState<UrgencyLevel>(initial?.level ?? 'high');
  const [description, setDescription] = useState(initial?.description ?? '');

  const save = () =>
    setUrgency.mutate(
      { id: appointmentId, level, description },
      {
        onSuccess: () => {
          toast.success(T.urgencySaved);
          onDone();
        },
      },
    );

  return (
    <div className="cal-urgency-form ui-stack ui-stack--sm">
      <SelectField
        label={T.urgencyLevel}
        value={level}
        onChange={(value) => setLevel(value as UrgencyLevel)}
        options={LEVEL_OPTIONS}
      />
      <TextAreaField
        label={T.urgencyDescription}
        value={description}
        onChange={setDescription}
        maxLength={MAX_URGENCY_DESCRIPTION_LENGTH}
        rows={2}
        required
      />
      <div className="ui-row ui-row--end">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={setUrgency.isPending}>
          {T.cancel}
        </Button>
        <Button size="sm" onClick={save} loading={setUrgency.isPending} disabled={!description.trim()}>
          {T.saveUrgency}
        </Button>
      </div>
    </div>
  );
}
