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
  // The stack's frames only: its first line repeats the message, which may quote values.
  const stack = cause instanceof Error ? cause.stack?.split('\n').slice(1, 12).join('\n') : undefined;
  if (code) return { error: name, pgCode: code, constraint: pgConstraint(cause), stack };
  const message = cause instanceof Error ? (cause.message.split('\n')[0] ?? '').slice(0, 200) : undefined;
  return { error: name, message, stack };
}

const REDACTIONS: [RegExp, string][] = [
  // Bearer tokens and JWTs (three base64url parts), and long opaque secrets.
  [/\beyJ[\w-]+\.[\w-]+(\.[\w-]*)?/g, '[token]'],
  [/(bearer\s+)[\w.~+/=-]+/gi, '$1[token]'],
  // E-mail addresses, raw or percent-encoded.
  [/[\w.+%-]+(@|%40)[\w-]+(\.[\w-]+)+/gi, '[email]'],
  // CPFs in any format (000.000.000-00, 000000000-00, 000 000 000 00, percent-encoded dots) and
  // any other long digit run (CEP, phone).
  [/\d{3}(?:[.\s-]|%2E|%20){0,3}\d{3}(?:[.\s-]|%2E|%20){0,3}\d{3}(?:[.\s/-]|%2D|%20){0,3}\d{2}/gi, '***'],
  [/\d{8,}/g, '***'],
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function redactSegment(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REDACTIONS) out = out.replace(pattern, replacement);
  return out;
}

/**
 * Personal data out of any logged text: CPFs in any format, e-mails, tokens, long digit runs. UUIDs
 * (request ids, row ids) are no personal data and stay whole, so a log line can still be followed.
 */
export function redact(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(UUID)) {
    out += redactSegment(text.slice(last, match.index)) + match[0];
    last = (match.index ?? 0) + match[0].length;
  }
  return out + redactSegment(text.slice(last));
}

/** A path as it may be logged: `/api/clients/search/{cpf}` keeps no CPF. */
export const redactPath = (path: string) => redact(path);
