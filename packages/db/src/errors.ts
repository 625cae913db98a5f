/** PostgreSQL error codes the services translate into domain answers. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown; previous?: unknown }).previous ?? (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const c = (current as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    current = (current as { previous?: unknown }).previous ?? (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Socket failures on the way to the database (refused while it is down, reset when it stops …). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** Shutting down, crashed, starting up, no connection slot left. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/**
 * What node-postgres and knex say without a code when the server went away or no connection came.
 * 'Transaction query already complete' is knex's answer to the next statement of a transaction whose
 * connection was just cut (its backend killed or restarted): the transaction is gone, not wrong.
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Timeout acquiring a connection|Connection ended unexpectedly|Transaction query already complete/i;

/**
 * Whether the error says the database could not be reached or went away (stopped, restarting,
 * out of connections), rather than that a statement failed: the request may succeed if retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, name, errors } = current as { code?: unknown; message?: unknown; name?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (name === 'KnexTimeoutError' || (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message))) return true;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { previous?: unknown }).previous ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
