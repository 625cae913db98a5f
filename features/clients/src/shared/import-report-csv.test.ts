import { describe, expect, it } from 'vitest';
import { importReportCsv } from './import-report-csv.ts';

describe('importReportCsv', () => {
  it('writes the counts and the problems, a formula in the file name or a message as text', () => {
    const csv = importReportCsv(
      {
        imported: 2,
        skipped: 1,
        merged: 0,
        errors: [{ line: 3, field: 'cpf', message: '=HYPERLINK("http://evil","x")' }],
      },
      "+cmd|' /C calc'!A0.csv",
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      "Importar clientes;'+cmd|' /C calc'!A0.csv",
      'Importados;2',
      'Ignorados (já cadastrados);1',
      'Completados;0',
      'Com erro;1',
      '',
      'Linha;Campo;Problema',
      `3;CPF;"'=HYPERLINK(""http://evil"",""x"")"`,
      '',
    ]);
  });
});
