import { describe, expect, it } from 'vitest';
import type { PerioSiteData } from '../../shared/perio.ts';
import { PerioStore } from './perio-store.ts';

const saved: PerioSiteData = { tooth: 18, site: 'DV', depth: 4, margin: -2, bleeding: true, plaque: false, suppuration: false };

describe('PerioStore', () => {
  it('fills margins in margin mode, a "-" first making a recession, from the first site again', () => {
    const store = new PerioStore([saved], []);
    store.digit(3); // 18 DV depth 3
    store.setMode('margin');
    store.minus();
    store.digit(1); // 18 DV margin −1
    store.digit(2); // 18 V margin 2
    const { sites } = store.payload();
    expect(sites.find((s) => s.site === 'DV')).toMatchObject({ depth: 3, margin: -1, bleeding: true });
    expect(sites.find((s) => s.site === 'V')).toMatchObject({ depth: null, margin: 2 });
  });

  it('toggles plaque and suppuration on the current site, and keeps mobility, furcation and implant per tooth', () => {
    const store = new PerioStore([], []);
    store.togglePlaque();
    store.toggleSuppuration();
    store.digit(5);
    store.setTooth(16, { mobility: 2, furcation: 3 });
    store.setTooth(11, { furcation: 2, implant: true });
    const { sites, teeth } = store.payload();
    expect(sites[0]).toMatchObject({ tooth: 18, site: 'DV', depth: 5, plaque: true, suppuration: true });
    expect(teeth).toContainEqual({ tooth: 16, mobility: 2, furcation: 3, implant: false, missing: false });
    // An incisor has no furcation to grade.
    expect(teeth).toContainEqual({ tooth: 11, mobility: 0, furcation: 0, implant: true, missing: false });
  });

  it('tells the tooth under the cursor, and only the cells touched re-render', () => {
    const store = new PerioStore([], []);
    let touched = 0;
    store.subscribe('17DV', () => touched++);
    expect(store.currentTooth()).toBe(18);
    for (let i = 0; i < 3; i++) store.digit(2);
    expect(store.currentTooth()).toBe(17);
    expect(touched).toBe(1); // the cursor arrived on 17 DV
  });
});
