import type { Logger } from '@agenda/trpc';

/** JSON lines on stdout. Callers pass only what is safe: never tokens, passwords or health data. */
export function jsonLogger(enabled = true): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (enabled) process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}
