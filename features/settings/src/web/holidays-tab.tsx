import { HOLIDAY_TYPE_LABELS } from '@agenda/br';
import { Badge, Button, CheckboxField, DateField, SelectField, TextField } from '@agenda/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgendaSettings, CustomHoliday, CustomHolidayType, DayUnblock, HolidayBridge } from '../shared/model.ts';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { bridgeError, holidayError, unblockError } from '../shared/validation.ts';
import { trpc } from './api.ts';
import { usePeriodGuard } from './period-guard.tsx';
import { dateLabel, periodLabel } from './format.ts';
import { EmptyLine, ItemRow, Section, Switch, itemCallbacks } from './parts.tsx';

type Patch = (patch: Partial<AgendaSettings>) => void;

const TYPE_TONE = { NATIONAL: 'blue', STATE: 'purple', CITY: 'green', CUSTOM: 'amber' } as const;

function YearHolidays({ settings }: { settings: AgendaSettings }) {
  const [year, setYear] = useState(() => new Date().getFullYear());
  const query = useQuery(trpc.settings.locationHolidays.queryOptions({ year }));
  const on = { NATIONAL: settings.nationalHolidays, STATE: settings.stateHolidays, CITY: settings.cityHolidays, CUSTOM: true };
  const data = query.data;
  return (
    <div className="settings-year">
      <div className="settings-year__header">
        <span className="settings-subtitle">{T.yearHolidays(year)}</span>
        <div className="settings-year__nav">
          <button type="button" className="settings-item__button" aria-label="Ano anterior" onClick={() => setYear(year - 1)}>
            ‹
          </button>
          <span className="settings-year__value">{year}</span>
          <button type="button" className="settings-item__button" aria-label="Próximo ano" onClick={() => setYear(year + 1)}>
            ›
          </button>
        </div>
      </div>
      {data && !data.cityKnown && <p className="settings-note">{data.city.trim() ? T.cityUnknown(data.city) : T.cityMissing}</p>}
      {/* Scrolls: focusable so a keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard (WCAG 2.1.1) */}
      <ul className="settings-year__list" aria-label={T.yearHolidays(year)} tabIndex={0}>
        {query.isLoading && <li className="settings-empty">{T.loading}</li>}
        {data?.holidays.map((h) => (
          <li key={`${h.date}-${h.type}`} className={`settings-year__item${on[h.type] ? '' : ' is-off'}`}>
            <span className="settings-year__date">{dateLabel(h.date)}</span>
            <span className="settings-year__name">{h.name}</span>
            <Badge tone={TYPE_TONE[h.type]}>{HOLIDAY_TYPE_LABELS[h.type]}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CustomHolidays({ items }: { items: CustomHoliday[] }) {
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [type, setType] = useState<CustomHolidayType>('CUSTOM');
  const [recurring, setRecurring] = useState(false);
  const reset = () => {
    setName('');
    setDate('');
    setType('CUSTOM');
    setRecurring(false);
  };
  const create = useMutation(trpc.settings.holidays.create.mutationOptions(itemCallbacks(reset)));
  const { guard, dialog } = usePeriodGuard();
  const update = useMutation(trpc.settings.holidays.update.mutationOptions(itemCallbacks()));
  const remove = useMutation(trpc.settings.holidays.remove.mutationOptions(itemCallbacks()));
  const invalid = holidayError({ name, date }) !== null;

  return (
    <Section title={T.customHolidays}>
      {dialog}
      <form
        className="settings-form settings-form--holiday"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid)
            void guard({ startDate: date, endDate: date }, (cancelAppointments) =>
              create.mutateAsync({ name, date, type, recurring, cancelAppointments }),
            );
        }}
      >
        <TextField label={T.holidayName} value={name} onChange={setName} maxLength={200} required />
        <DateField label={T.holidayDate} value={date} onChange={setDate} required />
        <SelectField
          label={T.holidayType}
          value={type}
          onChange={(value) => setType(value as CustomHolidayType)}
          options={[
            { value: 'CUSTOM', label: HOLIDAY_TYPE_LABELS.CUSTOM },
            { value: 'CITY', label: HOLIDAY_TYPE_LABELS.CITY },
          ]}
        />
        <CheckboxField label={T.recurring} checked={recurring} onChange={setRecurring} className="settings-form__check" />
        <Button type="submit" disabled={invalid} loading={create.isPending} className="settings-form__add">
          + {T.addHoliday}
        </Button>
      </form>
      {items.length === 0 ? (
        <EmptyLine>{T.noCustomHolidays}</EmptyLine>
      ) : (
        <ul className="settings-items" aria-label={T.customHolidays}>
          {items.map((h) => (
            <ItemRow
              key={h.id}
              name={h.name}
              details={dateLabel(h.date)}
              badges={
                <>
                  <Badge tone={TYPE_TONE[h.type]}>{HOLIDAY_TYPE_LABELS[h.type]}</Badge>
                  {h.recurring && <Badge tone="grey">{T.recurringBadge}</Badge>}
                </>
              }
              enabled={h.enabled}
              busy={update.isPending || remove.isPending}
              onToggle={() => update.mutate({ id: h.id, enabled: !h.enabled })}
              onRemove={() => remove.mutate({ id: h.id })}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function Bridges({ items }: { items: HolidayBridge[] }) {
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const reset = () => {
    setName('');
    setStartDate('');
    setEndDate('');
  };
  const create = useMutation(trpc.settings.bridges.create.mutationOptions(itemCallbacks(reset)));
  const { guard, dialog } = usePeriodGuard();
  const update = useMutation(trpc.settings.bridges.update.mutationOptions(itemCallbacks()));
  const remove = useMutation(trpc.settings.bridges.remove.mutationOptions(itemCallbacks()));
  const error = bridgeError({ name, startDate, endDate });
  const shownError = name && startDate && endDate ? error : null;

  return (
    <Section title={T.bridges}>
      {dialog}
      <form
        className="settings-form settings-form--period"
        onSubmit={(event) => {
          event.preventDefault();
          if (!error)
            void guard({ startDate, endDate }, (cancelAppointments) =>
              create.mutateAsync({ name, startDate, endDate, cancelAppointments }),
            );
        }}
      >
        <TextField label={T.bridgeName} value={name} onChange={setName} maxLength={200} required />
        <DateField label={T.startDate} value={startDate} onChange={setStartDate} required />
        <DateField
          label={T.endDate}
          value={endDate}
          onChange={setEndDate}
          min={startDate || undefined}
          required
          error={shownError}
        />
        <Button type="submit" disabled={error !== null} loading={create.isPending} className="settings-form__add">
          + {T.addBridge}
        </Button>
      </form>
      {items.length === 0 ? (
        <EmptyLine>{T.noBridges}</EmptyLine>
      ) : (
        <ul className="settings-items" aria-label={T.bridges}>
          {items.map((b) => (
            <ItemRow
              key={b.id}
              name={b.name}
              details={periodLabel(b.startDate, b.endDate)}
              enabled={b.enabled}
              busy={update.isPending || remove.isPending}
              onToggle={() => update.mutate({ id: b.id, enabled: !b.enabled })}
              onRemove={() => remove.mutate({ id: b.id })}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function Unblocks({ items }: { items: DayUnblock[] }) {
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const reset = () => {
    setDate('');
    setReason('');
  };
  const create = useMutation(trpc.settings.unblocks.create.mutationOptions(itemCallbacks(reset)));
  const update = useMutation(trpc.settings.unblocks.update.mutationOptions(itemCallbacks()));
  const remove = useMutation(trpc.settings.unblocks.remove.mutationOptions(itemCallbacks()));
  const invalid = unblockError({ date, reason }) !== null;

  return (
    <Section title={T.unblocks} hint={T.unblocksHint}>
      <form
        className="settings-form settings-form--unblock"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) create.mutate({ date, reason });
        }}
      >
        <DateField label={T.unblockDate} value={date} onChange={setDate} required />
        <TextField label={T.unblockReason} value={reason} onChange={setReason} maxLength={200} required />
        <Button type="submit" disabled={invalid} loading={create.isPending} className="settings-form__add">
          + {T.addUnblock}
        </Button>
      </form>
      {items.length === 0 ? (
        <EmptyLine>{T.noUnblocks}</EmptyLine>
      ) : (
        <ul className="settings-items" aria-label={T.unblocks}>
          {items.map((u) => (
            <ItemRow
              key={u.id}
              name={u.reason}
              details={dateLabel(u.date)}
              enabled={u.enabled}
              busy={update.isPending || remove.isPending}
              onToggle={() => update.mutate({ id: u.id, enabled: !u.enabled })}
              onRemove={() => remove.mutate({ id: u.id })}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

export function HolidaysTab({
  settings,
  onChange,
  holidays,
  bridges,
  unblocks,
}: {
  settings: AgendaSettings;
  onChange: Patch;
  holidays: CustomHoliday[];
  bridges: HolidayBridge[];
  unblocks: DayUnblock[];
}) {
  const location = useQuery(trpc.settings.locationHolidays.queryOptions({ year: new Date().getFullYear() })).data;
  return (
    <div className="settings-tab">
      <Section title={T.holidayToggles}>
        <div className="settings-holidays-grid">
          <div className="settings-switches">
            <Switch
              label={T.nationalHolidays}
              hint={T.nationalHint}
              checked={settings.nationalHolidays}
              onChange={(checked) => onChange({ nationalHolidays: checked })}
            />
            <Switch
              label={T.stateHolidays}
              hint={location ? (location.state.trim() ? T.stateHint(location.state) : T.stateMissing) : undefined}
              checked={settings.stateHolidays}
              onChange={(checked) => onChange({ stateHolidays: checked })}
            />
            <Switch
              label={T.cityHolidays}
              hint={location ? (location.city.trim() ? T.cityHint(location.city) : T.cityMissing) : undefined}
              checked={settings.cityHolidays}
              onChange={(checked) => onChange({ cityHolidays: checked })}
            />
          </div>
          <YearHolidays settings={settings} />
        </div>
      </Section>
      <CustomHolidays items={holidays} />
      <Bridges items={bridges} />
      <Unblocks items={unblocks} />
    </div>
  );
}
