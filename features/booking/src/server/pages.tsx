/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: see page-layout.tsx.
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { createHash } from 'node:crypto';
import type { FreeSlot } from '@agenda/calendar/server';
import { linkedAppointment } from '@agenda/confirmations/server';
import { type BaseContext, TRPCError, createCallerFactory, retryAfterOf } from '@agenda/trpc';
import type { PageRoute, RestContext } from '@agenda/trpc/rest';
import * as v from 'valibot';
import { bookingEntries } from '../shared/public-schemas.ts';
import { BOOKING_TEXTS as T, PAGE_TEXTS as P } from '../shared/texts.ts';
import { appointmentIcs } from './ics.ts';
import { DetailsStep, DonePage, type FieldErrors, type FieldName } from './page-forms.tsx';
import { BOOKING_PAGE_POLICY, MessagePage } from './page-layout.tsx';
import { type Choice, DAYS_SHOWN, DayStep, ProfessionalStep, ServiceStep, StepPage, TimeStep, stepUrl } from './page-steps.tsx';
import { bookingRouter } from './router.ts';

// `/agendar/{slug}`: the clinic's booking page, on the same procedures as the JSON paths (same rules,
// same rate limits). Each step is a GET address; the details form posts back here and, once booked,
// is redirected (303) to the done page, so a reload books nothing twice.

const callerOf = createCallerFactory(bookingRouter);
/** Alternatives offered when the chosen slot was just taken. */
const NEAREST = 6;

function headers(c: RestContext) {
  c.header('Content-Security-Policy', BOOKING_PAGE_POLICY);
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
}

const html = async (c: RestContext, page: unknown, status: 200 | 400 | 409 = 200) =>
  c.html(`<!doctype html>${await page}`, status);

/** 404 (unknown or switched-off page, a link that opens nothing), 429; anything else goes to the server's handler. */
function refusal(c: RestContext, error: unknown) {
  if (!(error instanceof TRPCError)) throw error;
  if (error.code === 'NOT_FOUND')
    return c.html(`<!doctype html>${<MessagePage title={P.notFoundTitle} text={P.notFound} />}`, 404);
  if (error.code === 'TOO_MANY_REQUESTS') {
    c.header('Retry-After', String(retryAfterOf(error) ?? 60));
    return c.html(`<!doctype html>${<MessagePage title={P.title} text={P.tooMany} />}`, 429);
  }
  throw error;
}

const slugOf = (c: RestContext) => (c.req.param('slug') ?? '').slice(0, 60);
const pick = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
const anyOne = (id: string | undefined) => (id && id !== 'qualquer' ? id : null);

async function show(c: RestContext, ctx: BaseContext) {
  headers(c);
  const slug = slugOf(c);
  const q = (name: string) => c.req.query(name)?.slice(0, 60) || undefined;
  const choice: Choice = { servico: q('servico'), profissional: q('profissional'), de: q('de'), dia: q('dia'), hora: q('hora') };
  const wantsDays = choice.servico && choice.profissional && !choice.hora;
  try {
    const view = await callerOf(ctx).pageView({
      slug,
      serviceId: choice.servico ?? null,
      professionalId: anyOne(choice.profissional),
      from: choice.dia ?? choice.de ?? null,
      days: wantsDays ? (choice.dia ? 1 : DAYS_SHOWN) : 0,
    });
    const service = view.services.find((s) => s.id === choice.servico);
    let step: unknown;
    if (!service) step = <ServiceStep view={view} />;
    else if (!choice.profissional) step = <ProfessionalStep view={view} choice={choice} />;
    else if (!choice.dia) {
      const from = choice.de && choice.de > view.today ? choice.de : view.today;
      step = <DayStep view={view} choice={choice} from={from} />;
    } else if (!choice.hora) step = <TimeStep view={view} choice={choice} />;
    else return html(c, <DetailsStep view={view} choice={choice} values={{}} errors={{}} />);
    return html(
      c,
      <StepPage view={view} choice={choice}>
        {step}
      </StepPage>,
    );
  } catch (error) {
    return refusal(c, error);
  }
}

const FIELDS: readonly FieldName[] = ['fullName', 'cpf', 'phone', 'email', 'birthDate', 'consent'];

/** Every field's first problem, as the form shows them beside the fields. */
function fieldErrors(input: Record<string, unknown>): { errors: FieldErrors; slot: string | null } {
  const result = v.safeParse(v.object(bookingEntries), input, { abortEarly: false });
  const errors: FieldErrors = {};
  let slot: string | null = null;
  if (result.success) return { errors, slot };
  for (const issue of result.issues) {
    const key = String((issue.path?.[0] as { key?: unknown } | undefined)?.key ?? '');
    if ((FIELDS as readonly string[]).includes(key)) errors[key as FieldName] ??= issue.message;
    else slot ??= issue.message;
  }
  return { errors, slot };
}

/** The free slots nearest the one just taken (same service and professional choice), in order. */
function nearest(slots: readonly FreeSlot[], date: string, time: string): FreeSlot[] {
  const at = Date.parse(`${date}T${time}:00Z`);
  const distance = (s: FreeSlot) => Math.abs(Date.parse(`${s.date}T${s.startTime}:00Z`) - at);
  return [...slots]
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, NEAREST)
    .sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`));
}

async function book(c: RestContext, ctx: BaseContext) {
  headers(c);
  const slug = slugOf(c);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const [chosenDay, chosenTime] = pick(form.horario).split('|');
  const choice: Choice = {
    servico: pick(form.servico) || undefined,
    profissional: pick(form.profissional) || undefined,
    dia: chosenDay || pick(form.dia) || undefined,
    hora: chosenTime || pick(form.hora) || undefined,
  };
  const values = {
    fullName: pick(form.fullName),
    cpf: pick(form.cpf),
    phone: pick(form.phone),
    email: pick(form.email),
    birthDate: pick(form.birthDate),
    consent: pick(form.consent),
  };
  const input = {
    slug,
    serviceId: choice.servico ?? '',
    professionalId: choice.profissional ?? null,
    date: choice.dia ?? '',
    startTime: choice.hora ?? '',
    ...values,
    consent: values.consent === 'sim',
    website: pick(form.website),
  };
  const caller = callerOf(ctx);
  const again = async (status: 400 | 409, errors: FieldErrors, notice?: string) => {
    const view = await caller.pageView({ slug, serviceId: choice.servico ?? null, professionalId: null, from: null, days: 0 });
    return html(c, <DetailsStep view={view} choice={choice} values={values} errors={errors} notice={notice} />, status);
  };
  try {
    const { errors, slot } = fieldErrors(input);
    if (slot) return c.redirect(stepUrl(slug, { servico: choice.servico, profissional: choice.profissional }), 303);
    if (Object.keys(errors).length > 0) return await again(400, errors);
    try {
      const booked = await caller.book(input);
      const token = booked.patientLink.slice(booked.patientLink.lastIndexOf('/') + 1);
      return c.redirect(`${stepUrl(slug, {})}/pronto?t=${encodeURIComponent(token)}`, 303);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      if (error.code === 'CONFLICT' && error.message === T.slotUnavailable) {
        const view = await caller.pageView({
          slug,
          serviceId: choice.servico ?? null,
          professionalId: anyOne(choice.profissional),
          from: null,
          days: 31,
        });
        const alternatives = nearest(view.slots ?? [], input.date, input.startTime);
        return html(
          c,
          <DetailsStep view={view} choice={choice} values={values} errors={{ slot: T.slotTaken }} alternatives={alternatives} />,
          409,
        );
      }
      if (error.code === 'CONFLICT' || error.code === 'BAD_REQUEST')
        return await again(error.code === 'CONFLICT' ? 409 : 400, {}, error.message);
      throw error;
    }
  } catch (error) {
    return refusal(c, error);
  }
}

/** The booked appointment a patient link's token opens, with its clinic's page (both must still open). */
async function booked(c: RestContext, ctx: BaseContext) {
  const slug = slugOf(c);
  const token = (c.req.query('t') ?? '').slice(0, 200);
  const { appointment } = await linkedAppointment(ctx, token);
  const view = await callerOf(ctx).pageView({ slug, serviceId: null, professionalId: null, from: null, days: 0 });
  const patientLink = `${ctx.services.confirmations.publicUrl ?? ctx.origin}/p/${token}`;
  return { appointment, view, token, patientLink };
}

async function done(c: RestContext, ctx: BaseContext) {
  headers(c);
  try {
    const { appointment: a, view, token, patientLink } = await booked(c, ctx);
    const icsUrl = `${stepUrl(view.slug, {})}/consulta.ics?t=${encodeURIComponent(token)}`;
    return html(c, <DonePage done={{ ...a, clinic: view.clinic, patientLink, icsUrl }} />);
  } catch (error) {
    return refusal(c, error);
  }
}

async function ics(c: RestContext, ctx: BaseContext) {
  headers(c);
  try {
    const { appointment: a, view, token, patientLink } = await booked(c, ctx);
    const text = appointmentIcs({
      id: createHash('sha256').update(token).digest('hex').slice(0, 32),
      clinicName: a.clinicName,
      clinicAddress: a.clinicAddress,
      timeZone: view.timeZone,
      date: a.date,
      startTime: a.startTime,
      endTime: a.endTime,
      service: a.service,
      professional: a.professional,
      patientLink,
    });
    return c.body(text, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="consulta.ics"',
    });
  } catch (error) {
    return refusal(c, error);
  }
}

export const bookingPages: PageRoute[] = [
  { method: 'get', path: '/agendar/:slug', handle: show },
  { method: 'post', path: '/agendar/:slug', handle: book },
  { method: 'get', path: '/agendar/:slug/pronto', handle: done },
  { method: 'get', path: '/agendar/:slug/consulta.ics', handle: ics },
];
