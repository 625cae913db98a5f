import { errorMessage } from '@agenda/api-client/trpc';
import {
  Button,
  CheckboxField,
  copyText,
  EmptyState,
  LoadingText,
  NumberField,
  TextAreaField,
  TextField,
  toast,
} from '@agenda/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type BookingSettingsView, MAX_DAYS_AHEAD, MAX_NOTICE_HOURS, slugProblem } from '../shared/settings.ts';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import './booking.css';

type Draft = Omit<BookingSettingsView, 'privacyVersion'>;
const pageUrl = (slug: string) => `${window.location.origin}/agendar/${slug}`;

/** A checklist where nothing ticked in storage means everything is offered (new ones included). */
function Checklist(props: {
  legend: string;
  options: { id: string; name: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const all = props.chosen.length === 0;
  const ticked = (id: string) => all || props.chosen.includes(id);
  const toggle = (id: string, on: boolean) => {
    const now = props.options.filter((o) => (o.id === id ? on : ticked(o.id))).map((o) => o.id);
    props.onChange(now.length === props.options.length ? [] : now);
  };
  return (
    <fieldset className="booking-checklist">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <CheckboxField key={o.id} label={o.name} checked={ticked(o.id)} onChange={(on) => toggle(o.id, on)} />
      ))}
    </fieldset>
  );
}

/** 'Agendamento online' in the agenda's settings: the switch acts at once, the rest on 'Salvar'. */
export function BookingSettingsTab() {
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.booking.settings.queryOptions());
  const choices = useQuery(trpc.booking.settingsChoices.queryOptions());
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (saved.data) setDraft((current) => current ?? saved.data.settings);
  }, [saved.data]);
  const save = useMutation(
    trpc.booking.updateSettings.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.booking.settings.queryKey(), answer);
        setDraft(answer.settings);
        toast.success(T.settingsSaved);
      },
      meta: { handlesError: true },
      onError: (error) => toast.error(errorMessage(error, T.loadFailed)),
    }),
  );

  if (saved.isError) return <EmptyState icon="⚠️" title={errorMessage(saved.error, T.loadFailed)} />;
  if (!draft || !saved.data || !choices.data) return <LoadingText />;
  const stored = saved.data.settings;
  const slugError = draft.slug ? slugProblem(draft.slug) : draft.enabled ? T.slugRequired : null;
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  // Turning the page on or off is saved at once: a clinic that wants it closed wants it now.
  const toggle = (enabled: boolean) => {
    set({ enabled });
    if (!enabled || stored.slug) save.mutate({ ...stored, enabled, slug: stored.slug || draft.slug });
  };
  const copy = async () => {
    if (await copyText(pageUrl(stored.slug))) toast.success('Endereço copiado.');
    else toast.info(pageUrl(stored.slug));
  };

  return (
    <section className="booking-settings" aria-label={T.tab}>
      <CheckboxField
        label="Agendamento online ativo: pacientes agendam sozinhos pela página da clínica"
        checked={draft.enabled}
        onChange={toggle}
        disabled={save.isPending}
      />
      <TextField
        label="Endereço da página"
        value={draft.slug}
        onChange={(slug) => set({ slug: slug.toLowerCase() })}
        hint={`${window.location.origin}/agendar/${draft.slug || '…'}`}
        error={slugError}
        maxLength={60}
      />
      {stored.slug ? (
        <div className="booking-settings__actions">
          <Button variant="secondary" onClick={copy}>
            Copiar
          </Button>
          <a
            className="ui-button ui-button--secondary ui-button--md"
            href={pageUrl(stored.slug)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Abrir página
          </a>
        </div>
      ) : null}
      <Checklist
        legend="Serviços oferecidos"
        options={choices.data.services}
        chosen={draft.serviceIds}
        onChange={(serviceIds) => set({ serviceIds })}
      />
      <Checklist
        legend="Profissionais oferecidos"
        options={choices.data.professionals}
        chosen={draft.professionalIds}
        onChange={(professionalIds) => set({ professionalIds })}
      />
      <div className="booking-settings__row">
        <NumberField
          label="Antecedência mínima"
          value={draft.minNoticeHours}
          min={0}
          max={MAX_NOTICE_HOURS}
          suffix="horas"
          onChange={(minNoticeHours) => set({ minNoticeHours })}
        />
        <NumberField
          label="Agendar até"
          value={draft.maxDaysAhead}
          min={1}
          max={MAX_DAYS_AHEAD}
          suffix="dias à frente"
          onChange={(maxDaysAhead) => set({ maxDaysAhead })}
        />
      </div>
      <CheckboxField
        label="Confirmar automaticamente (sem isso, a consulta fica pendente até a clínica confirmar)"
        checked={draft.autoConfirm}
        onChange={(autoConfirm) => set({ autoConfirm })}
      />
      <TextAreaField label="Texto da página" value={draft.text} maxLength={2000} onChange={(text) => set({ text })} />
      <TextAreaField
        label="Política de privacidade (o paciente aceita ao agendar)"
        value={draft.privacyText}
        maxLength={10000}
        rows={5}
        onChange={(privacyText) => set({ privacyText })}
      />
      <div className="booking-settings__actions">
        <Button onClick={() => save.mutate(draft)} disabled={Boolean(slugError) || save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar'}
        </Button>
      </div>
    </section>
  );
}
