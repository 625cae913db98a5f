import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '@agenda/trpc';

export const MAX_BODY_BYTES = 1024 * 1024;

/** No request body over 1 MB is read, signed in or not: 413 with the pt-BR message. */
export const limitBody = () =>
  bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: MESSAGES.payloadTooLarge }, 413) });
