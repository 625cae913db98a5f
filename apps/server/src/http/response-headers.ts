import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler already made. Hono's `c.header()` at that point rebuilds the
 * Response around its body on every call, which takes @hono/node-server off its fast path (the
 * body becomes a stream it must pump); the answer's own headers object is mutable and cheap to set.
 * Headers of a Response that forbids changes (`Response.error()`) go through Hono's way.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
