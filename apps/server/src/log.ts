import { type Logger, redact } from '@agenda/trpc';

/**
 * JSON lines on stdout, at `info` and above. Callers pass only what is safe (never bodies, tokens
 * or health data), and every line is redacted once more as written: CPFs in any format, e-mails,
 * tokens and long digit runs never reach the log, whichever field they hid in.
 */
export function jsonLogger(enabled = true): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (enabled)
      process.stdout.write(`${redact(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }))}\n`);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
