import { Badge, Button, CheckboxField, DateField, SelectField, TextField, TimeField } from '@agenda/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { BLOCK_TYPES, BLOCK_TYPE_LABELS, type BlockType, type ScheduleBlock } from '../shared/model.ts';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { blockError } from '../shared/validation.ts';
import { trpc } from './api.ts';
import { periodLabel } from './format.ts';
import { EmptyLine, ItemRow, Section, itemCallbacks } from './parts.tsx';
import { usePeriodGuard } from './period-guard.tsx';

const TYPE_TONE = { VACATION: 'blue', DAY_OFF: 'green', MAINTENANCE: 'amber', PERSONAL: 'purple' } as const;
const TYPE_ICON = { VACATION: '🏖️', DAY_OFF: '🛋️', MAINTENANCE: '🛠️', PERSONAL: '👤' } as const;

export function BlocksTab({ blocks }: { blocks: ScheduleBlock[] }) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<BlockType>('VACATION');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [allDay, setAllDay] = useState(true);
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const reset = () => {
    setTitle('');
    setType('VACATION');
    setStartDate('');
    setEndDate('');
    setAllDay(true);
    setStartTime('');
    setEndTime('');
  };
  const create = useMutation(trpc.settings.blocks.create.mutationOptions(itemCallbacks(reset)));
  const { guard, dialog } = usePeriodGuard();
  const update = useMutation(trpc.settings.blocks.update.mutationOptions(itemCallbacks()));
  const remove = useMutation(trpc.settings.blocks.remove.mutationOptions(itemCallbacks()));
  const draft = { title, startDate, endDate, allDay, startTime, endTime };
  const error = blockError(draft);
  // Only the rules that compare filled fields are worth showing; missing fields just keep the button off.
  const shownError =
    error && error !== T.blockRequired && error !== T.blockTimesRequired && (allDay || (startTime && endTime)) ? error : null;

  return (
    <div className="settings-tab">
      {dialog}
      <Section title={T.newBlock}>
        <form
          className="settings-form settings-form--block"
          onSubmit={(event) => {
            event.preventDefault();
            if (error) return;
            const times = { startTime: allDay ? null : startTime, endTime: allDay ? null : endTime };
            void guard({ startDate, endDate, ...times }, (cancelAppointments) =>
              create.mutateAsync({ title, type, startDate, endDate, allDay, ...times, cancelAppointments }),
            );
          }}
        >
          <TextField
            label={T.blockTitle}
            value={title}
            onChange={setTitle}
            maxLength={200}
            required
            className="settings-form__wide"
          />
          <SelectField
            label={T.blockType}
            value={type}
            onChange={(value) => setType(value as BlockType)}
            options={BLOCK_TYPES.map((value) => ({ value, label: BLOCK_TYPE_LABELS[value] }))}
          />
          <DateField label={T.startDate} value={startDate} onChange={setStartDate} required />
          <DateField label={T.endDate} value={endDate} onChange={setEndDate} min={startDate || undefined} required />
          <CheckboxField label={T.allDay} checked={allDay} onChange={setAllDay} className="settings-form__check" />
          {!allDay && (
            <>
              <TimeField label={T.startTime} value={startTime} onChange={setStartTime} required />
              <TimeField label={T.endTime} value={endTime} onChange={setEndTime} required />
            </>
          )}
          {shownError && (
            <p className="ui-error settings-form__error" role="alert">
              {shownError}
            </p>
          )}
          <Button type="submit" disabled={error !== null} loading={create.isPending} className="settings-form__add">
            + {T.addBlock}
          </Button>
        </form>
      </Section>

      <Section title={T.blocks}>
        {blocks.length === 0 ? (
          <EmptyLine>{T.noBlocks}</EmptyLine>
        ) : (
          <ul className="settings-items" aria-label={T.blocks}>
            {blocks.map((b) => (
              <ItemRow
                key={b.id}
                name={b.title}
                details={`${periodLabel(b.startDate, b.endDate)} · ${b.allDay ? T.allDay : `${b.startTime}–${b.endTime}`}`}
                badges={
                  <Badge tone={TYPE_TONE[b.type]}>
                    <span aria-hidden="true">{TYPE_ICON[b.type]}</span> {BLOCK_TYPE_LABELS[b.type]}
                  </Badge>
                }
                enabled={b.enabled}
                busy={update.isPending || remove.isPending}
                onToggle={() => update.mutate({ id: b.id, enabled: !b.enabled })}
                onRemove={() => remove.mutate({ id: b.id })}
              />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
