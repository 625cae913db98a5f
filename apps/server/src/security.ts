import type { MiddlewareHandler } from 'hono';

/**
 * Security headers for every answer. Scripts only from our origin (no inline script); styles may
 * be inline because the toast library injects its stylesheet at run time. `connect` adds the
 * identity provider's origins.
 */
export function securityHeaders(connect: string[]): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const tls = c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:';
    if (tls) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
