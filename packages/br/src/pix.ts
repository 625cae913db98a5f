// The static PIX BR Code ('copia e cola') and its QR image. Server-side: pix-utils and qrcode are
// not for the browser bundle, which receives the string and the SVG ready. Only pix-utils' offline
// functions are used (never `fetchPayload`, which goes online for dynamic codes).
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import QRCode from 'qrcode';

export const PIX_LIMITS = { beneficiary: 25, city: 15, txid: 25, description: 72 } as const;

export interface StaticPixInput {
  /** The clinic's key as the directory stores it (see `normalizePixKey`). */
  key: string;
  beneficiary: string;
  city: string;
  /** What to pay, in centavos (0: the payer types the amount). */
  amountCents: number;
  /** Identifies what is paid; cut to 25 letters and digits ('***' when empty). */
  txid: string;
  description?: string;
}

/** BR Code text: no accents, only the characters every bank's app reads; names in capitals. */
export function pixText(value: string, max: number, capitals = true): string {
  const text = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-/@&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (capitals ? text.toUpperCase() : text).slice(0, max).trim();
}

/** A txid from what it pays: letters and digits only, at most 25 ('***' when nothing is left). */
export function pixTxid(value: string): string {
  const txid = value
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, PIX_LIMITS.txid);
  return txid || '***';
}

/** A txid naming one thing paid: a short prefix of its kind and as much of its id as fits. */
export function pixTxidFor(prefix: string, id: string): string {
  return pixTxid(`${prefix}${id.replace(/-/g, '')}`);
}

/**
 * The 'copia e cola' of a static PIX for an amount. Name and city lose their accents and are cut to
 * 25 and 15 characters; the description is cut so the merchant account (field 26) stays within 99.
 */
export function staticPixBrCode(input: StaticPixInput): string {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 0) throw new Error('amountCents must be whole centavos');
  const beneficiary = pixText(input.beneficiary, PIX_LIMITS.beneficiary);
  const city = pixText(input.city, PIX_LIMITS.city);
  if (!beneficiary || !city) throw new Error('beneficiary and city are required');
  // Field 26 = 0014br.gov.bcb.pix (18) + 01LL key + 02LL description ≤ 99 characters.
  const room = 99 - 18 - (4 + input.key.length) - 4;
  const description = input.description ? pixText(input.description, Math.min(room, PIX_LIMITS.description), false) : '';
  const pix = createStaticPix({
    merchantName: beneficiary,
    merchantCity: city,
    pixKey: input.key,
    transactionAmount: input.amountCents / 100,
    txid: pixTxid(input.txid),
    ...(description ? { infoAdicional: description } : {}),
  });
  if (hasError(pix)) throw new Error(`BR Code not built: ${pix.message}`);
  return pix.toBRCode();
}

/** The fields a BR Code carries, or null when it is not a valid static PIX (bad structure or CRC). */
export function readStaticPix(brCode: string) {
  const pix = parsePix(brCode);
  if (hasError(pix) || pix.type !== 'STATIC') return null;
  return {
    key: pix.pixKey,
    beneficiary: pix.merchantName,
    city: pix.merchantCity,
    amountCents: Math.round((pix.transactionAmount ?? 0) * 100),
    txid: pix.txid ?? '***',
    description: pix.infoAdicional ?? null,
  };
}

/**
 * CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over the bytes, as four
 * upper-case hex digits: the checksum a BR Code ends with, computed over everything up to '6304'.
 */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether the BR Code ends with '6304' and the CRC of everything before it (this check done by hand). */
export function hasValidPixCrc(brCode: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/s.exec(brCode);
  return match !== null && crc16CcittFalse(match[1] as string) === match[2];
}

/** How many QR images `pixQrSvg` keeps (≈ 3.5 KB each): many clinics' open installments. */
export const PIX_QR_CACHE_SIZE = 1000;

/**
 * `draw` remembering its last `size` answers by BR Code, least recently used dropped first: drawing a
 * QR costs 2–4 ms of CPU, the same code always gives the same image, and the patient's page and the
 * carnê draw the same codes at every view. A drawing that fails is not kept.
 */
export function rememberingQrs(size: number, draw: (brCode: string) => Promise<string>) {
  const drawn = new Map<string, Promise<string>>();
  const qrOf = (brCode: string): Promise<string> => {
    const known = drawn.get(brCode);
    if (known) {
      drawn.delete(brCode);
      drawn.set(brCode, known);
      return known;
    }
    const svg = draw(brCode);
    drawn.set(brCode, svg);
    svg.catch(() => drawn.get(brCode) === svg && drawn.delete(brCode));
    if (drawn.size > size) drawn.delete(drawn.keys().next().value as string);
    return svg;
  };
  return Object.assign(qrOf, { size: () => drawn.size });
}

/** The QR image of a BR Code as an SVG document (margin of 4 modules, error correction M). */
export const pixQrSvg: (brCode: string) => Promise<string> = rememberingQrs(PIX_QR_CACHE_SIZE, (brCode) =>
  QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }),
);
