import { describe, expect, it } from 'vitest';
import { auditCsv, changesText } from './audit-csv.ts';
import type { AuditEventData } from './records.ts';

const event = (over: Partial<AuditEventData>): AuditEventData => ({
  id: 'e1',
  at: '2026-11-26T13:05:00.000Z',
  userId: 'u1',
  userName: 'Maria Clara',
  resource: 'client',
  resourceId: null,
  action: 'read',
  changes: null,
  detail: null,
  ...over,
});

describe('auditCsv', () => {
  it('opens with a BOM and a header, separates with ; and dates in the company time zone', () => {
    const csv = auditCsv([event({})], 'America/Sao_Paulo');
    expect(csv.startsWith('\uFEFFQuando;Quem;Ação;O quê;Alterações\r\n')).toBe(true);
    expect(csv).toContain('26/11/2026, 10:05:00;Maria Clara;Leitura;Dados cadastrais;\r\n');
  });

  it('lists the changes and quotes cells holding ; quotes or line breaks', () => {
    const changes = [
      { field: 'phone', action: 'modified' as const, oldValue: '11987654321', newValue: '11912345678' },
      { field: 'city', action: 'added' as const, oldValue: null, newValue: 'Campinas; "SP"' },
    ];
    expect(changesText(changes)).toBe('Telefone: (11) 98765-4321 → (11) 91234-5678\nCidade: — → Campinas; "SP"');
    const line = auditCsv([event({ action: 'update', changes })], 'UTC').split('\r\n')[1];
    expect(line).toBe(
      '26/11/2026, 13:05:00;Maria Clara;Alteração;Dados cadastrais;"Telefone: (11) 98765-4321 → (11) 91234-5678\nCidade: — → Campinas; ""SP"""',
    );
  });

  it('defuses a cell a spreadsheet would read as a formula', () => {
    const line = auditCsv([event({ userName: '=HYPERLINK("x")' })], 'UTC').split('\r\n')[1];
    expect(line).toContain(`;"'=HYPERLINK(""x"")";`);
  });
});
