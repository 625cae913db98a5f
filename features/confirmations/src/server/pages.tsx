/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: tests and the type checker compile JSX the automatic way (hono/jsx's runtime), the
// server's loader (tsx, no tsconfig at the root) the classic way, calling this `jsx`.
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { PATIENT_ANSWER_TEXTS } from '@agenda/calendar/server';
import { type BaseContext, TRPCError, createCallerFactory, retryAfterOf } from '@agenda/trpc';
import { type PageOutcome, type PageRoute, type RestContext, pageOutcomes, setPublicPageHeaders } from '@agenda/trpc/rest';
import { PATIENT_PAGE_TEXTS as T } from '../shared/texts.ts';
import { MessagePage, PATIENT_PAGE_POLICY, PatientPage } from './patient-page.tsx';
import { ReschedulePage } from './reschedule-page.tsx';
import { confirmationsRouter } from './router.ts';

// `/p/{token}`: the patient's page, on the same procedures as the JSON paths (same rules, same rate
// limits). A form posts `action` (confirm | cancel | reschedule) and an optional `reason`; the answer
// is a redirect back (303) saying what happened, so a reload repeats nothing.

const callerOf = createCallerFactory(confirmationsRouter);

const DONE: Record<string, PageOutcome> = {
  remarcado: { tone: 'ok', text: T.rescheduled },
  confirm: { tone: 'ok', text: T.confirmed },
  cancel: { tone: 'ok', text: T.cancelled },
  reschedule: { tone: 'ok', text: T.rescheduleRequested },
};
const WARNINGS: Record<string, string> = {
  cancelled: PATIENT_ANSWER_TEXTS.cancelled,
  completed: PATIENT_ANSWER_TEXTS.completed,
  started: PATIENT_ANSWER_TEXTS.started,
  failed: T.failed,
  ocupado: T.slotTaken,
};
const { outcomeOf, warningKey } = pageOutcomes(DONE, WARNINGS);
const headers = (c: RestContext) => setPublicPageHeaders(c, PATIENT_PAGE_POLICY);

/** 404 (any link that opens nothing), 429 (too many tries); anything else goes to the server's handler. */
function refusal(c: RestContext, error: unknown) {
  if (!(error instanceof TRPCError)) throw error;
  if (error.code === 'NOT_FOUND') return c.html(<MessagePage title={T.notFoundTitle} text={T.notFound} />, 404);
  if (error.code === 'TOO_MANY_REQUESTS') {
    c.header('Retry-After', String(retryAfterOf(error) ?? 60));
    return c.html(<MessagePage title={T.notFoundTitle} text={T.tooMany} />, 429);
  }
  throw error;
}

const tokenOf = (c: RestContext) => c.req.param('token') ?? '';

async function show(c: RestContext, ctx: BaseContext) {
  headers(c);
  try {
    const token = tokenOf(c);
    const { appointment } = await callerOf(ctx).appointment({ token });
    const open = appointment.status === 'PENDING' || appointment.status === 'CONFIRMED';
    const rescheduleHref = open ? `/p/${encodeURIComponent(token)}/remarcar` : undefined;
    return c.html(
      `<!doctype html>${await (<PatientPage view={appointment} outcome={outcomeOf(c)} rescheduleHref={rescheduleHref} />)}`,
    );
  } catch (error) {
    return refusal(c, error);
  }
}

async function act(c: RestContext, ctx: BaseContext) {
  headers(c);
  const token = tokenOf(c);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const action = String(form.action ?? '');
  const reason = typeof form.reason === 'string' ? form.reason.slice(0, 500) : null;
  const back = `/p/${encodeURIComponent(token)}`;
  const caller = callerOf(ctx);
  try {
    if (action === 'confirm') await caller.confirm({ token });
    else if (action === 'cancel') await caller.cancel({ token, reason });
    else if (action === 'reschedule') await caller.requestReschedule({ token, reason });
    else return c.redirect(back, 303);
    return c.redirect(`${back}?feito=${action}`, 303);
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'CONFLICT' || error.code === 'BAD_REQUEST'))
      return c.redirect(`${back}?aviso=${warningKey(error.message)}`, 303);
    return refusal(c, error);
  }
}

/** 'Remarcar': the free slots, by day (decision 054). */
async function showSlots(c: RestContext, ctx: BaseContext) {
  headers(c);
  const token = tokenOf(c);
  try {
    const answer = await callerOf(ctx).slots({ token });
    const back = `/p/${encodeURIComponent(token)}`;
    const warning = c.req.query('aviso') === 'ocupado' ? T.slotTaken : null;
    const outcome: PageOutcome | null = !answer.movable
      ? { tone: 'warn', text: T.tooLate(answer.rescheduleUntilHours) }
      : warning
        ? { tone: 'warn', text: warning }
        : null;
    return c.html(
      `<!doctype html>${await (<ReschedulePage view={answer.appointment} slots={answer.slots} back={back} outcome={outcome} movable={answer.movable} />)}`,
    );
  } catch (error) {
    return refusal(c, error);
  }
}

/** The chosen slot: on success, the new link's page (the old link signed the old slot). */
async function moveTo(c: RestContext, ctx: BaseContext) {
  headers(c);
  const token = tokenOf(c);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const here = `/p/${encodeURIComponent(token)}/remarcar`;
  try {
    const moved = await callerOf(ctx).reschedule({
      token,
      date: String(form.date ?? '').slice(0, 10),
      startTime: String(form.startTime ?? '').slice(0, 5),
    });
    return c.redirect(`/p/${encodeURIComponent(moved.token)}?feito=remarcado`, 303);
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'CONFLICT' || error.code === 'BAD_REQUEST'))
      return c.redirect(`${here}?aviso=ocupado`, 303);
    return refusal(c, error);
  }
}

export const confirmationsPages: PageRoute[] = [
  { method: 'get', path: '/p/:token', handle: show },
  { method: 'post', path: '/p/:token', handle: act },
  { method: 'get', path: '/p/:token/remarcar', handle: showSlots },
  { method: 'post', path: '/p/:token/remarcar', handle: moveTo },
];
