import { describe, expect, it } from 'vitest';
import { clinicalAlerts } from './alerts.ts';

describe('clinicalAlerts', () => {
  it('lists allergies, conditions and medications in that order, lines joined', () => {
    expect(
      clinicalAlerts({ medicamentos: 'Losartana', alergias: 'Penicilina\nDipirona', doencasPreexistentes: 'Hipertensão' }),
    ).toEqual([
      { label: 'Alergias', text: 'Penicilina; Dipirona' },
      { label: 'Condições', text: 'Hipertensão' },
      { label: 'Medicamentos', text: 'Losartana' },
    ]);
  });

  it('says nothing for blank answers or answers that deny', () => {
    for (const denial of ['Nega', 'não', 'Nenhuma', 'nenhum.', 'Sem alergias', 'Nenhuma conhecida', '-', '  ']) {
      expect(clinicalAlerts({ alergias: denial })).toEqual([]);
    }
    expect(clinicalAlerts({ alergias: 'Não tolera dipirona' })).toEqual([{ label: 'Alergias', text: 'Não tolera dipirona' }]);
    expect(clinicalAlerts('texto livre')).toEqual([]);
    expect(clinicalAlerts(undefined)).toEqual([]);
  });
});
