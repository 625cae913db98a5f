import { createHmac, timingSafeEqual } from 'node:crypto';

// A patient's link is signed, not stored: base64url(company id ‖ appointment id ‖ MAC), the MAC an
// HMAC-SHA256 (cut to 16 bytes) over both ids and the slot the link was made for. The same slot
// always gives the same link, so a list can show it on every read without writing anything; moving
// the appointment (date, start or professional) makes every link sent before stop working.

const UUID_BYTES = 16;
const MAC_BYTES = 16;
const TOKEN_BYTES = UUID_BYTES * 2 + MAC_BYTES;
/** 48 bytes in base64url: 64 characters, no padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{64}$/;

/** The key of patient links: derived from the server's session secret under its own label. */
export function patientLinkKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('agenda:patient-link:v1').digest();
}

export interface LinkSubject {
  companyId: string;
  appointmentId: string;
  date: string;
  startTime: string;
  professionalId: string;
}

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

function macOf(key: Buffer, s: LinkSubject): Buffer {
  const signed = [s.companyId, s.appointmentId, s.date, s.startTime, s.professionalId].join('|');
  return createHmac('sha256', key).update(signed).digest().subarray(0, MAC_BYTES);
}

export function signPatientToken(key: Buffer, subject: LinkSubject): string {
  return Buffer.concat([uuidBytes(subject.companyId), uuidBytes(subject.appointmentId), macOf(key, subject)]).toString(
    'base64url',
  );
}

/** The ids a token names, before any check: null when it is not even shaped like one. */
export function readPatientToken(token: string): { companyId: string; appointmentId: string; mac: Buffer } | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES) return null;
  return {
    companyId: uuidOf(bytes.subarray(0, UUID_BYTES)),
    appointmentId: uuidOf(bytes.subarray(UUID_BYTES, UUID_BYTES * 2)),
    mac: bytes.subarray(UUID_BYTES * 2),
  };
}

/** Whether the token's MAC is the one of this slot (in constant time). */
export function tokenSigns(key: Buffer, mac: Buffer, subject: LinkSubject): boolean {
  return timingSafeEqual(mac, macOf(key, subject));
}
