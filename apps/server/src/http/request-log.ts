import type { Logger } from '@agenda/trpc';
import { redactPath } from '@agenda/trpc';

const BURST_WINDOW_MS = 60_000;
const BURST_SIZE = 20;

/**
 * One line per request (method, redacted path, status, ms, request id, company id) and a warning
 * when one address collects many 4xx answers in a minute (probing, a broken client).
 */
export function requestLogger(log: Logger) {
  const clientErrors = new Map<string, { since: number; count: number }>();
  return (fields: {
    requestId: string;
    method: string;
    path: string;
    status: number;
    ms: number;
    companyId?: string;
    ip: string;
  }) => {
    const { ip, path, ...rest } = fields;
    log.info('request', { ...rest, path: redactPath(path) });
    if (fields.status < 400 || fields.status >= 500) return;
    const now = Date.now();
    let burst = clientErrors.get(ip);
    if (!burst || now - burst.since > BURST_WINDOW_MS) {
      if (clientErrors.size > 10_000) clientErrors.clear();
      burst = { since: now, count: 0 };
      clientErrors.set(ip, burst);
    }
    burst.count += 1;
    if (burst.count % BURST_SIZE === 0)
      (log.warn ?? log.info)('client error burst', { ip, count: burst.count, windowSeconds: BURST_WINDOW_MS / 1000 });
  };
}
