import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { procedureTitle } from './notes.ts';
import { planItemLabel, treatmentCounts, treatmentPlan } from './plan.ts';
import { RECORD_TYPE_COLORS } from './records.ts';
import { noteInputSchema, toothSaveSchema, treatmentInputSchema } from './schemas.ts';
import { FDI_TEETH, LOWER_ARCH, TOOTH_STATUS_LABELS, UPPER_ARCH, isFdiTooth, toothType } from './teeth.ts';
import { type ToothTreatmentData, type ToothTreatmentStatus, nextStatuses, statusChangeRefused } from './treatments.ts';

describe('FDI teeth', () => {
  it('are 32, drawn 18→11 21→28 above and 48→41 31→38 below', () => {
    expect(FDI_TEETH).toHaveLength(32);
    expect(new Set(FDI_TEETH).size).toBe(32);
    expect(UPPER_ARCH.slice(0, 3)).toEqual([18, 17, 16]);
    expect(UPPER_ARCH.slice(7, 9)).toEqual([11, 21]);
    expect(LOWER_ARCH.slice(0, 1)).toEqual([48]);
    expect(LOWER_ARCH.slice(7, 9)).toEqual([41, 31]);
    expect(LOWER_ARCH.at(-1)).toBe(38);
  });

  it('accept only 11–18, 21–28, 31–38, 41–48', () => {
    expect(FDI_TEETH.every(isFdiTooth)).toBe(true);
    for (const bad of [0, 10, 19, 20, 29, 39, 40, 49, 50, 51, 85, 36.5, '36', null]) expect(isFdiTooth(bad)).toBe(false);
  });

  it('take their type from the last digit', () => {
    expect([11, 12, 21, 42].map(toothType)).toEqual(['incisor', 'incisor', 'incisor', 'incisor']);
    expect([13, 23, 33, 43].map(toothType)).toEqual(['canine', 'canine', 'canine', 'canine']);
    expect([14, 15, 34, 45].map(toothType)).toEqual(['premolar', 'premolar', 'premolar', 'premolar']);
    expect([16, 17, 18, 36, 48].map(toothType)).toEqual(['molar', 'molar', 'molar', 'molar', 'molar']);
  });

  it('have the spec status labels', () => {
    expect(TOOTH_STATUS_LABELS).toEqual({
      healthy: 'Hígido',
      caries: 'Cárie',
      restored: 'Restaurado',
      missing: 'Ausente',
      implant: 'Implante',
      crown: 'Coroa',
      root_canal: 'Tratamento Endodôntico',
    });
  });
});

describe('labels and colours', () => {
  it('title a procedure with its label and the tooth number', () => {
    expect(procedureTitle('restauracao', 36)).toBe('Restauração - Dente 36');
    expect(procedureTitle('limpeza', null)).toBe('Limpeza');
  });

  it('colour record entries blue, green, amber and purple', () => {
    expect(RECORD_TYPE_COLORS).toEqual({
      consultation: '#3B82F6',
      procedure: '#10B981',
      exam: '#F59E0B',
      observation: '#8B5CF6',
    });
  });
});

const tt = (
  id: string,
  toothId: number,
  status: ToothTreatmentStatus,
  averagePrice: number,
  minutes = 30,
): ToothTreatmentData => ({
  id,
  toothId,
  treatmentId: `t${id}`,
  surfaces: [],
  faces: '',
  status,
  notes: null,
  performedBy: null,
  performedByName: null,
  performedOn: null,
  createdBy: null,
  createdAt: `2026-01-0${id}T10:00:00.000Z`,
  updatedAt: `2026-01-0${id}T10:00:00.000Z`,
  treatment: {
    id: `t${id}`,
    name: `T${id}`,
    category: 'restaurador',
    description: null,
    estimatedDuration: minutes,
    averagePrice,
    color: '#000000',
  },
});

describe('treatment plan', () => {
  it('adds the planned and in-progress treatments in centavos, by tooth', () => {
    const plan = treatmentPlan([
      tt('1', 36, 'PLANNED', 290.1),
      tt('2', 11, 'IN_PROGRESS', 0.2, 60),
      tt('3', 26, 'COMPLETED', 1250),
      tt('4', 47, 'CANCELLED', 360),
      tt('5', 14, 'PLANNED', 220.7, 40),
      tt('6', 46, 'APPROVED', 100, 20),
    ]);
    expect(plan.items.map((i) => i.toothId)).toEqual([11, 14, 36, 46]);
    expect(plan.totalCents).toBe(29010 + 20 + 22070 + 10000);
    expect(plan.totalMinutes).toBe(150);
  });

  it('is empty with a zero total when nothing is planned', () => {
    expect(treatmentPlan([tt('1', 36, 'COMPLETED', 100)])).toEqual({ items: [], totalCents: 0, totalMinutes: 0 });
  });

  it('counts completed, in-progress and planned treatments', () => {
    expect(
      treatmentCounts([{ status: 'COMPLETED' }, { status: 'PLANNED' }, { status: 'PLANNED' }, { status: 'CANCELLED' }]),
    ).toEqual({
      completed: 1,
      inProgress: 0,
      planned: 2,
    });
  });
});

describe('tooth treatment status flow', () => {
  it('goes planejado → aprovado → em andamento → realizado, steps may be skipped, cancel while not done', () => {
    expect(nextStatuses('PLANNED')).toEqual(['APPROVED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']);
    expect(nextStatuses('APPROVED')).toEqual(['IN_PROGRESS', 'COMPLETED', 'CANCELLED']);
    expect(nextStatuses('IN_PROGRESS')).toEqual(['COMPLETED', 'CANCELLED']);
    expect(nextStatuses('COMPLETED')).toEqual([]);
    expect(nextStatuses('CANCELLED')).toEqual([]);
    expect(statusChangeRefused('COMPLETED', 'PLANNED')).toBe('Um tratamento realizado não pode passar a planejado');
  });

  it("names a plan item by treatment, tooth and TISS faces: 'Restauração · 36 MOD'", () => {
    expect(planItemLabel({ toothId: 36, faces: 'MOD', treatment: { name: 'Restauração' } })).toBe('Restauração · 36 MOD');
    expect(planItemLabel({ toothId: 11, faces: '', treatment: { name: 'Coroa' } })).toBe('Coroa · 11');
  });
});

describe('schemas', () => {
  it('refuse a treatment without name or category with the spec message', () => {
    const r = v.safeParse(treatmentInputSchema, { name: 'Limpeza' });
    expect(r.issues?.[0]?.message).toBe('Nome e categoria são obrigatórios');
    expect(v.parse(treatmentInputSchema, { name: 'Limpeza', category: 'preventivo' })).toMatchObject({
      estimatedDuration: 60,
      averagePrice: 0,
    });
  });

  it('read a path tooth number and refuse one outside the FDI numbering', () => {
    expect(v.parse(toothSaveSchema, { clientId: 'x', toothId: '36', status: 'caries' }).toothId).toBe(36);
    expect(v.safeParse(toothSaveSchema, { clientId: 'x', toothId: '19', status: 'caries' }).success).toBe(false);
  });

  it('keep structured note content as an object', () => {
    const note = v.parse(noteInputSchema, { clientId: 'x', type: 'ANAMNESE', content: { alergias: 'Nenhuma' } });
    expect(note.content).toEqual({ alergias: 'Nenhuma' });
  });
});
