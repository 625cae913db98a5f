import type { Context as HonoContext, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { BaseContext, ContextOptions } from './context.ts';
import { MESSAGES, badRequest, describeError } from './errors.ts';
import { loggableError, redactPath } from './log-safe.ts';
import { retryAfterOf } from './rate-limit.ts';

export interface RestEnv {
  Variables: {
    requestId: string;
    /** Builds (once: the first call's options hold) the same context a tRPC call would get. */
    context: (options?: ContextOptions) => Promise<BaseContext>;
  };
}

export type RestApp = Hono<RestEnv>;
export type RestContext = HonoContext<RestEnv>;

/**
 * Wraps a REST shim: builds the request's context, runs the shim (which calls the feature's router
 * caller, so validation and rules are the tRPC twin's) and turns any failure into the documented
 * `{ error }` answer with the matching status. `hotRead`: the shim calls only hot reads, so the
 * session may be recalled and checked inside the read (see tenantReadProcedure).
 */
export function rest<T>(
  run: (ctx: BaseContext, c: RestContext) => Promise<T>,
  options: { status?: ContentfulStatusCode; hotRead?: boolean } = {},
) {
  const contextOptions = { recallSession: options.hotRead === true };
  return async (c: RestContext) => {
    try {
      const ctx = await c.get('context')(contextOptions);
      const body = await run(ctx, c);
      // A handler that answers other than JSON (a CSV download) returns its Response.
      if (body instanceof Response) return body;
      return c.json(body as object, options.status ?? 200);
    } catch (error) {
      const { status, message } = describeError(error);
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
      if (status >= 500) {
        const ctx = await c
          .get('context')()
          .catch(() => null);
        ctx?.log.error('rest handler failed', {
          requestId: c.get('requestId'),
          path: redactPath(c.req.path),
          ...loggableError(error),
        });
      }
      return c.json({ error: message }, status as ContentfulStatusCode);
    }
  };
}

/** The request body as JSON; a missing or broken body is a 400, not a 500. */
export async function jsonBody(c: RestContext): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(MESSAGES.badJson);
  }
}

/** Merges a JSON object body with extra fields (path params), rejecting non-object bodies. */
export async function jsonObject(c: RestContext, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MESSAGES.badJson);
  return { ...(body as Record<string, unknown>), ...extra };
}
export { createCallerFactory } from './init.ts';
