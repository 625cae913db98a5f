/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: see page-layout.tsx.
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import type { FreeSlot } from '@agenda/calendar/server';
import { PAGE_TEXTS as P } from '../shared/texts.ts';
import { Layout } from './page-layout.tsx';
import { type Choice, StepPage, longDate, stepUrl } from './page-steps.tsx';
import type { PageView } from './page-view.service.ts';

export type FieldName = 'fullName' | 'cpf' | 'phone' | 'email' | 'birthDate' | 'consent' | 'slot';
export type FieldErrors = Partial<Record<FieldName, string>>;

interface FieldProps {
  name: FieldName;
  label: string;
  type: string;
  value?: string;
  error?: string;
  required?: boolean;
  autocomplete: string;
  inputmode?: 'numeric' | 'tel' | 'email' | 'text';
}

const Field = (f: FieldProps) => (
  <div>
    <label for={f.name}>{f.label}</label>
    <input
      id={f.name}
      name={f.name}
      type={f.type}
      value={f.value ?? ''}
      required={f.required}
      autocomplete={f.autocomplete}
      inputmode={f.inputmode}
      aria-invalid={f.error ? 'true' : undefined}
      aria-describedby={f.error ? `${f.name}-error` : undefined}
    />
    {f.error ? (
      <p class="error" id={`${f.name}-error`}>
        {f.error}
      </p>
    ) : null}
  </div>
);

export interface DetailsProps {
  view: PageView;
  choice: Choice;
  values: Record<string, string>;
  errors: FieldErrors;
  /** A message above the form (a refusal that is no one field's). */
  notice?: string;
  /** The slot was just taken: the nearest free ones to choose from instead. */
  alternatives?: FreeSlot[];
}

/** The last step: who the patient is, their consent, and the button that books. */
export function DetailsStep({ view, choice, values, errors, notice, alternatives }: DetailsProps) {
  const taken = alternatives !== undefined;
  return (
    <StepPage view={view} choice={taken ? { servico: choice.servico, profissional: choice.profissional } : choice}>
      {notice ? (
        <p class="note" role="alert" data-tone="warn">
          {notice}
        </p>
      ) : null}
      <form class="card" method="post" action={stepUrl(view.slug, {})} novalidate>
        <input type="hidden" name="servico" value={choice.servico ?? ''} />
        <input type="hidden" name="profissional" value={choice.profissional ?? ''} />
        {taken ? (
          <fieldset>
            <legend>{errors.slot ?? P.stepTime}</legend>
            {alternatives.length === 0 ? <p>{P.noSlots}</p> : null}
            {alternatives.map((s, i) => (
              <label key={`${s.date}${s.startTime}`} class="radio" for={`slot-${i}`}>
                <input id={`slot-${i}`} type="radio" name="horario" value={`${s.date}|${s.startTime}`} required />
                {longDate(s.date)} às {s.startTime}
              </label>
            ))}
          </fieldset>
        ) : (
          <div>
            <input type="hidden" name="dia" value={choice.dia ?? ''} />
            <input type="hidden" name="hora" value={choice.hora ?? ''} />
            <h2>
              {choice.dia ? longDate(choice.dia) : ''} às {choice.hora}
            </h2>
          </div>
        )}
        <h2>{P.stepDetails}</h2>
        <Field
          name="fullName"
          label={P.fullName}
          type="text"
          value={values.fullName}
          error={errors.fullName}
          required
          autocomplete="name"
        />
        <Field
          name="cpf"
          label={P.cpf}
          type="text"
          value={values.cpf}
          error={errors.cpf}
          required
          autocomplete="off"
          inputmode="numeric"
        />
        <Field
          name="phone"
          label={P.phone}
          type="tel"
          value={values.phone}
          error={errors.phone}
          required
          autocomplete="tel-national"
        />
        <Field name="email" label={P.email} type="email" value={values.email} error={errors.email} autocomplete="email" />
        <Field
          name="birthDate"
          label={P.birthDate}
          type="date"
          value={values.birthDate}
          error={errors.birthDate}
          autocomplete="bday"
        />
        <div class="hp" aria-hidden="true">
          <label for="website">{P.honeypot}</label>
          <input id="website" name="website" type="text" tabindex={-1} autocomplete="off" value="" />
        </div>
        <details>
          <summary>{P.privacy}</summary>
          <p class="privacy">{view.privacyText}</p>
        </details>
        <label class="check" for="consent">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            value="sim"
            required
            checked={values.consent === 'sim'}
            aria-invalid={errors.consent ? 'true' : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
          />
          <span>{P.consent}</span>
        </label>
        {errors.consent ? (
          <p class="error" id="consent-error">
            {errors.consent}
          </p>
        ) : null}
        <button type="submit">{P.submit}</button>
      </form>
    </StepPage>
  );
}

export interface DoneView {
  clinic: { name: string; address: string; text: string };
  date: string;
  startTime: string;
  endTime: string;
  professional: string;
  service: string;
  status: string;
  patientLink: string;
  icsUrl: string;
}

/** Booked: when, what, with whom, where; the patient's link and the calendar file. */
export function DonePage({ done }: { done: DoneView }) {
  return (
    <Layout title={P.doneTitle} clinic={done.clinic}>
      <h1>{P.doneTitle}</h1>
      <p class="note" role="status">
        {done.status === 'CONFIRMED' ? P.doneConfirmed : P.donePending}
      </p>
      <section class="card" aria-label={P.doneTitle}>
        <dl>
          <dt>{P.when}</dt>
          <dd>
            {longDate(done.date)}
            <small>
              {done.startTime} às {done.endTime}
            </small>
          </dd>
          <dt>{P.what}</dt>
          <dd>{done.service}</dd>
          <dt>{P.who}</dt>
          <dd>{done.professional}</dd>
          <dt>{P.where}</dt>
          <dd>
            {done.clinic.name}
            {done.clinic.address ? <small>{done.clinic.address}</small> : null}
          </dd>
        </dl>
        <a class="button" href={done.patientLink}>
          {P.patientLink}
        </a>
        <p>
          <small>{P.patientLinkHint}</small>
        </p>
        <a class="button secondary" href={done.icsUrl} download="consulta.ics">
          {P.addToCalendar}
        </a>
      </section>
    </Layout>
  );
}
