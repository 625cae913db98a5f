/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: see page-layout.tsx.
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { addDays, formatBRL, formatDatePtBR, weekdayOf } from '@agenda/br';
import { PAGE_TEXTS as P } from '../shared/texts.ts';
import { Layout } from './page-layout.tsx';
import type { PageView } from './page-view.service.ts';

// The steps of the booking page, each a GET address so that Back and a reload work: service →
// professional → day → time → the patient's details.

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const WEEKDAYS_LONG = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
/** Days shown at once in the day step. */
export const DAYS_SHOWN = 14;

export interface Choice {
  servico?: string;
  profissional?: string;
  de?: string;
  dia?: string;
  hora?: string;
}

export function stepUrl(slug: string, choice: Choice): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(choice)) if (value) params.set(key, value);
  const query = params.toString();
  return `/agendar/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`;
}

export const longDate = (date: string) => `${WEEKDAYS_LONG[weekdayOf(date)]}, ${formatDatePtBR(date)}`;
const dayMonth = (date: string) => formatDatePtBR(date).slice(0, 5);

/** What was chosen so far, each with a way back to change it. */
function Summary({ view, choice }: { view: PageView; choice: Choice }) {
  const service = view.services.find((s) => s.id === choice.servico);
  const professional = view.professionals.find((p) => p.id === choice.profissional);
  if (!service) return null;
  return (
    <ul class="summary" aria-label="Suas escolhas">
      <li>
        <b>{service.name}</b> · <a href={stepUrl(view.slug, {})}>{P.change}</a>
      </li>
      {choice.profissional ? (
        <li>
          <b>{professional?.name ?? P.anyProfessional}</b> ·{' '}
          <a href={stepUrl(view.slug, { servico: choice.servico })}>{P.change}</a>
        </li>
      ) : null}
      {choice.dia ? (
        <li>
          <b>{longDate(choice.dia)}</b> ·{' '}
          <a href={stepUrl(view.slug, { servico: choice.servico, profissional: choice.profissional })}>{P.change}</a>
        </li>
      ) : null}
    </ul>
  );
}

export function ServiceStep({ view }: { view: PageView }) {
  return (
    <section class="card" aria-labelledby="step">
      <h2 id="step">{P.stepService}</h2>
      <ul class="choices">
        {view.services.map((s) => (
          <li key={s.id}>
            <a class="choice" href={stepUrl(view.slug, { servico: s.id })}>
              <b>{s.name}</b>
              <small>
                {s.duration} min{s.priceCents > 0 ? ` · ${formatBRL(s.priceCents)}` : ''}
              </small>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProfessionalStep({ view, choice }: { view: PageView; choice: Choice }) {
  const able = view.professionals.filter((p) => p.serviceIds.includes(choice.servico ?? ''));
  return (
    <section class="card" aria-labelledby="step">
      <h2 id="step">{P.stepProfessional}</h2>
      <ul class="choices">
        {able.length > 1 ? (
          <li>
            <a class="choice" href={stepUrl(view.slug, { ...choice, profissional: 'qualquer' })}>
              <b>{P.anyProfessional}</b>
              <small>{P.anyProfessionalHint}</small>
            </a>
          </li>
        ) : null}
        {able.map((p) => (
          <li key={p.id}>
            <a class="choice" href={stepUrl(view.slug, { ...choice, profissional: p.id })}>
              <b>{p.name}</b>
              {p.specialty ? <small>{p.specialty}</small> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The next days, each with how many free times it has; days without any are shown but not links. */
export function DayStep({ view, choice, from }: { view: PageView; choice: Choice; from: string }) {
  const counts = new Map<string, number>();
  for (const s of view.slots ?? []) counts.set(s.date, (counts.get(s.date) ?? 0) + 1);
  const days: string[] = [];
  for (let d = from; days.length < DAYS_SHOWN && d <= view.lastDay; d = addDays(d, 1)) days.push(d);
  const next = addDays(from, DAYS_SHOWN);
  const previous = addDays(from, -DAYS_SHOWN);
  const base = { servico: choice.servico, profissional: choice.profissional };
  return (
    <section class="card" aria-labelledby="step">
      <h2 id="step">{P.stepDay}</h2>
      {counts.size === 0 ? <p class="note">{P.noSlots}</p> : null}
      <ul class="choices days">
        {days.map((d) => {
          const n = counts.get(d) ?? 0;
          const label = [
            <b key="day">
              {WEEKDAYS[weekdayOf(d)]} {dayMonth(d)}
            </b>,
            <span key="count" class="count">
              {n > 0 ? P.free(n) : P.none}
            </span>,
          ];
          return (
            <li key={d}>
              {n > 0 ? (
                <a class="choice day" href={stepUrl(view.slug, { ...base, dia: d })}>
                  {label}
                </a>
              ) : (
                <span class="choice day" data-empty="true">
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <nav class="pager" aria-label="Outras datas">
        {from > view.today ? (
          <a href={stepUrl(view.slug, { ...base, de: previous < view.today ? view.today : previous })}>← {P.earlierDates}</a>
        ) : (
          <span />
        )}
        {next <= view.lastDay ? <a href={stepUrl(view.slug, { ...base, de: next })}>{P.moreDates} →</a> : null}
      </nav>
    </section>
  );
}

export function TimeStep({ view, choice }: { view: PageView; choice: Choice }) {
  const times = (view.slots ?? []).filter((s) => s.date === choice.dia);
  return (
    <section class="card" aria-labelledby="step">
      <h2 id="step">{P.stepTime}</h2>
      {times.length === 0 ? <p class="note">{P.noSlots}</p> : null}
      <ul class="choices times">
        {times.map((s) => (
          <li key={s.startTime}>
            <a class="choice time" href={stepUrl(view.slug, { ...choice, hora: s.startTime })}>
              {s.startTime}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One page of the steps: the clinic, what was chosen, and the step at hand. */
export function StepPage({ view, choice, children }: { view: PageView; choice: Choice; children: unknown }) {
  return (
    <Layout title={P.title} clinic={view.clinic} intro={!choice.servico}>
      <h1>{P.title}</h1>
      <Summary view={view} choice={choice} />
      {children}
    </Layout>
  );
}
