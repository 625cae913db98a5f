/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: tests and the type checker compile JSX the automatic way (hono/jsx's runtime), the
// server's loader (tsx, no tsconfig at the root) the classic way, calling this `jsx`.
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { type BaseContext, TRPCError, createCallerFactory, retryAfterOf } from '@agenda/trpc';
import { type PageRoute, type RestContext, setPublicPageHeaders } from '@agenda/trpc/rest';
import { MAX_UPLOAD_BYTES } from '../shared/schemas.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { documentsRouter } from './router.ts';
import { MessagePage, VERIFY_PAGE_POLICY, VerifyPage } from './verify-page.tsx';

// `/d/{token}`: the public check, on the same procedures as the JSON paths (same rate limits). A
// posted file is compared and the page answers with the outcome; the file is not kept.

const callerOf = createCallerFactory(documentsRouter);

const headers = (c: RestContext) => setPublicPageHeaders(c, VERIFY_PAGE_POLICY);

function refusal(c: RestContext, error: unknown) {
  if (!(error instanceof TRPCError)) throw error;
  if (error.code === 'NOT_FOUND') return c.html(<MessagePage title={T.notFoundTitle} text={T.notFound} />, 404);
  if (error.code === 'TOO_MANY_REQUESTS') {
    c.header('Retry-After', String(retryAfterOf(error) ?? 60));
    return c.html(<MessagePage title={T.verifyTitle} text={T.tooMany} />, 429);
  }
  throw error;
}

async function render(c: RestContext, ctx: BaseContext, file: Uint8Array<ArrayBuffer> | null) {
  headers(c);
  const token = c.req.param('token') ?? '';
  try {
    const caller = callerOf(ctx);
    const { document } = await caller.check({ token });
    const matches = file ? (await caller.verify({ token, file })).matches : null;
    return c.html(`<!doctype html>${await (<VerifyPage view={document} matches={matches} />)}`);
  } catch (error) {
    return refusal(c, error);
  }
}

async function upload(c: RestContext, ctx: BaseContext) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file =
    form.file instanceof File && form.file.size <= MAX_UPLOAD_BYTES
      ? new Uint8Array(await form.file.arrayBuffer())
      : new Uint8Array();
  return render(c, ctx, file);
}

export const documentsPages: readonly PageRoute[] = [
  { method: 'get', path: '/d/:token', handle: (c, ctx) => render(c, ctx, null) },
  { method: 'post', path: '/d/:token', handle: upload },
];
