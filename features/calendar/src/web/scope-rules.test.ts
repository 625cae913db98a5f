import { describe, expect, it } from 'vitest';
import type { AgendaProfessional } from '../shared/professional-slots.ts';
import { keptIds, resolveScope } from './scope-rules.ts';

const pro = (id: string, memberId: string | null = null): AgendaProfessional => ({
  id,
  memberId,
  name: id,
  color: '#2563eb',
  workingHours: [],
  followsClinicHours: true,
  serviceIds: [],
  allServices: true,
  active: true,
});
const team = [pro('ana', 'member-ana'), pro('rafael', 'member-rafael'), pro('camila')];
const reception = { id: 'member-recepcao', role: 'RECEPTION' };
const rafaelSignedIn = { id: 'member-rafael', role: 'PROFESSIONAL' };

describe('whose agenda the dashboard shows', () => {
  it('shows a clinic of one its week as before: no choice, no filter in the read', () => {
    const one = resolveScope({ professionals: [pro('ana', 'member-ana')], preference: null, user: reception, narrow: false });
    expect(one).toMatchObject({ isTeam: false, selected: null, view: 'week', queryIds: undefined, waiting: false });
    expect(resolveScope({ professionals: [pro('ana')], preference: null, user: reception, narrow: true }).view).toBe('week');
  });

  it("shows a team's front desk everyone's week on a first visit", () => {
    const scope = resolveScope({ professionals: team, preference: null, user: reception, narrow: false });
    expect(scope).toMatchObject({ isTeam: true, selected: null, view: 'week', queryIds: undefined });
    expect(scope.columns.map((p) => p.id)).toEqual(['ana', 'rafael', 'camila']);
  });

  it('opens a professional on their own agenda until they choose otherwise', () => {
    const first = resolveScope({ professionals: team, preference: null, user: rafaelSignedIn, narrow: false });
    expect(first).toMatchObject({ selected: ['rafael'], queryIds: ['rafael'] });
    const chose = resolveScope({
      professionals: team,
      preference: { professionals: null, view: 'day' },
      user: rafaelSignedIn,
      narrow: false,
    });
    expect(chose).toMatchObject({ selected: null, view: 'day', queryIds: undefined });
  });

  it("holds a professional's first read until the list says which profile is theirs", () => {
    expect(resolveScope({ professionals: undefined, preference: null, user: rafaelSignedIn, narrow: false }).waiting).toBe(true);
    expect(resolveScope({ professionals: undefined, preference: null, user: reception, narrow: false }).waiting).toBe(false);
  });

  it('asks for what is stored at once, before the list arrives, as it will ask after', () => {
    const preference = { professionals: ['rafael', 'ana'], view: 'day' as const };
    const before = resolveScope({ professionals: undefined, preference, user: reception, narrow: false });
    const after = resolveScope({ professionals: team, preference, user: reception, narrow: false });
    expect(before).toMatchObject({ isTeam: true, view: 'day', queryIds: ['ana', 'rafael'] });
    expect(after.queryIds).toEqual(before.queryIds);
    expect(after.columns.map((p) => p.id)).toEqual(['ana', 'rafael']);
  });

  it("shows one professional's day at a time on a phone, and asks only for theirs", () => {
    const scope = resolveScope({ professionals: team, preference: null, user: reception, narrow: true });
    expect(scope).toMatchObject({ view: 'day', queryIds: ['ana'] });
    expect(scope.columns.map((p) => p.id)).toEqual(['ana']);
  });

  it('asks on a phone for the column it showed last time at once, as it will once the list arrives', () => {
    const before = resolveScope({ professionals: undefined, preference: null, user: reception, narrow: true, column: 'ana' });
    const after = resolveScope({ professionals: team, preference: null, user: reception, narrow: true, column: 'ana' });
    expect(before).toMatchObject({ queryIds: ['ana'], waiting: false });
    expect(after.queryIds).toEqual(before.queryIds);
    // A wide screen asks for the whole week, whatever a phone showed.
    expect(
      resolveScope({ professionals: undefined, preference: null, user: reception, narrow: false, column: 'ana' }),
    ).toMatchObject({ view: 'week', queryIds: undefined });
  });

  it("ignores a phone's remembered column that is no longer among those chosen", () => {
    const preference = { professionals: ['rafael'], view: 'week' as const };
    const before = resolveScope({ professionals: undefined, preference, user: reception, narrow: true, column: 'ana' });
    expect(before.queryIds).toEqual(['rafael']);
  });

  it('forgets professionals no longer in the list; none or all of them is everyone', () => {
    expect(keptIds(['gone', 'rafael'], team)).toEqual(['rafael']);
    expect(keptIds(['gone'], team)).toBeNull();
    expect(keptIds(['ana', 'rafael', 'camila'], team)).toBeNull();
    expect(keptIds([], team)).toBeNull();
  });
});
