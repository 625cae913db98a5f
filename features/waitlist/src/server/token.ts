import { randomBytes } from 'node:crypto';

// An offer's link token: the clinic's id (so a public request knows whose transaction to open, as
// the patient link's token does) followed by 192 random bits, which alone make it unguessable. The
// offer is found by the whole token inside that clinic; nothing in it is trusted on its own.

const COMPANY_CHARS = 22; // 16 bytes in base64url
const TOKEN = /^[A-Za-z0-9_-]{54}$/;

export function newOfferToken(companyId: string): string {
  const company = Buffer.from(companyId.replace(/-/g, ''), 'hex').toString('base64url');
  return `${company}${randomBytes(24).toString('base64url')}`;
}

/** The clinic a token names, or null for anything that is not one of ours in shape. */
export function companyOfToken(token: string): string | null {
  if (!TOKEN.test(token)) return null;
  const hex = Buffer.from(token.slice(0, COMPANY_CHARS), 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
