import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type PerioSiteData, type PerioToothData, perioExamSaveSchema, perioSequence, perioSummary } from './perio.ts';

const site = (tooth: number, s: PerioSiteData['site'], depth: number | null, margin: number | null, flags = '') => ({
  tooth,
  site: s,
  depth,
  margin,
  bleeding: flags.includes('B'),
  plaque: flags.includes('P'),
  suppuration: flags.includes('S'),
});

describe('perioSummary', () => {
  it('matches the figures computed by hand', () => {
    const sites: PerioSiteData[] = [
      // 16: CAL 3, 6, 4, 1, 8, 8
      site(16, 'MV', 3, 0, 'P'),
      site(16, 'V', 5, -1, 'B'),
      site(16, 'DV', 4, 0, 'B'),
      site(16, 'ML', 2, 1),
      site(16, 'L', 6, -2, 'B'),
      site(16, 'DL', 7, -1, 'S'),
      // 11: CAL 2 on five sites, DL without a margin
      site(11, 'MV', 2, 0, 'BP'),
      site(11, 'V', 2, 0, 'P'),
      site(11, 'DV', 2, 0, 'P'),
      site(11, 'ML', 2, 0, 'P'),
      site(11, 'L', 2, 0, 'P'),
      site(11, 'DL', 2, null, 'P'),
      // 36 is missing: its site never counts
      site(36, 'V', 9, -3, 'BPS'),
    ];
    const teeth: PerioToothData[] = [{ tooth: 36, mobility: 0, furcation: 0, missing: true, implant: false }];
    expect(perioSummary(sites, teeth)).toEqual({
      sites: 12,
      teethPresent: 2,
      bleedingPercent: 33.3, // 4 of 12
      plaquePercent: 58.3, // 7 of 12
      suppurationSites: 1,
      depth4OrMore: 4, // 5, 4, 6, 7
      depth6OrMore: 2, // 6, 7
      meanAttachment: 3.6, // (30 + 10) / 11
    });
  });

  it('is all zeros on an empty exam', () => {
    expect(perioSummary([], [])).toEqual({
      sites: 0,
      teethPresent: 0,
      bleedingPercent: 0,
      plaquePercent: 0,
      suppurationSites: 0,
      depth4OrMore: 0,
      depth6OrMore: 0,
      meanAttachment: null,
    });
  });
});

describe('perioSequence', () => {
  it('walks 192 sites: upper vestibular, palatal back, lower lingual, vestibular back', () => {
    const all = perioSequence();
    expect(all).toHaveLength(192);
    expect(new Set(all.map((s) => `${s.tooth}${s.site}`)).size).toBe(192);
    const at = (i: number) => `${all[i]?.tooth} ${all[i]?.site}`;
    expect([at(0), at(1), at(2), at(21), at(24), at(47)]).toEqual(['18 DV', '18 V', '18 MV', '11 DV', '21 MV', '28 DV']);
    expect([at(48), at(50), at(95)]).toEqual(['28 DL', '28 ML', '18 DL']);
    expect([at(96), at(143)]).toEqual(['38 DL', '48 DL']);
    expect([at(144), at(191)]).toEqual(['48 DV', '38 DV']);
  });

  it('skips missing teeth', () => {
    const seq = perioSequence(new Set([18, 38]));
    expect(seq).toHaveLength(180);
    expect(seq[0]).toEqual({ tooth: 17, site: 'DV' });
    expect(seq.some((s) => s.tooth === 18 || s.tooth === 38)).toBe(false);
  });
});

describe('perioExamSaveSchema', () => {
  const issue = (input: unknown) => v.safeParse(perioExamSaveSchema, input).issues?.[0]?.message;
  it('names the tooth and the site of a value out of range', () => {
    expect(issue({ sites: [{ tooth: 16, site: 'mv', depth: 16, margin: 0 }] })).toBe(
      'Dente 16, sítio MV: profundidade de sondagem fora do intervalo (0 a 15 mm)',
    );
    expect(issue({ sites: [{ tooth: 46, site: 'DL', depth: 3, margin: -16 }] })).toBe(
      'Dente 46, sítio DL: margem gengival fora do intervalo (-15 a 15 mm)',
    );
    expect(issue({ teeth: [{ tooth: 11, furcation: 1 }] })).toBe(
      'Dente 11: só molares e primeiros pré-molares superiores têm furca',
    );
    expect(issue({ teeth: [{ tooth: 26, mobility: 4 }] })).toBe('Dente 26: mobilidade fora do intervalo (0 a 3)');
  });
});
