import { randomUUID } from 'node:crypto';

/** What a proxy's or client's request id may look like to be kept; anything else gets a fresh one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestIdFrom = (header: string | undefined): string =>
  header && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
