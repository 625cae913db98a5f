import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './http/response-headers.ts';

// The toast library injects its stylesheet (an empty <style>, then its rules) at run time; its
// rules are also bundled in our CSS, and these hashes let exactly those two elements through.
const TOAST_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
].join(' ');

/**
 * Security headers for every answer. Scripts only from our origin (no inline script); no inline
 * styles but the toast library's two. `connect` adds the identity provider's origins.
 */
export function securityHeaders(connect: string[], hstsMaxAge: number | null = null): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${TOAST_STYLE_HASHES}`,
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
    setAnswerHeader(c, 'Content-Security-Policy', csp);
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    setAnswerHeader(c, 'X-Frame-Options', 'DENY');
    setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    setAnswerHeader(c, 'Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // HSTS by explicit setting (HSTS_MAX_AGE, for a deployment behind a TLS proxy), never from a
    // header the client could send itself.
    if (hstsMaxAge) setAnswerHeader(c, 'Strict-Transport-Security', `max-age=${Math.floor(hstsMaxAge)}; includeSubDomains`);
  };
}
