import { type LargeBody, MESSAGES } from '@agenda/trpc';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * No request body over 1 MB is read, signed in or not: 413 with the pt-BR message, in the shape
 * the caller expects (tRPC's error envelope under /trpc, `{ error }` elsewhere). The paths a
 * feature declares as taking a file (`largeBodies`) have their own limit and message.
 */
export const limitBody = (largeBodies: readonly LargeBody[] = []): MiddlewareHandler => {
  const larger = new Map(
    largeBodies.map((b) => [b.path, bodyLimit({ maxSize: b.maxBytes, onError: (c) => c.json({ error: b.message }, 413) })]),
  );
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The answer goes out before the body was read (often before it was even sent): the rest of
      // the body still on its way would be read as the next request, so the connection ends here.
      c.header('Connection', 'close');
      return c.req.path.startsWith('/trpc')
        ? c.json(
            {
              error: {
                message: MESSAGES.payloadTooLarge,
                code: -32013,
                data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
              },
            },
            413,
          )
        : c.json({ error: MESSAGES.payloadTooLarge }, 413);
    },
  });
  // No handler reads the body of a GET or HEAD, so there is nothing to limit; asking whether one has
  // a body would build a full fetch Request for every read (the hot path).
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (larger.get(c.req.path) ?? limit)(c, next);
  };
};
