import { CSV_BOM } from '@agenda/br/csv';
import type { AnyRouter } from '@trpc/server';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES, badRequest, describeError } from './errors.ts';
import { type ProcedureMeta, createCallerFactory, refuseUnlessAllowed } from './init.ts';
import { loggableError, redactPath } from './log-safe.ts';
import { retryAfterOf } from './rate-limit.ts';
import type { QueryParam, RestApp, RestContext, RestRoute, RestRoutes } from './rest.ts';

const BOM_BYTES = Buffer.from(CSV_BOM);

/**
 * A CSV answer's file: the BOM as bytes, then the text encoded once. A server's text comes without
 * the BOM (`csvText`), which leaves a large file's string one byte per character; one built with it
 * (`toCsv`, the access trail shared with the browser) has it taken off first, so no file gets two.
 */
function csvBytes(text: string): Uint8Array<ArrayBuffer> {
  const body = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  return Buffer.concat([BOM_BYTES, Buffer.from(body)]) as Uint8Array<ArrayBuffer>;
}

/** The request body as a JSON object; a missing body is `{}`, anything else but an object a 400. */
async function jsonObject(c: RestContext): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw badRequest(MESSAGES.badJson);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(MESSAGES.badJson);
  return body as Record<string, unknown>;
}

function queryValue(raw: string | undefined, kind: QueryParam): unknown {
  if (kind === 'text') return raw ?? '';
  if (kind === 'optional' || raw) return kind === 'integer' && /^\d{1,4}$/.test(raw ?? '') ? Number(raw) : raw;
  return kind === 'nullable' ? null : undefined;
}

async function inputOf(route: RestRoute, c: RestContext): Promise<Record<string, unknown>> {
  if (route.read) return route.read(c);
  const input: Record<string, unknown> = route.body ? await jsonObject(c) : {};
  for (const [name, kind] of Object.entries(route.query ?? {})) input[name] = queryValue(c.req.query(name), kind);
  for (const [field, header] of Object.entries(route.headers ?? {})) input[field] = c.req.header(header) || undefined;
  return Object.assign(input, c.req.param());
}

const wantsCsv = (c: RestContext) =>
  c.req.query('format') === 'csv' || (c.req.header('accept') ?? '').toLowerCase().includes('text/csv');

/** `c.json`, with the text also left on the context: compression need not read the body back. */
function jsonAnswer(c: RestContext, answer: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(answer);
  c.set('jsonText', text);
  return c.body(text, status, { 'content-type': 'application/json' });
}

type Call = (input: unknown) => Promise<Record<string, unknown>>;
interface Feature {
  router: AnyRouter;
  rest?: RestRoutes;
}

/**
 * Mounts every feature's routes over its router's caller, so validation and rules are the tRPC
 * twin's: the context a tRPC call would get (a recalled session for a hot read), the declared
 * input, the answer as JSON (or a download), and any failure as the documented `{ error }` with
 * its status (and Retry-After); a 5xx is logged.
 */
export function mountRest(app: RestApp, features: readonly Feature[]): void {
  for (const { router, rest } of features) {
    const callerOf = createCallerFactory(router);
    for (const route of rest?.routes ?? []) {
      const procedure = (name: string) => router._def.procedures[name] as { _def: { inputs: unknown[]; meta?: ProcedureMeta } };
      const recallSession = procedure(route.procedure)._def.meta?.hotRead === true;
      app.on(route.method.toUpperCase(), route.path, async (c) => {
        try {
          const ctx = await c.get('context')({ recallSession });
          if (!route.public) await refuseUnlessAllowed(ctx, procedure(route.procedure)._def.meta);
          const input = await inputOf(route, c);
          const csv = route.csv === true ? route.procedure : route.csv && wantsCsv(c) ? route.csv : null;
          const name = csv ?? route.procedure;
          const call = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], callerOf(ctx)) as Call;
          const answer = await call(procedure(name)._def.inputs.length ? input : undefined);
          const filename =
            route.filename?.replace(/\{(\w+)\}/g, (_, param: string) => c.req.param(param) ?? '') ?? (csv && answer.filename);
          if (route.binary) {
            c.header('content-disposition', `inline; filename="${String(answer.filename ?? 'arquivo')}"`);
            c.header('cache-control', 'private, no-store');
            return c.body(answer.bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': route.binary });
          }
          if (filename) c.header('content-disposition', `attachment; filename="${filename}"`);
          if (csv) return c.body(csvBytes(String(answer.csv)), 200, { 'content-type': 'text/csv; charset=utf-8' });
          if (route.text) return c.body(String(answer.text), 200, { 'content-type': `${route.text}; charset=utf-8` });
          return jsonAnswer(c, answer, typeof route.status === 'function' ? route.status(input) : (route.status ?? 200));
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
      });
    }
  }
}
