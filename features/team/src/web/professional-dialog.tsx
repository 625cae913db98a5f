import { useCompanyConfig } from '@agenda/auth/web';
import { useServices } from '@agenda/services/web';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, CheckboxField, LoadingText, Modal, TextField, TimeField, toast } from '@agenda/ui';
import { type CSSProperties, type FormEvent, useId, useState } from 'react';
import {
  MAX_NAME_LENGTH,
  MAX_REGISTRATION_LENGTH,
  MAX_SPECIALTY_LENGTH,
  PROFESSIONAL_COLORS,
  type ProfessionalColor,
  type ProfessionalData,
} from '../shared/professional.ts';
import { COLOR_NAMES, PROFESSIONAL_TEXTS as T, WEEKDAY_NAMES } from '../shared/professional-texts.ts';
import type { ClinicHours } from '../shared/working-hours.ts';
import { type DayHours, type ProfessionalFormValues, formFrom, hoursSummary, inputFrom } from './form-values.ts';
import { useProfessionalMutations } from './hooks.ts';

interface ProfessionalDialogProps {
  /** The professional edited, or null for a new one. */
  editing: ProfessionalData | null;
  /** The colour a new professional starts with (the first one no one wears). */
  nextColor: ProfessionalColor;
  onClose: () => void;
}

/** 'Novo profissional' / 'Editar profissional': name, council registration, specialty, colour, hours, services. */
export function ProfessionalDialog({ editing, nextColor, onClose }: ProfessionalDialogProps) {
  const company = useCompanyConfig().data?.company;
  return (
    <Modal open title={editing ? T.editTitle : T.newTitle} onClose={onClose} size="lg" className="team-dialog">
      {company ? (
        <ProfessionalForm editing={editing} nextColor={nextColor} clinic={company} onClose={onClose} />
      ) : (
        <LoadingText />
      )}
    </Modal>
  );
}

/**
 * 'Meus horários': a professional's own hours, the one thing of their profile they change (the owner
 * sets the rest on the Equipe page).
 */
export function OwnHoursForm({ professional }: { professional: ProfessionalData }) {
  const company = useCompanyConfig().data?.company;
  if (!company) return <LoadingText />;
  return (
    <ProfessionalForm editing={professional} nextColor={PROFESSIONAL_COLORS[0]} clinic={company} onClose={() => {}} hoursOnly />
  );
}

function ProfessionalForm({
  editing,
  nextColor,
  clinic,
  onClose,
  hoursOnly = false,
}: ProfessionalDialogProps & { clinic: ClinicHours; hoursOnly?: boolean }) {
  const [values, setValues] = useState<ProfessionalFormValues>(() => formFrom(editing, clinic, nextColor));
  const [refusal, setRefusal] = useState<string | null>(null);
  const { create, update } = useProfessionalMutations();
  const saving = create.isPending || update.isPending;
  const set = <K extends keyof ProfessionalFormValues>(key: K, value: ProfessionalFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setDay = (weekday: number, change: Partial<DayHours>) =>
    setValues((current) => {
      const day = current.days[weekday] ?? { on: false, start: clinic.openingTime, end: clinic.closingTime };
      return { ...current, days: { ...current.days, [weekday]: { ...day, ...change } } };
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    try {
      const input = inputFrom(values);
      if (editing && hoursOnly) await update.mutateAsync({ id: editing.id, workingHours: input.workingHours });
      else if (editing) await update.mutateAsync({ id: editing.id, ...input });
      else await create.mutateAsync(input);
      toast.success(editing ? T.updated : T.created);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, T.saveFailed));
    }
  }

  return (
    <form className="team-form" onSubmit={submit} noValidate>
      {!hoursOnly && (
        <>
          <TextField
            label={T.name}
            value={values.name}
            onChange={(name) => set('name', name)}
            placeholder={T.namePlaceholder}
            maxLength={MAX_NAME_LENGTH}
            required
          />
          <div className="ui-grid-2">
            <TextField
              label={T.registration}
              value={values.registration}
              onChange={(registration) => set('registration', registration)}
              placeholder={T.registrationPlaceholder}
              maxLength={MAX_REGISTRATION_LENGTH}
            />
            <TextField
              label={T.specialty}
              value={values.specialty}
              onChange={(specialty) => set('specialty', specialty)}
              placeholder={T.specialtyPlaceholder}
              maxLength={MAX_SPECIALTY_LENGTH}
            />
          </div>
          <ColorPicker value={values.color} onChange={(color) => set('color', color)} />
        </>
      )}
      <fieldset className="ui-fieldset team-form__group">
        <legend className="ui-label ui-fieldset__legend">{T.hours}</legend>
        <CheckboxField
          label={T.clinicHours}
          checked={values.followsClinicHours}
          onChange={(follows) => set('followsClinicHours', follows)}
          hint={T.clinicHoursNote(hoursSummary(clinicDays(clinic)))}
        />
        {!values.followsClinicHours && (
          <div className="team-days">
            <div className="team-day team-day--head" aria-hidden="true">
              <span />
              <span>{T.from}</span>
              <span>{T.to}</span>
            </div>
            {Object.entries(values.days).map(([weekday, day]) => (
              <DayRow key={weekday} weekday={Number(weekday)} day={day} clinic={clinic} onChange={setDay} />
            ))}
          </div>
        )}
      </fieldset>
      {!hoursOnly && (
        <ServicesPicker
          all={values.allServices}
          selected={values.serviceIds}
          onAll={(all) => set('allServices', all)}
          onSelected={(ids) => set('serviceIds', ids)}
        />
      )}
      {refusal && (
        <p className="team-form__refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="ui-actions">
        {!hoursOnly && (
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {T.cancel}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saving ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}

const clinicDays = (clinic: ClinicHours) =>
  [...clinic.businessDays].sort().map((weekday) => ({ weekday, start: clinic.openingTime, end: clinic.closingTime }));

/** One day: whether they attend, and from when to when (the column heads name the fields; each has its full label too). */
function DayRow(props: {
  weekday: number;
  day: DayHours;
  clinic: ClinicHours;
  onChange: (weekday: number, change: Partial<DayHours>) => void;
}) {
  const { weekday, day, clinic, onChange } = props;
  const name = WEEKDAY_NAMES[weekday] ?? '';
  const time = (which: 'start' | 'end', label: string) => (
    <TimeField
      label={<span className="team-visually-hidden">{`${label} (${name})`}</span>}
      value={day[which]}
      onChange={(value) => onChange(weekday, { [which]: value })}
      min={clinic.openingTime}
      max={clinic.closingTime}
      step={30 * 60}
      className="team-day__time"
    />
  );
  return (
    <div className="team-day">
      <CheckboxField label={name} checked={day.on} onChange={(on) => onChange(weekday, { on })} />
      {day.on ? (
        <>
          {time('start', T.from)}
          {time('end', T.to)}
        </>
      ) : (
        <span className="team-day__off">{T.dayOff}</span>
      )}
    </div>
  );
}

function ColorPicker({ value, onChange }: { value: ProfessionalColor; onChange: (color: ProfessionalColor) => void }) {
  const name = useId();
  return (
    <fieldset className="ui-fieldset team-form__group">
      <legend className="ui-label ui-fieldset__legend">{T.color}</legend>
      <div className="team-colors">
        {PROFESSIONAL_COLORS.map((color) => (
          <label key={color} className="team-color" title={COLOR_NAMES[color]}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="team-color__input"
            />
            <span className="team-color__swatch" style={{ '--team-color': color } as CSSProperties} aria-hidden="true" />
            <span className="team-visually-hidden">{COLOR_NAMES[color]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ServicesPicker(props: {
  all: boolean;
  selected: readonly string[];
  onAll: (all: boolean) => void;
  onSelected: (ids: string[]) => void;
}) {
  const { all, selected, onAll, onSelected } = props;
  const services = useServices().data ?? [];
  const toggle = (id: string, on: boolean) =>
    onSelected(on ? [...selected, id] : selected.filter((serviceId) => serviceId !== id));
  return (
    <fieldset className="ui-fieldset team-form__group">
      <legend className="ui-label ui-fieldset__legend">{T.services}</legend>
      <CheckboxField label={T.allServices} checked={all} onChange={onAll} hint={T.allServicesNote} />
      {!all &&
        (services.length === 0 ? (
          <p className="team-muted">{T.noCatalogue}</p>
        ) : (
          <div className="team-services">
            {services.map((service) => (
              <CheckboxField
                key={service.id}
                label={service.name}
                checked={selected.includes(service.id)}
                onChange={(on) => toggle(service.id, on)}
              />
            ))}
          </div>
        ))}
    </fieldset>
  );
}
