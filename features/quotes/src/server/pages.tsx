/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see quote-page.tsx)
import { jsx } from 'hono/jsx';
import { type BaseContext, TRPCError, createCallerFactory, retryAfterOf } from '@agenda/trpc';
import { type PageOutcome, type PageRoute, type RestContext, pageOutcomes, setPublicPageHeaders } from '@agenda/trpc/rest';
import { QUOTE_PAGE_TEXTS as T } from '../shared/page-texts.ts';
import { QUOTES_TEXTS } from '../shared/texts.ts';
import { MessagePage, QUOTE_PAGE_POLICY, QuotePage } from './quote-page.tsx';
import { quotesRouter } from './router.ts';

// `/orcamento/{token}`: the patient's quote page, on the same procedures as the JSON paths (same
// rules, same rate limits). A form posts `action` (approve | reject); the answer is a redirect back
// (303) saying what happened, so a reload repeats nothing.

const callerOf = createCallerFactory(quotesRouter);

const DONE: Record<string, PageOutcome> = {
  approve: { tone: 'ok', text: T.approved },
  reject: { tone: 'ok', text: T.rejected },
};
const WARNINGS: Record<string, string> = {
  identity: QUOTES_TEXTS.identityMismatch,
  signature: QUOTES_TEXTS.invalidSignature,
  changed: QUOTES_TEXTS.documentChanged,
  birth: QUOTES_TEXTS.noBirthDate,
  failed: T.failed,
};
const { outcomeOf, warningKey } = pageOutcomes(DONE, WARNINGS);
const headers = (c: RestContext) => setPublicPageHeaders(c, QUOTE_PAGE_POLICY);

/** 404 (any link that opens nothing), 429 (too many tries or a locked link); anything else goes to the server's handler. */
function refusal(c: RestContext, error: unknown) {
  if (!(error instanceof TRPCError)) throw error;
  if (error.code === 'NOT_FOUND') return c.html(<MessagePage title={T.notFoundTitle} text={T.notFound} />, 404);
  if (error.code === 'TOO_MANY_REQUESTS') {
    c.header('Retry-After', String(retryAfterOf(error) ?? 3600));
    const text = error.message === QUOTES_TEXTS.linkLocked ? error.message : T.tooMany;
    return c.html(<MessagePage title={T.notFoundTitle} text={text} />, 429);
  }
  throw error;
}

const tokenOf = (c: RestContext) => c.req.param('token') ?? '';

async function show(c: RestContext, ctx: BaseContext) {
  headers(c);
  try {
    const view = await callerOf(ctx).publicQuote({ token: tokenOf(c) });
    return c.html(`<!doctype html>${await (<QuotePage view={view} outcome={outcomeOf(c)} />)}`);
  } catch (error) {
    return refusal(c, error);
  }
}

const text = (form: Record<string, unknown>, key: string, max: number) =>
  typeof form[key] === 'string' ? (form[key] as string).slice(0, max) : '';

async function act(c: RestContext, ctx: BaseContext) {
  headers(c);
  const token = tokenOf(c);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const action = text(form, 'action', 20);
  const back = `/orcamento/${encodeURIComponent(token)}`;
  const caller = callerOf(ctx);
  try {
    if (action === 'approve') {
      await caller.publicApprove({
        token,
        alternative: Number(text(form, 'alternative', 2)) || 0,
        fullName: text(form, 'fullName', 200),
        birthDate: text(form, 'birthDate', 10),
        signature: text(form, 'signature', 400_000),
        documentSha256: text(form, 'documentSha256', 64) || null,
        userAgent: c.req.header('user-agent')?.slice(0, 1000) ?? null,
      });
    } else if (action === 'reject') {
      const reason = text(form, 'reason', 40);
      await caller.publicReject({ token, reason: reason as never, note: text(form, 'note', 500) || null });
    } else return c.redirect(back, 303);
    return c.redirect(`${back}?feito=${action}`, 303);
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'CONFLICT' || error.code === 'BAD_REQUEST'))
      return c.redirect(`${back}?aviso=${warningKey(error.message)}`, 303);
    return refusal(c, error);
  }
}

export const quotesPages: PageRoute[] = [
  { method: 'get', path: '/orcamento/:token', handle: show },
  { method: 'post', path: '/orcamento/:token', handle: act },
];
