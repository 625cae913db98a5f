import { MESSAGES } from '@agenda/trpc';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * No request body over 1 MB is read, signed in or not: 413 with the pt-BR message, in the shape
 * the caller expects (tRPC's error envelope under /trpc, `{ error }` elsewhere).
 */
export const limitBody = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.req.path.startsWith('/trpc')
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
        : c.json({ error: MESSAGES.payloadTooLarge }, 413),
  });
