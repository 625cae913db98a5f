import { describe, expect, it } from 'vitest';
import type { PerioSiteData } from './perio.ts';
import { comparePerioExams, signed } from './perio-compare.ts';

const site = (
  tooth: number,
  s: PerioSiteData['site'],
  depth: number | null,
  extra: Partial<PerioSiteData> = {},
): PerioSiteData => ({
  tooth,
  site: s,
  depth,
  margin: null,
  bleeding: false,
  plaque: false,
  suppuration: false,
  ...extra,
});

describe('comparePerioExams', () => {
  it('lists the sites that got deeper and shallower, largest change first', () => {
    const earlier = { sites: [site(16, 'MV', 3), site(16, 'V', 4), site(36, 'DL', 6), site(11, 'V', 2)], teeth: [] };
    const later = { sites: [site(16, 'MV', 5), site(16, 'V', 4), site(36, 'DL', 3), site(11, 'V', 3)], teeth: [] };
    const c = comparePerioExams(earlier, later);
    expect(c.worse).toEqual([
      { tooth: 16, site: 'MV', before: 3, after: 5, delta: 2 },
      { tooth: 11, site: 'V', before: 2, after: 3, delta: 1 },
    ]);
    expect(c.better).toEqual([{ tooth: 36, site: 'DL', before: 6, after: 3, delta: -3 }]);
  });

  it('tells bleeding that appeared from bleeding that stopped', () => {
    const earlier = { sites: [site(21, 'V', 3, { bleeding: true }), site(22, 'V', 3)], teeth: [] };
    const later = { sites: [site(21, 'V', 3), site(22, 'V', 3, { bleeding: true })], teeth: [] };
    const c = comparePerioExams(earlier, later);
    expect(c.bleedingNew).toEqual([{ tooth: 22, site: 'V' }]);
    expect(c.bleedingResolved).toEqual([{ tooth: 21, site: 'V' }]);
  });

  it('leaves out sites recorded in one exam only, unmeasured depths, and teeth missing in either', () => {
    const earlier = { sites: [site(18, 'V', 3), site(17, 'V', null), site(26, 'V', 3)], teeth: [] };
    const later = {
      sites: [site(17, 'V', 5), site(26, 'V', 7), site(46, 'V', 8)],
      teeth: [{ tooth: 26, mobility: 0, furcation: 0, missing: true, implant: false }],
    };
    const c = comparePerioExams(earlier, later);
    expect(c.worse).toEqual([]);
    expect(c.better).toEqual([]);
  });

  it('puts the summaries side by side with their differences (hand-computed)', () => {
    // Earlier: 4 sites, 1 bleeding (25%), depths 3 4 6 2, margins 0 → CAL mean (3+4+6+2)/4 = 3,75 → 3,8.
    // Later: 4 sites, 3 bleeding (75%), 1 plaque (25%), depths 3 3 4 2, margins −1 → CAL (4+4+5+3)/4 = 4.
    const earlier = {
      sites: [
        site(16, 'MV', 3, { margin: 0, bleeding: true }),
        site(16, 'V', 4, { margin: 0 }),
        site(16, 'DV', 6, { margin: 0 }),
        site(16, 'ML', 2, { margin: 0 }),
      ],
      teeth: [],
    };
    const later = {
      sites: [
        site(16, 'MV', 3, { margin: -1, bleeding: true }),
        site(16, 'V', 3, { margin: -1, bleeding: true, plaque: true }),
        site(16, 'DV', 4, { margin: -1, bleeding: true }),
        site(16, 'ML', 2, { margin: -1 }),
      ],
      teeth: [],
    };
    const c = comparePerioExams(earlier, later);
    expect(c.before).toMatchObject({ bleedingPercent: 25, depth4OrMore: 2, depth6OrMore: 1, meanAttachment: 3.8 });
    expect(c.after).toMatchObject({
      bleedingPercent: 75,
      plaquePercent: 25,
      depth4OrMore: 1,
      depth6OrMore: 0,
      meanAttachment: 4,
    });
    expect(c.delta).toEqual({ bleedingPercent: 50, plaquePercent: 25, depth4OrMore: -1, depth6OrMore: -1, meanAttachment: 0.2 });
  });

  it('has no attachment difference unless both exams have one', () => {
    const c = comparePerioExams(
      { sites: [site(16, 'V', 3)], teeth: [] },
      { sites: [site(16, 'V', 3, { margin: 0 })], teeth: [] },
    );
    expect(c.delta.meanAttachment).toBeNull();
  });
});

describe('signed', () => {
  it('writes differences with their sign, the pt-BR way', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(-1.5)).toBe('−1,5');
    expect(signed(0)).toBe('0');
  });
});
