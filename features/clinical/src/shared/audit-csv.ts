import { toCsv } from '@agenda/br/csv';
import { accessWhat, changeFieldLabel, changeValueText } from './access-labels.ts';
import { AUDIT_ACTION_LABELS, type AuditEventData } from './records.ts';

/** What a save changed, one field a line: 'Telefone: (11) 99999-0000 → (11) 98888-7777'. */
export function changesText(changes: AuditEventData['changes']): string {
  return (changes ?? [])
    .map(
      (c) =>
        `${changeFieldLabel(c.field)}: ${changeValueText(c.field, c.oldValue) ?? '—'} → ${changeValueText(c.field, c.newValue) ?? '—'}`,
    )
    .join('\n');
}

/**
 * The client's trail as a spreadsheet opens it (UTF-8 with BOM, ';'): when (in the company's time
 * zone), who, action, what, what changed — the answer to a patient's 'who saw my data?'.
 */
export function auditCsv(events: AuditEventData[], timeZone: string, tabName?: (id: string) => string | undefined): string {
  const when = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'medium' });
  return toCsv(
    ['Quando', 'Quem', 'Ação', 'O quê', 'Alterações'],
    events.map((e) => [
      when.format(new Date(e.at)),
      e.userName ?? '',
      AUDIT_ACTION_LABELS[e.action],
      accessWhat(e, tabName),
      changesText(e.changes),
    ]),
  );
}
