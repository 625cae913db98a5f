import {
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  isDatabaseUnavailable,
  pgErrorCode,
} from '@agenda/db';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { FORBIDDEN_MESSAGE } from '@agenda/access';

export const MESSAGES = {
  forbidden: FORBIDDEN_MESSAGE,
  unauthorized: 'Sessão expirada ou inválida. Faça login novamente.',
  badRequest: 'Dados inválidos',
  badJson: 'Corpo da requisição inválido',
  notFound: 'Registro não encontrado',
  conflict: 'Conflito com um registro existente',
  internal: 'Erro interno do servidor',
  busy: 'Outra alteração estava em andamento. Tente novamente.',
  invalidValue: 'Dados inválidos: um dos valores não é aceito',
  methodNotAllowed: 'Método não permitido',
  unsupportedMediaType: 'Tipo de conteúdo não suportado: envie application/json',
  batchTooLarge: 'Chamadas demais em um só lote',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  payloadTooLarge: 'Corpo da requisição grande demais (máximo de 1 MB)',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;

/** Seconds a client is told to wait (`Retry-After`) while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER = 5;

/** PostgreSQL codes a client's input or a concurrent request can cause: never a 500. */
const PG_DEADLOCK = '40P01';
const PG_SERIALIZATION = '40001';
const PG_CHECK_VIOLATION = '23514';
const PG_NOT_NULL_VIOLATION = '23502';
export const isRetryableConflict = (error: unknown) => {
  const code = pgErrorCode(error);
  return code === PG_DEADLOCK || code === PG_SERIALIZATION;
};

/**
 * tRPC's own refusals (bad method, content type, batch, path) carry English messages; a client
 * sees the pt-BR one for its code instead.
 */
const TRPC_OWN_MESSAGE =
  /^(Invalid connection params|Not JSON-parsable|Batch call exceeds|"input" needs|Cannot mix procedure|Only POST|Unsupported content-type|Missing content-type|Invalid URL-encoding|Batching is not enabled|No procedure found|No "(query|mutation)"-procedure|Unsupported \w+-request|Cannot batch|Cannot use stream|Missing experimental|Invalid input|Unexpected end of JSON|Unexpected token|Expected)/;
const OWN_MESSAGE_BY_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  BAD_REQUEST: MESSAGES.badRequest,
  PARSE_ERROR: MESSAGES.badJson,
  NOT_FOUND: 'Recurso não encontrado',
  METHOD_NOT_SUPPORTED: MESSAGES.methodNotAllowed,
  UNSUPPORTED_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
};

const STATUS_BY_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  TIMEOUT: 408,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};

export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const notFound = (message: string = MESSAGES.notFound) => new TRPCError({ code: 'NOT_FOUND', message });
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
export const unauthorized = () => new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
export const forbidden = () => new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });

interface IssueLike {
  message: string;
}

function firstIssueMessage(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const issues = (current as { issues?: unknown }).issues;
    if (Array.isArray(issues) && issues.length > 0) return (issues[0] as IssueLike).message;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The one mapping from anything thrown to what a client sees: tRPC code, HTTP status and a pt-BR
 * message. Validation issues carry the schema's own message; database conflicts become 409;
 * anything unexpected is a 500 with a generic message (the details go to the log only).
 */
export function describeError(error: unknown): { code: TRPC_ERROR_CODE_KEY; status: number; message: string } {
  const issue = firstIssueMessage(error);
  if (error instanceof TRPCError) {
    if (error.code === 'BAD_REQUEST' && issue) return { code: 'BAD_REQUEST', status: 400, message: issue };
    if (error.code === 'INTERNAL_SERVER_ERROR') return fromCause(error.cause ?? error);
    const status = STATUS_BY_CODE[error.code] ?? 500;
    if (error.message.startsWith('Batch call exceeds')) return { code: error.code, status, message: MESSAGES.batchTooLarge };
    if (TRPC_OWN_MESSAGE.test(error.message))
      return { code: error.code, status, message: OWN_MESSAGE_BY_CODE[error.code] ?? MESSAGES.badRequest };
    // Only an unexpected failure hides its message; a known outage (503) says what is down.
    return { code: error.code, status, message: status === 500 ? MESSAGES.internal : error.message };
  }
  if (issue) return { code: 'BAD_REQUEST', status: 400, message: issue };
  return fromCause(error);
}

function fromCause(cause: unknown): { code: TRPC_ERROR_CODE_KEY; status: number; message: string } {
  if (cause instanceof TRPCError && cause.code !== 'INTERNAL_SERVER_ERROR') return describeError(cause);
  // The database stopped, restarting or out of connections: worth retrying, not a bug (503).
  if (isDatabaseUnavailable(cause)) return { code: 'SERVICE_UNAVAILABLE', status: 503, message: MESSAGES.unavailable };
  const pg = pgErrorCode(cause);
  if (pg === PG_UNIQUE_VIOLATION || pg === PG_EXCLUSION_VIOLATION)
    return { code: 'CONFLICT', status: 409, message: MESSAGES.conflict };
  if (pg === PG_DEADLOCK || pg === PG_SERIALIZATION || pg === PG_FOREIGN_KEY_VIOLATION)
    return { code: 'CONFLICT', status: 409, message: MESSAGES.busy };
  // Check and not-null violations, and data exceptions (class 22: a NUL byte, a value out of
  // range, an impossible date): the input was wrong, whatever path let it through.
  if (pg === PG_CHECK_VIOLATION || pg === PG_NOT_NULL_VIOLATION || pg?.startsWith('22'))
    return { code: 'BAD_REQUEST', status: 400, message: MESSAGES.invalidValue };
  return { code: 'INTERNAL_SERVER_ERROR', status: 500, message: MESSAGES.internal };
}
