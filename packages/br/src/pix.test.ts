import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import {
  crc16CcittFalse,
  hasValidPixCrc,
  pixQrSvg,
  pixText,
  rememberingQrs,
  pixTxid,
  pixTxidFor,
  readStaticPix,
  staticPixBrCode,
} from './pix';

/** A code with its CRC recomputed (by this file's own CRC, checked below against published codes). */
const withCrc = (code: string) => {
  const body = code.slice(0, -4);
  return body + crc16CcittFalse(body);
};

// pix-utils' README (2.8.2, under node_modules/pix-utils/README.md).
const README_STATIC =
  '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069';
const README_PARSE =
  '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***6304059A';
// The example of the Banco Central's BR Code manual (random key, no amount).
const BCB_MANUAL =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('CRC16-CCITT-FALSE', () => {
  it('gives the published checksums of the README, the library tests and the Banco Central manual', () => {
    expect(hasValidPixCrc(README_STATIC)).toBe(true);
    expect(hasValidPixCrc(README_PARSE)).toBe(true);
    expect(hasValidPixCrc(BCB_MANUAL)).toBe(true);
    // The standard check value of CRC-16/CCITT-FALSE.
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('fails a code with one byte changed, anywhere, or a changed checksum', () => {
    for (const at of [0, 20, 60, BCB_MANUAL.length - 20]) {
      const changed = BCB_MANUAL.slice(0, at) + (BCB_MANUAL[at] === '1' ? '2' : '1') + BCB_MANUAL.slice(at + 1);
      expect(hasValidPixCrc(changed)).toBe(false);
    }
    expect(hasValidPixCrc(`${BCB_MANUAL.slice(0, -4)}1D3E`)).toBe(false);
    expect(readStaticPix(BCB_MANUAL.replace('BRASILIA', 'BRASILIO'))).toBeNull();
    expect(
      readStaticPix(
        BCB_MANUAL.replace('BRASILIA', 'BRASILIO').slice(0, -4) +
          crc16CcittFalse(BCB_MANUAL.replace('BRASILIA', 'BRASILIO').slice(0, -4)),
      ),
    ).not.toBeNull();
  });
});

describe('the documented vectors', () => {
  it("builds the README's static example byte for byte (2.8 writes name and city in capitals)", () => {
    const code = staticPixBrCode({
      key: 'nubank@thalesog.com',
      beneficiary: 'Thales Ogliari',
      city: 'Sao Paulo',
      amountCents: 100,
      txid: '',
      description: 'Gerado por Pix-Utils',
    });
    const expected = withCrc(README_STATIC.replace('5914Thales Ogliari6009Sao Paulo', '5914THALES OGLIARI6009SAO PAULO'));
    expect(code).toBe(expected);
    expect(code.slice(0, -4)).toBe(
      README_STATIC.slice(0, -4).replace('Thales Ogliari', 'THALES OGLIARI').replace('Sao Paulo', 'SAO PAULO'),
    );
  });

  it("reads the README's parse example as it documents it", () => {
    expect(readStaticPix(README_PARSE)).toEqual({
      key: 'nubank@thalesog.com',
      beneficiary: 'Thales Ogliari',
      city: 'SAO MIGUEL DO O',
      amountCents: 100,
      txid: '***',
      description: 'Gerado por Pix-Utils',
    });
  });

  it("reads the Banco Central manual's example and builds it back byte for byte", () => {
    const read = readStaticPix(BCB_MANUAL);
    expect(read).toEqual({
      key: '123e4567-e12b-12d1-a456-426655440000',
      beneficiary: 'Fulano de Tal',
      city: 'BRASILIA',
      amountCents: 0,
      txid: '***',
      description: null,
    });
    const rebuilt = staticPixBrCode({
      key: read!.key,
      beneficiary: 'FULANO DE TAL',
      city: read!.city,
      amountCents: 0,
      txid: '***',
    });
    expect(rebuilt).toBe(withCrc(BCB_MANUAL.replace('Fulano de Tal', 'FULANO DE TAL')));
  });
});

describe('staticPixBrCode', () => {
  const clinic = {
    key: '+5511987654321',
    beneficiary: 'Clínica Sorriso Ção',
    city: 'São João',
    amountCents: 15050,
    txid: 'R1234',
  };

  it('writes names without accents, the amount in reais with two decimals and a valid CRC', () => {
    const code = staticPixBrCode(clinic);
    expect(code).toContain('5919CLINICA SORRISO CAO');
    expect(code).toContain('6008SAO JOAO');
    expect(code).toContain('5406150.50');
    expect(code).toContain('62090505R1234');
    expect(code).toMatch(/^[\x20-\x7e]+$/);
    expect(hasValidPixCrc(code)).toBe(true);
  });

  it('cuts the beneficiary to 25 characters, the city to 15 and the txid to 25 letters and digits', () => {
    const code = staticPixBrCode({
      ...clinic,
      beneficiary: 'Clínica Odontológica Sorriso de São João',
      city: 'São João da Boa Vista',
      txid: 'PARC-0001/2026 öçã 1234567890ABCDEFGH',
    });
    const read = readStaticPix(code)!;
    expect(read.beneficiary).toBe('CLINICA ODONTOLOGICA SORR');
    expect(read.beneficiary).toHaveLength(25);
    expect(read.city).toBe('SAO JOAO DA BOA');
    expect(read.txid).toBe('PARC00012026OCA1234567890');
    expect(read.txid).toHaveLength(25);
  });

  it('keeps the merchant account within 99 characters by cutting the description', () => {
    const key = 'financeiro.da.clinica.sorriso.sao.joao@exemplo.com.br';
    const code = staticPixBrCode({
      ...clinic,
      key,
      description: 'Parcela 3 de 24 — ortodontia, aparelho fixo e manutenção mensal',
    });
    const field26 = /^000201(26)(\d\d)/.exec(code)!;
    expect(Number(field26[2])).toBeLessThanOrEqual(99);
    expect(readStaticPix(code)!.key).toBe(key);
  });

  it('refuses a fraction of a centavo, a negative amount, an empty name or city', () => {
    expect(() => staticPixBrCode({ ...clinic, amountCents: 10.5 })).toThrow();
    expect(() => staticPixBrCode({ ...clinic, amountCents: -1 })).toThrow();
    expect(() => staticPixBrCode({ ...clinic, beneficiary: '  ' })).toThrow();
    expect(() => staticPixBrCode({ ...clinic, city: '' })).toThrow();
  });

  it('round-trips: parse → build gives the same code, and the library reads what it carries', () => {
    const code = staticPixBrCode({ ...clinic, description: 'Saldo consulta' });
    const read = readStaticPix(code)!;
    expect(read).toEqual({
      key: '+5511987654321',
      beneficiary: 'CLINICA SORRISO CAO',
      city: 'SAO JOAO',
      amountCents: 15050,
      txid: 'R1234',
      description: 'Saldo consulta',
    });
    expect(staticPixBrCode({ ...read, description: read.description ?? undefined })).toBe(code);
    expect(parsePix(code)).toMatchObject({ type: 'STATIC', transactionAmount: 150.5 });
  });
});

describe('texts and txids', () => {
  it('drops accents and characters bank apps do not read', () => {
    expect(pixText('São João', 15)).toBe('SAO JOAO');
    expect(pixText('Clínica Sorriso Ção', 25)).toBe('CLINICA SORRISO CAO');
    expect(pixText('Dra. Ana "Lú" <Paz>', 25)).toBe('DRA. ANA LU PAZ');
  });

  it('makes a txid of letters and digits from what is paid', () => {
    expect(pixTxidFor('R', '0b9aecf2-8c4d-4e1f-9a7b-1c2d3e4f5a6b')).toBe('R0B9AECF28C4D4E1F9A7B1C2D');
    expect(pixTxid('')).toBe('***');
    expect(pixTxid('---')).toBe('***');
  });
});

describe('pixQrSvg', () => {
  it('draws the code as an SVG', async () => {
    const svg = await pixQrSvg(staticPixBrCode({ key: 'a@b.co', beneficiary: 'X', city: 'Y', amountCents: 1, txid: 'T' }));
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
  });

  const code = (cents: number) => staticPixBrCode({ key: 'a@b.co', beneficiary: 'X', city: 'Y', amountCents: cents, txid: 'T' });

  it('gives the same code the same image, drawn once, and another code its own', async () => {
    const first = pixQrSvg(code(250));
    expect(pixQrSvg(code(250))).toBe(first);
    expect(await pixQrSvg(code(250))).toBe(await first);
    expect(await pixQrSvg(code(251))).not.toBe(await first);
  });
});

describe('rememberingQrs', () => {
  const counting = () => {
    const calls: string[] = [];
    const draw = async (brCode: string) => {
      calls.push(brCode);
      if (brCode === 'bad') throw new Error('not drawn');
      return `<svg>${brCode}</svg>`;
    };
    return { calls, draw };
  };

  it('draws each code once while it is kept, and keeps at most `size`, the least recently used going first', async () => {
    const { calls, draw } = counting();
    const qr = rememberingQrs(3, draw);
    expect(await qr('a')).toBe('<svg>a</svg>');
    await qr('b');
    await qr('c');
    await qr('a');
    expect(calls).toEqual(['a', 'b', 'c']);
    await qr('d');
    expect(qr.size()).toBe(3);
    // 'b' was the least recently used: drawn again; 'a' (used after it) stayed.
    await qr('a');
    await qr('b');
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'b']);
    for (let i = 0; i < 100; i++) await qr(`x${i}`);
    expect(qr.size()).toBe(3);
  });

  it('keeps no failed drawing: the next call draws again', async () => {
    const { calls, draw } = counting();
    const qr = rememberingQrs(3, draw);
    await expect(qr('bad')).rejects.toThrow('not drawn');
    await expect(qr('bad')).rejects.toThrow('not drawn');
    expect(calls).toEqual(['bad', 'bad']);
    expect(qr.size()).toBe(0);
  });
});
