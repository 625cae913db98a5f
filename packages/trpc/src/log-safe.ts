import { pgConstraint, pgErrorCode } from '@agenda/db';

/**
 * What of a failure may be logged. Database errors quote the statement with its values (a patient's
 * name, notes, CPF), so only the error's kind, code, constraint and the first line of a non-database
 * message are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = pgErrorCode(cause);
  const name = cause instanceof Error ? cause.name : typeof cause;
  if (code) return { error: name, pgCode: code, constraint: pgConstraint(cause) };
  const message = cause instanceof Error ? (cause.message.split('\n')[0] ?? '').slice(0, 200) : undefined;
  return { error: name, message };
}

/** Long digit runs (CPF, CEP, phone) stay out of logged paths: `/api/clients/search/{cpf}`. */
export const redactPath = (path: string) => path.replace(/\d{8,}/g, '***');
