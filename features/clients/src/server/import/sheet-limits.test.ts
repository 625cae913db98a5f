import { describe, expect, it } from 'vitest';
import {
  SHEET_LIMITS,
  clipCell,
  clipHeader,
  columnNumber,
  declaredDimension,
  dimensionEnd,
  extentRefusal,
  sheetFormat,
  zipDirectoryRefusal,
} from './sheet-limits.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => new TextEncoder().encode(s);

describe('sheetFormat', () => {
  it('knows an .xlsx by its zip signature and a UTF-16 text by its BOM', () => {
    expect(sheetFormat(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe('xlsx');
    expect(sheetFormat(bytes(0xff, 0xfe, 0x4e, 0x00))).toBe('csv-utf16le');
    expect(sheetFormat(bytes(0xfe, 0xff, 0x00, 0x4e))).toBe('csv-utf16be');
  });

  it('takes text in UTF-8 or Windows-1252 as a .csv', () => {
    expect(sheetFormat(text('Nome;CPF\r\nJoão;123\r\n'))).toBe('csv');
    expect(sheetFormat(bytes(0x4e, 0x6f, 0x6d, 0x65, 0x3b, 0xc7, 0xe3, 0x0d, 0x0a))).toBe('csv');
    expect(sheetFormat(text('Nome\tCPF\fx\n'))).toBe('csv');
  });

  it('refuses PDF, PNG, JPEG, an old .xls, UTF-16 without a BOM and random bytes', () => {
    expect(sheetFormat(text('%PDF-1.7\n%âãÏÓ\n'))).toBe('not-a-sheet');
    expect(sheetFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('not-a-sheet');
    expect(sheetFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('not-a-sheet');
    expect(sheetFormat(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1))).toBe('not-a-sheet');
    expect(sheetFormat(bytes(0x4e, 0x00, 0x6f, 0x00))).toBe('not-a-sheet');
    const noise = new Uint8Array(4096).map((_, i) => (i * 151 + 7) % 256);
    expect(sheetFormat(noise)).toBe('not-a-sheet');
  });
});

describe('zipDirectoryRefusal', () => {
  it('adds up the declared sizes of every part', () => {
    expect(zipDirectoryRefusal([1000, 20 * 1024 * 1024, 30 * 1024 * 1024 - 1000])).toBeNull();
    expect(zipDirectoryRefusal([1000, 20 * 1024 * 1024, 30 * 1024 * 1024 - 999])).toBe('unpacked-too-large');
    expect(zipDirectoryRefusal([1_500_000_000])).toBe('unpacked-too-large');
  });

  it('refuses a zip of thousands of parts', () => {
    expect(zipDirectoryRefusal(new Array(SHEET_LIMITS.zipEntries + 1).fill(1))).toBe('not-a-sheet');
  });
});

describe('the declared dimension', () => {
  it('is read from the start of the sheet, with or without a namespace prefix', () => {
    expect(declaredDimension('<worksheet xmlns="…"><sheetPr/><dimension ref="A1:XFD1048576"/><sheetData>')).toBe('A1:XFD1048576');
    expect(declaredDimension('<x:worksheet><x:dimension ref="A1:C20"/>')).toBe('A1:C20');
    expect(declaredDimension('<worksheet><sheetData><row r="1">')).toBeNull();
  });

  it('ends at its last cell', () => {
    expect(columnNumber('A')).toBe(1);
    expect(columnNumber('CV')).toBe(100);
    expect(columnNumber('XFD')).toBe(16384);
    expect(dimensionEnd('A1:XFD1048576')).toEqual({ row: 1_048_576, column: 16_384 });
    expect(dimensionEnd('$B$3')).toEqual({ row: 3, column: 2 });
    expect(dimensionEnd('nonsense')).toBeNull();
  });

  it('may reach 50,000 data rows below the header and 100 columns', () => {
    expect(extentRefusal({ row: 50_001, column: 100 })).toBeNull();
    expect(extentRefusal({ row: 50_002, column: 1 })).toBe('too-many-rows');
    expect(extentRefusal({ row: 1, column: 101 })).toBe('too-many-columns');
    expect(extentRefusal(dimensionEnd('A1:XFD1048576') ?? { row: 0, column: 0 })).toBe('too-many-rows');
  });
});

describe('clipping', () => {
  it('keeps more of a cell than any field allows, and a header short', () => {
    expect(clipCell('x'.repeat(10_000))).toHaveLength(SHEET_LIMITS.cellChars);
    expect(clipCell('Ana')).toBe('Ana');
    expect(clipHeader(`  ${'H'.repeat(500)}`)).toHaveLength(SHEET_LIMITS.headerChars);
  });
});
