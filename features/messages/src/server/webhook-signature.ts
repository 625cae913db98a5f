import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` (`X-Hub-Signature-256: sha256=<hex>`) is the HMAC-SHA256 of the raw body with the
 * app secret, compared in constant time. No secret configured: nothing is genuine.
 */
export function genuineSignature(secret: string | null, rawBody: string, header: string | undefined): boolean {
  if (!secret || !header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
