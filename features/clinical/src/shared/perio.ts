import { isValidDateString } from '@agenda/br';
import * as v from 'valibot';
import type { EntryIntegrity } from './notes.ts';
import { LOWER_ARCH, UPPER_ARCH, isFdiTooth } from './teeth.ts';
import { CLINICAL_TEXTS as T } from './texts.ts';

/** The six probing sites of a tooth: three on the outer (vestibular) face, three on the inner one. */
export const PERIO_SITES = ['MV', 'V', 'DV', 'ML', 'L', 'DL'] as const;
export type PerioSite = (typeof PERIO_SITES)[number];

export const PERIO_LIMITS = {
  depth: { min: 0, max: 15 },
  margin: { min: -15, max: 15 },
  mobility: { min: 0, max: 3 },
  furcation: { min: 0, max: 3 },
} as const;

/** Molars and the upper first premolars: the teeth with a furcation to grade. */
export function isMultiRooted(tooth: number): boolean {
  const position = tooth % 10;
  return position >= 6 || tooth === 14 || tooth === 24;
}

/** Clinical attachment level: with the margin positive above the CEJ and recession negative, PD − GM. */
export const attachmentOf = (depth: number | null, margin: number | null): number | null =>
  depth === null || margin === null ? null : depth - margin;

export interface PerioSiteData {
  tooth: number;
  site: PerioSite;
  depth: number | null;
  margin: number | null;
  bleeding: boolean;
  plaque: boolean;
  suppuration: boolean;
}

export interface PerioToothData {
  tooth: number;
  mobility: number;
  furcation: number;
  missing: boolean;
  implant: boolean;
}

export interface PerioSummary {
  /** Sites recorded on teeth present. */
  sites: number;
  teethPresent: number;
  bleedingPercent: number;
  plaquePercent: number;
  suppurationSites: number;
  depth4OrMore: number;
  depth6OrMore: number;
  /** Mean clinical attachment level over the sites with depth and margin, mm; null with none. */
  meanAttachment: number | null;
}

export interface PerioExamData {
  id: string;
  /** `yyyy-MM-dd`, clinic time. */
  date: string;
  sites: PerioSiteData[];
  teeth: PerioToothData[];
  summary: PerioSummary;
  /** How many earlier states of the chart are kept. */
  versions: number;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  /** What the patient's hash chain says of the exam (decision 058). */
  integrity: EntryIntegrity;
}

/** An exam in the list: no sites, its summary. */
export type PerioExamListItem = Omit<PerioExamData, 'sites' | 'teeth'>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The summary figures. Percentages are over the sites recorded on teeth present (a missing tooth's
 * sites never count), one decimal; the mean attachment level over the sites with both depth and
 * margin, one decimal.
 */
export function perioSummary(sites: readonly PerioSiteData[], teeth: readonly PerioToothData[]): PerioSummary {
  const missing = new Set(teeth.filter((t) => t.missing).map((t) => t.tooth));
  const present = sites.filter((s) => !missing.has(s.tooth));
  const count = (pick: (s: PerioSiteData) => boolean) => present.filter(pick).length;
  const percent = (n: number) => (present.length === 0 ? 0 : round1((n * 100) / present.length));
  const levels = present.map((s) => attachmentOf(s.depth, s.margin)).filter((n): n is number => n !== null);
  const teethWithSites = new Set(present.map((s) => s.tooth));
  return {
    sites: present.length,
    teethPresent: teethWithSites.size,
    bleedingPercent: percent(count((s) => s.bleeding)),
    plaquePercent: percent(count((s) => s.plaque)),
    suppurationSites: count((s) => s.suppuration),
    depth4OrMore: count((s) => s.depth !== null && s.depth >= 4),
    depth6OrMore: count((s) => s.depth !== null && s.depth >= 6),
    meanAttachment: levels.length === 0 ? null : round1(levels.reduce((a, b) => a + b, 0) / levels.length),
  };
}

/**
 * The standard probing sequence: upper right to upper left on the vestibular face, back on the
 * palatal one, lower left to lower right on the lingual face, back on the vestibular one. Walking
 * towards the midline a tooth is read distal first, walking away from it mesial first. Missing
 * teeth are skipped.
 */
export function perioSequence(missing: ReadonlySet<number> = new Set()): { tooth: number; site: PerioSite }[] {
  const passes: [readonly number[], 'V' | 'L'][] = [
    [UPPER_ARCH, 'V'],
    [[...UPPER_ARCH].reverse(), 'L'],
    [[...LOWER_ARCH].reverse(), 'L'],
    [LOWER_ARCH, 'V'],
  ];
  const out: { tooth: number; site: PerioSite }[] = [];
  for (const [teeth, face] of passes) {
    teeth.forEach((tooth, i) => {
      if (missing.has(tooth)) return;
      const distalFirst: PerioSite[] = face === 'V' ? ['DV', 'V', 'MV'] : ['DL', 'L', 'ML'];
      for (const site of i < 8 ? distalFirst : [...distalFirst].reverse()) out.push({ tooth, site });
    });
  }
  return out;
}

export const PERIO_TEXTS = {
  title: 'Periograma',
  newExam: 'Novo periograma',
  examDate: 'Data do exame',
  examNotFound: 'Periograma não encontrado',
  futureDate: 'A data do exame não pode estar no futuro',
  marginConvention:
    'Margem gengival em mm a partir da junção cemento-esmalte: positiva acima dela, recessão negativa. NIC = PS − MG.',
  outOfRange: (tooth: number, site: string, what: string, min: number, max: number) =>
    `Dente ${tooth}, sítio ${site}: ${what} fora do intervalo (${min} a ${max} mm)`,
  invalidSite: (tooth: number) => `Dente ${tooth}: sítio inválido (use MV, V, DV, ML, L ou DL)`,
  repeatedSite: (tooth: number, site: string) => `Dente ${tooth}, sítio ${site} informado mais de uma vez`,
  repeatedTooth: (tooth: number) => `Dente ${tooth} informado mais de uma vez`,
  invalidMobility: (tooth: number) => `Dente ${tooth}: mobilidade fora do intervalo (0 a 3)`,
  invalidFurcation: (tooth: number) => `Dente ${tooth}: furca fora do intervalo (0 a 3)`,
  noFurcation: (tooth: number) => `Dente ${tooth}: só molares e primeiros pré-molares superiores têm furca`,
  missingWithSites: (tooth: number) => `Dente ${tooth} está ausente: não registre sítios nele`,
  invalidTooth: 'Dente inválido: o periograma usa os dentes permanentes (11 a 18, 21 a 28, 31 a 38, 41 a 48)',
  depth: 'profundidade de sondagem',
  margin: 'margem gengival',
  none: 'Nenhum periograma registrado.',
  exams: 'Exames',
  save: 'Salvar periograma',
  saved: 'Periograma salvo!',
  keyboardHelp:
    'Clique no quadro e digite a profundidade de cada sítio (0 a 9): o cursor segue a sequência padrão, pulando dentes ausentes. B marca ou desmarca sangramento no sítio atual, P placa e S supuração; Backspace volta um sítio. Em “Margem gengival”, os dígitos preenchem a margem; “-” antes do dígito registra recessão.',
  chart: 'Periograma: digite as profundidades',
  entryMode: 'Digitar',
  modeDepth: 'Profundidade de sondagem',
  modeMargin: 'Margem gengival',
  cell: (
    tooth: number,
    site: string,
    depth: number | null,
    bleeding: boolean,
    extra: { margin?: number | null; plaque?: boolean; suppuration?: boolean } = {},
  ) =>
    `Dente ${tooth} ${site}: ${depth === null ? 'sem registro' : `${depth} mm`}${bleeding ? ', sangramento' : ''}${
      extra.margin === null || extra.margin === undefined ? '' : `, margem ${extra.margin} mm`
    }${extra.plaque ? ', placa' : ''}${extra.suppuration ? ', supuração' : ''}`,
  toothPanel: (tooth: number) => `Dente ${tooth}`,
  mobility: 'Mobilidade',
  furcation: 'Furca',
  implant: 'Implante',
  compareWith: 'Comparar com',
  noComparison: 'Nenhum',
  comparison: (before: string, after: string) => `Comparação: ${before} → ${after}`,
  compareFigure: 'Indicador',
  compareDifference: 'Diferença',
  worse: 'Pioraram (profundidade maior)',
  better: 'Melhoraram (profundidade menor)',
  bleedingNew: 'Sangramento novo',
  bleedingResolved: 'Sangramento que cessou',
  noChanges: 'Nenhum sítio',
  depthChange: (tooth: number, site: string, before: number, after: number, delta: string) =>
    `Dente ${tooth} ${site}: ${before} → ${after} mm (${delta})`,
  siteName: (tooth: number, site: string) => `Dente ${tooth} ${site}`,
  print: 'Imprimir periograma',
  printTitle: 'Periograma',
  printPatient: 'Paciente',
  printExamDate: 'Data do exame',
  printProfessional: 'Profissional',
  printDepth: 'PS',
  printMargin: 'MG',
  printLegend:
    'PS: profundidade de sondagem (mm) · MG: margem gengival (mm; recessão negativa) · * sangramento · P placa · S supuração',
  printTooth: 'Dente',
  printSites: 'Sítios',
  toggleMissing: (tooth: number, missing: boolean) => `Dente ${tooth}${missing ? ' (ausente)' : ''}: marcar ou desmarcar ausente`,
  rows: {
    upperV: 'Superior · vestibular',
    upperL: 'Superior · palatina',
    lowerL: 'Inferior · lingual',
    lowerV: 'Inferior · vestibular',
  },
  summary: 'Resumo',
  summaryBleeding: 'Sangramento à sondagem',
  summaryPlaque: 'Placa',
  summaryDepth4: 'Sítios ≥ 4 mm',
  summaryDepth6: 'Sítios ≥ 6 mm',
  summaryAttachment: 'Nível de inserção médio',
  summarySites: 'Sítios registrados',
  summarySuppuration: 'Sítios com supuração',
} as const;

const toothNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))], PERIO_TEXTS.invalidTooth),
  v.check((n: number) => isFdiTooth(n), PERIO_TEXTS.invalidTooth),
);

const flag = v.optional(v.nullable(v.boolean(T.invalidData)), false);
const measure = v.optional(v.nullable(v.unknown()), null);

const siteEntry = v.pipe(
  v.object(
    {
      tooth: toothNumber,
      site: v.optional(v.unknown()),
      depth: measure,
      margin: measure,
      bleeding: flag,
      plaque: flag,
      suppuration: flag,
    },
    T.invalidData,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { tooth, site: rawSite, depth, margin, bleeding, plaque, suppuration } = dataset.value;
    const site = typeof rawSite === 'string' ? rawSite.trim().toUpperCase() : '';
    if (!PERIO_SITES.includes(site as PerioSite)) {
      addIssue({ message: PERIO_TEXTS.invalidSite(tooth) });
      return NEVER;
    }
    // valibot's NEVER is null, like a value not measured: find the bad one first.
    const outOfRange = (value: unknown, what: 'depth' | 'margin') => {
      const { min, max } = PERIO_LIMITS[what];
      return value !== null && (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max);
    };
    for (const what of ['depth', 'margin'] as const) {
      if (outOfRange(dataset.value[what], what)) {
        const { min, max } = PERIO_LIMITS[what];
        addIssue({ message: PERIO_TEXTS.outOfRange(tooth, site, PERIO_TEXTS[what], min, max) });
        return NEVER;
      }
    }
    const d = depth as number | null;
    const m = margin as number | null;
    return {
      tooth,
      site: site as PerioSite,
      depth: d,
      margin: m,
      bleeding: bleeding ?? false,
      plaque: plaque ?? false,
      suppuration: suppuration ?? false,
    } satisfies PerioSiteData;
  }),
);

const grade = v.optional(v.nullable(v.unknown()), 0);
const toothEntry = v.pipe(
  v.object({ tooth: toothNumber, mobility: grade, furcation: grade, missing: flag, implant: flag }, T.invalidData),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { tooth, mobility, furcation, missing, implant } = dataset.value;
    const isGrade = (n: unknown) => n === null || (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 3);
    if (!isGrade(mobility)) {
      addIssue({ message: PERIO_TEXTS.invalidMobility(tooth) });
      return NEVER;
    }
    if (!isGrade(furcation)) {
      addIssue({ message: PERIO_TEXTS.invalidFurcation(tooth) });
      return NEVER;
    }
    const f = (furcation as number | null) ?? 0;
    if (f > 0 && !isMultiRooted(tooth)) {
      addIssue({ message: PERIO_TEXTS.noFurcation(tooth) });
      return NEVER;
    }
    return {
      tooth,
      mobility: (mobility as number | null) ?? 0,
      furcation: f,
      missing: missing ?? false,
      implant: implant ?? false,
    } satisfies PerioToothData;
  }),
);

export const perioExamCreateSchema = v.object({
  clientId: v.optional(v.string(T.invalidData), ''),
  date: v.pipe(
    v.optional(v.string(T.invalidDate), ''),
    v.trim(),
    v.check((d) => isValidDateString(d), T.invalidDate),
  ),
});
export type PerioExamCreateInput = v.InferOutput<typeof perioExamCreateSchema>;

export const perioExamRefSchema = v.object({
  clientId: v.optional(v.string(T.invalidData), ''),
  examId: v.optional(v.string(T.invalidData), ''),
});

export const perioExamSaveSchema = v.pipe(
  v.object({
    clientId: v.optional(v.string(T.invalidData), ''),
    examId: v.optional(v.string(T.invalidData), ''),
    sites: v.pipe(
      v.optional(v.array(siteEntry, T.invalidData), () => []),
      v.maxLength(192, T.invalidData),
    ),
    teeth: v.pipe(
      v.optional(v.array(toothEntry, T.invalidData), () => []),
      v.maxLength(32, T.invalidData),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const teeth = new Set<number>();
    const missing = new Set<number>();
    for (const t of dataset.value.teeth) {
      if (teeth.has(t.tooth)) return addIssue({ message: PERIO_TEXTS.repeatedTooth(t.tooth) });
      teeth.add(t.tooth);
      if (t.missing) missing.add(t.tooth);
    }
    const sites = new Set<string>();
    for (const s of dataset.value.sites) {
      const key = `${s.tooth}${s.site}`;
      if (sites.has(key)) return addIssue({ message: PERIO_TEXTS.repeatedSite(s.tooth, s.site) });
      sites.add(key);
      if (missing.has(s.tooth)) return addIssue({ message: PERIO_TEXTS.missingWithSites(s.tooth) });
    }
  }),
);
export type PerioExamSaveInput = v.InferOutput<typeof perioExamSaveSchema>;
