import { randomBytes } from 'node:crypto';

// The public check's address, /d/{token}: base64url(company id ‖ 12 random bytes), 38 characters.
// The company part lets the public page open the clinic's rows (row-level security needs it); the
// 96 random bits make the address impossible to guess. The token is stored, so nothing is derived.

const UUID_BYTES = 16;
const RANDOM_BYTES = 12;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{38}$/;

export function newDocumentToken(companyId: string): string {
  return Buffer.concat([Buffer.from(companyId.replace(/-/g, ''), 'hex'), randomBytes(RANDOM_BYTES)]).toString('base64url');
}

/** The clinic a token names, or null when it is not shaped like one. */
export function companyOfToken(token: string): string | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== UUID_BYTES + RANDOM_BYTES) return null;
  const hex = bytes.subarray(0, UUID_BYTES).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
