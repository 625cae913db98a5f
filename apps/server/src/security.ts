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
    // The API reference page states its own, looser policy (referencePagePolicy); nothing else does.
    if (!c.res.headers.has('Content-Security-Policy')) setAnswerHeader(c, 'Content-Security-Policy', csp);
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    setAnswerHeader(c, 'X-Frame-Options', 'DENY');
    setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    setAnswerHeader(c, 'Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // HSTS by explicit setting (HSTS_MAX_AGE, for a deployment behind a TLS proxy), never from a
    // header the client could send itself.
    if (hstsMaxAge) setAnswerHeader(c, 'Strict-Transport-Security', `max-age=${Math.floor(hstsMaxAge)}; includeSubDomains`);
  };
}

/**
 * The API reference page (/api/docs): Scalar's bundle is served from our origin, but it is started by
 * an inline script (let through by its nonce) and styles itself inline. It shows no patient data and
 * calls only this origin.
 */
export function referencePagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
