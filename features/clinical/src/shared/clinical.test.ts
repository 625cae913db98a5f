import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { procedureTitle } from './notes.ts';
import { planItemLabel, treatmentCounts, treatmentPlan } from './plan.ts';
import { RECORD_TYPE_COLORS } from './records.ts';
import { noteInputSchema, toothSaveSchema, treatmentInputSchema } from './schemas.ts';
import {
  DECIDUOUS_TEETH,
  FDI_TEETH,
  LOWER_ARCH,
  TOOTH_STATUS_LABELS,
  UPPER_ARCH,
  dentitionForAge,
  isChartTooth,
  isDeciduousTooth,
  isFdiTooth,
  successorOf,
  teethOf,
  toothType,
} from './teeth.ts';
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

  it("have the spec status labels, and 'Esfoliado' for a child's tooth", () => {
    expect(TOOTH_STATUS_LABELS).toEqual({
      healthy: 'Hígido',
      caries: 'Cárie',
      restored: 'Restaurado',
      missing: 'Ausente',
      implant: 'Implante',
      crown: 'Coroa',
      root_canal: 'Tratamento Endodôntico',
      exfoliated: 'Esfoliado',
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

describe("children's and mixed dentition", () => {
  it('numbers the 20 deciduous teeth 51–55, 61–65, 71–75, 81–85 and refuses numbers of no dentition', () => {
    expect(DECIDUOUS_TEETH).toHaveLength(20);
    expect(DECIDUOUS_TEETH.every(isDeciduousTooth)).toBe(true);
    expect(teethOf('mixed')).toHaveLength(52);
    expect(new Set(teethOf('mixed')).size).toBe(52);
    expect(teethOf('deciduous')).toEqual(DECIDUOUS_TEETH);
    for (const bad of [50, 56, 59, 60, 66, 76, 86, 90, 19, 0]) expect(isChartTooth(bad)).toBe(false);
    for (const good of [11, 48, 51, 65, 75, 85]) expect(isChartTooth(good)).toBe(true);
  });

  it('types deciduous 4 and 5 as molars (a child has no premolars) and names the successor', () => {
    expect(toothType(54)).toBe('molar');
    expect(toothType(85)).toBe('molar');
    expect(toothType(53)).toBe('canine');
    expect(toothType(14)).toBe('premolar');
    expect(successorOf(55)).toBe(15);
    expect(successorOf(71)).toBe(31);
  });

  it('suggests the chart by age: under 6 deciduous, 6 to 12 mixed, older permanent', () => {
    const today = '2026-11-27';
    expect(dentitionForAge('2021-11-28', today)).toBe('deciduous'); // 4 years, a day short of 5
    expect(dentitionForAge('2020-11-28', today)).toBe('deciduous'); // 5, a day short of 6
    expect(dentitionForAge('2020-11-27', today)).toBe('mixed'); // 6 today
    expect(dentitionForAge('2013-11-28', today)).toBe('mixed'); // 12, a day short of 13
    expect(dentitionForAge('2013-11-27', today)).toBe('permanent'); // 13 today
    expect(dentitionForAge('1980-01-01', today)).toBe('permanent');
    expect(dentitionForAge(null, today)).toBe('permanent');
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
