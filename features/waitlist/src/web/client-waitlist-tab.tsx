import { addDays, nowInTimeZone } from '@agenda/br';
import { useServices } from '@agenda/services/web';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, CheckboxField, DateField, LoadingText, SelectField, toast } from '@agenda/ui';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PERIODS, PERIOD_LABELS, type Period, WAITLIST_TEXTS as T, WEEKDAY_LABELS } from '../shared/texts.ts';
import { EntryRows } from './entry-rows.tsx';
import { useAddToWaitlist, useWaitlist, useWaitlistOptions } from './hooks.ts';
import './waitlist.css';

const toggle = <V,>(list: readonly V[], value: V, on: boolean) => (on ? [...list, value] : list.filter((x) => x !== value));

/** 'Lista de espera' in the client's page: their entries, and 'Adicionar à lista de espera'. */
export function ClientWaitlistTab({ clientId }: { clientId: string; clientName: string }) {
  const entries = useWaitlist();
  const services = useServices();
  const professionals = useWaitlistOptions();
  const add = useAddToWaitlist();
  const [serviceId, setServiceId] = useState('');
  const [professionalIds, setProfessionalIds] = useState<string[]>([]);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [periods, setPeriods] = useState<Period[]>([]);
  const [until, setUntil] = useState(() => addDays(nowInTimeZone().date, 30));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync({ clientId, serviceId, professionalIds, weekdays, periods, until });
      toast.success(T.addedToast);
      setServiceId('');
    } catch (failure) {
      setError(errorMessage(failure, T.loadFailed));
    }
  };

  const mine = entries.data?.filter((e) => e.clientId === clientId) ?? [];
  return (
    <section className="waitlist-client" aria-label={T.pageTitle}>
      {entries.isPending ? <LoadingText /> : mine.length ? <EntryRows entries={mine} showPatient={false} /> : null}
      <p className="waitlist-hint">
        <Link to="/waitlist" className="ui-button ui-button--secondary ui-button--sm">
          {T.seeList}
        </Link>
      </p>
      <form className="ui-card waitlist-form" onSubmit={(event) => void submit(event)}>
        <h3 className="waitlist-form__title">{T.addTitle}</h3>
        <p className="ui-muted">{T.clientTabIntro}</p>
        <SelectField
          label={T.service}
          value={serviceId}
          onChange={setServiceId}
          placeholder="Selecione..."
          options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          required
        />
        <fieldset className="waitlist-choices">
          <legend>{T.professionals}</legend>
          <p className="ui-muted waitlist-choices__hint">{T.anyProfessional} quando nenhum for marcado.</p>
          {(professionals.data ?? []).map((p) => (
            <CheckboxField
              key={p.id}
              label={p.name}
              checked={professionalIds.includes(p.id)}
              onChange={(on) => setProfessionalIds((list) => toggle(list, p.id, on))}
            />
          ))}
        </fieldset>
        <fieldset className="waitlist-choices">
          <legend>{T.weekdays}</legend>
          {WEEKDAY_LABELS.map((label, day) => (
            <CheckboxField
              key={label}
              label={label}
              checked={weekdays.includes(day)}
              onChange={(on) => setWeekdays((list) => toggle(list, day, on))}
            />
          ))}
        </fieldset>
        <fieldset className="waitlist-choices">
          <legend>{T.periods}</legend>
          {PERIODS.map((period) => (
            <CheckboxField
              key={period}
              label={PERIOD_LABELS[period]}
              checked={periods.includes(period)}
              onChange={(on) => setPeriods((list) => toggle(list, period, on))}
            />
          ))}
        </fieldset>
        <DateField label={T.until} value={until} onChange={setUntil} min={nowInTimeZone().date} required />
        {error ? (
          <p className="waitlist-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" loading={add.isPending} disabled={!serviceId}>
          {T.add}
        </Button>
      </form>
    </section>
  );
}
