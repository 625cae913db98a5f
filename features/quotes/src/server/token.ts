import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A quote's link, shaped like the confirmation link: base64url(company id ‖ quote id ‖ MAC), the MAC
// an HMAC-SHA256 (cut to 16 bytes) over both ids and the quote's random link nonce. The nonce is drawn
// on the first send and kept, so sending again hands out the same link; drawing a new one revokes it.

const UUID_BYTES = 16;
const MAC_BYTES = 16;
const TOKEN_BYTES = UUID_BYTES * 2 + MAC_BYTES;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{64}$/;

export interface QuotesDeps {
  /** `PUBLIC_URL`: where patients reach the app (else the request's own origin). */
  publicUrl: string | null;
  linkKey: Buffer;
}

declare module '@agenda/trpc' {
  interface FeatureServices {
    quotes: QuotesDeps;
  }
}

/** The key of quote links: derived from the server's session secret under its own label. */
export const quoteServices = (sessionSecret: string, publicUrl: string | null): QuotesDeps => ({
  publicUrl,
  linkKey: createHmac('sha256', sessionSecret).update('agenda:quote-link:v1').digest(),
});

export const newLinkNonce = () => randomBytes(16).toString('hex');

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const macOf = (key: Buffer, companyId: string, quoteId: string, nonce: string) =>
  createHmac('sha256', key).update(`${companyId}|${quoteId}|${nonce}`).digest().subarray(0, MAC_BYTES);

export function signQuoteToken(key: Buffer, companyId: string, quoteId: string, nonce: string): string {
  return Buffer.concat([uuidBytes(companyId), uuidBytes(quoteId), macOf(key, companyId, quoteId, nonce)]).toString('base64url');
}

/** The ids a token names, before any check: null when it is not even shaped like one. */
export function readQuoteToken(token: string): { companyId: string; quoteId: string; mac: Buffer } | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES) return null;
  return {
    companyId: uuidOf(bytes.subarray(0, UUID_BYTES)),
    quoteId: uuidOf(bytes.subarray(UUID_BYTES, UUID_BYTES * 2)),
    mac: bytes.subarray(UUID_BYTES * 2),
  };
}

/** Whether the token's MAC is the one of this quote's nonce (in constant time). */
export const tokenSigns = (key: Buffer, mac: Buffer, companyId: string, quoteId: string, nonce: string) =>
  timingSafeEqual(mac, macOf(key, companyId, quoteId, nonce));
