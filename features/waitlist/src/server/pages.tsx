/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: tests and the type checker compile JSX the automatic way (hono/jsx's runtime), the
// server's loader (tsx, no tsconfig at the root) the classic way, calling this `jsx`.
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { type BaseContext, TRPCError, createCallerFactory, retryAfterOf } from '@agenda/trpc';
import { type PageRoute, type RestContext, pageOutcomes, setPublicPageHeaders } from '@agenda/trpc/rest';
import { WAITLIST_TEXTS as T } from '../shared/texts.ts';
import { MessagePage, OFFER_PAGE_POLICY, OfferPage } from './offer-page.tsx';
import { waitlistRouter } from './router.ts';

// `/espera/{token}`: the offer's page, on the same procedures as the JSON paths (same rules, same
// rate limits). Its form posts back; the answer is a redirect to the page (303), which then says
// what became of the offer, so a reload repeats nothing.

const callerOf = createCallerFactory(waitlistRouter);
const { outcomeOf, warningKey } = pageOutcomes(
  {},
  { preenchido: T.slotTaken, expirada: T.offerExpired, encerrada: T.offerClosed, failed: T.failed },
);
const tokenOf = (c: RestContext) => c.req.param('token') ?? '';

/** 404 (a link that opens nothing), 429 (too many tries); anything else goes to the server's handler. */
function refusal(c: RestContext, error: unknown) {
  if (!(error instanceof TRPCError)) throw error;
  if (error.code === 'NOT_FOUND') return c.html(<MessagePage title={T.offerNotFound} text={T.offerNotFound} />, 404);
  if (error.code === 'TOO_MANY_REQUESTS') {
    c.header('Retry-After', String(retryAfterOf(error) ?? 60));
    return c.html(<MessagePage title={T.offerTitle} text={T.tooMany} />, 429);
  }
  throw error;
}

async function show(c: RestContext, ctx: BaseContext) {
  setPublicPageHeaders(c, OFFER_PAGE_POLICY);
  try {
    const { offer } = await callerOf(ctx).offer({ token: tokenOf(c) });
    return c.html(`<!doctype html>${await (<OfferPage offer={offer} outcome={outcomeOf(c)} />)}`);
  } catch (error) {
    return refusal(c, error);
  }
}

async function accept(c: RestContext, ctx: BaseContext) {
  setPublicPageHeaders(c, OFFER_PAGE_POLICY);
  const back = `/espera/${encodeURIComponent(tokenOf(c))}`;
  try {
    await callerOf(ctx).accept({ token: tokenOf(c) });
    return c.redirect(back, 303);
  } catch (error) {
    // Taken, expired or closed: the page says which.
    if (error instanceof TRPCError && error.code === 'CONFLICT')
      return c.redirect(`${back}?aviso=${warningKey(error.message)}`, 303);
    return refusal(c, error);
  }
}

export const waitlistPages: PageRoute[] = [
  { method: 'get', path: '/espera/:token', handle: show },
  { method: 'post', path: '/espera/:token', handle: accept },
];
