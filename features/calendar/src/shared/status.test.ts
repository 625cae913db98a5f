import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  APPOINTMENT_STATUSES,
  FINAL_STATUSES,
  isActiveStatus,
  isFinalStatus,
  occupiesProfessional,
  statusColor,
  statusLabel,
} from './status.ts';

describe('status colours (§4)', () => {
  it.each([
    ['CONFIRMED', '#16a34a'], // green
    ['PENDING', '#f59e0b'], // amber
    ['CANCELLED', '#ef4444'], // red
    ['COMPLETED', '#8b5cf6'], // purple
    ['NO_SHOW', '#9ca3af'], // grey
    ['OVERDUE', '#991b1b'], // dark red
    ['ARRIVED', '#0d9488'], // teal: in the waiting room
    ['IN_SERVICE', '#2563eb'], // blue: called in
    ['SOMETHING_ELSE', '#93c5fd'], // light blue
  ])('%s → %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });
});

describe('status labels and groups', () => {
  it('labels as the spec does', () => {
    expect(['CONFIRMED', 'PENDING', 'CANCELLED', 'COMPLETED', 'NO_SHOW'].map(statusLabel)).toEqual([
      'Confirmado',
      'Pendente',
      'Cancelado',
      'Concluído',
      'Faltou',
    ]);
    expect(['ARRIVED', 'IN_SERVICE'].map(statusLabel)).toEqual(['Chegou', 'Em atendimento']);
  });
  it('is open while PENDING, CONFIRMED or OVERDUE; COMPLETED and CANCELLED are final', () => {
    expect(ACTIVE_STATUSES).toEqual(['PENDING', 'CONFIRMED', 'OVERDUE']);
    expect(FINAL_STATUSES).toEqual(['COMPLETED', 'CANCELLED']);
    expect(isActiveStatus('NO_SHOW')).toBe(false);
    expect(isFinalStatus('NO_SHOW')).toBe(false);
    expect(isFinalStatus('CANCELLED')).toBe(true);
  });
  it("occupies the professional's time in every status but CANCELLED", () => {
    expect(APPOINTMENT_STATUSES.filter(occupiesProfessional)).toEqual([
      'PENDING',
      'CONFIRMED',
      'ARRIVED',
      'IN_SERVICE',
      'COMPLETED',
      'OVERDUE',
      'NO_SHOW',
    ]);
  });
});
