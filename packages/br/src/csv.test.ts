import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDate, csvMoney, csvText, neutraliseFormula, restoreNeutralised, toCsv } from './csv.ts';

/** The payloads a stranger may type into a name, a note or a description. */
const PAYLOADS = [
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=1+1',
  '=HYPERLINK("http://evil","x")',
  '\t=1+1',
  '\r=1+1',
];

/** The cells of a CSV the writer made (quotes undone): what a spreadsheet reads. */
function cells(csv: string): string[] {
  const out: string[] = [];
  const text = csv.replace(/^\uFEFF/, '');
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === ';' || ch === '\n')) {
      out.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += ch;
  }
  return out;
}

describe('toCsv', () => {
  it('writes a BOM, ; separators, decimal commas, dd/mm/yyyy and CRLF', () => {
    const csv = toCsv(
      ['Data', 'Valor', 'Descrição', 'Qtd'],
      [[{ date: '2025-03-07' }, { cents: 123_456 }, 'Limpeza; polimento', 1.5]],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Data;Valor;Descrição;Qtd\r\n07/03/2025;1234,56;"Limpeza; polimento";1,5\r\n');
  });

  it('quotes quotes and line breaks; empty cells and short rows stay empty', () => {
    expect(toCsv(['a', 'b'], [['diz "oi"', null], [], ['linha 1\nlinha 2']]).slice(1)).toBe(
      'a;b\r\n"diz ""oi""";\r\n\r\n"linha 1\nlinha 2"\r\n',
    );
  });

  it('writes every formula payload as text led by an apostrophe, in the header too', () => {
    const csv = toCsv(
      ['=cabeçalho'],
      PAYLOADS.map((p) => [p]),
    );
    const written = cells(csv);
    expect(written).toEqual(["'=cabeçalho", ...PAYLOADS.map((p) => `'${p}`)]);
    for (const cell of written) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });

  it("neutralises a phone written '+55 11 …' too, but never the writer's own numbers and money", () => {
    expect(toCsv(['Telefone', 'Valor', 'Saldo'], [['+55 11 98765-4321', { cents: -15_050 }, -3]]).slice(1)).toBe(
      "Telefone;Valor;Saldo\r\n'+55 11 98765-4321;-150,50;-3\r\n",
    );
  });
});

describe('csvText', () => {
  it('is the same file without its BOM: what a server answers (the download writes the BOM)', () => {
    const rows = [['Ana', '', null, '=1+1', 'diz "oi"', { cents: 5 }], []];
    expect(csvText(['Nome', 'CPF'], rows)).toBe('Nome;CPF\r\nAna;;;\'=1+1;"diz ""oi""";0,05\r\n\r\n');
    expect(toCsv(['Nome', 'CPF'], rows)).toBe(CSV_BOM + csvText(['Nome', 'CPF'], rows));
    expect(csvText([], [])).toBe('\r\n');
  });
});

describe('neutraliseFormula / restoreNeutralised', () => {
  it('round-trips: what the export neutralised, reading it back restores', () => {
    for (const p of [...PAYLOADS, 'Ana', "'citação", "D'Ávila", '']) expect(restoreNeutralised(neutraliseFormula(p))).toBe(p);
    expect(neutraliseFormula('Ana Souza')).toBe('Ana Souza');
    expect(restoreNeutralised("'citação")).toBe("'citação");
  });
});

describe('csvMoney and csvDate', () => {
  it('formats money and dates', () => {
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(-15_050)).toBe('-150,50');
    expect(csvDate('2026-12-01')).toBe('01/12/2026');
  });
});
