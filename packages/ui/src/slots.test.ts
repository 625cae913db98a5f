import { describe, expect, it } from 'vitest';
import { type WebFeature, createSlot, fill, slotFillsOf, topBarSlot } from './slots';

// Slots live in the features that draw them; the shell's list is the only place that sees them all,
// so it refuses what would otherwise never show, silently.
const Nothing = () => null;
const tabSlot = createSlot<{ clientId: string }>('clients.tab');

describe('slotFillsOf', () => {
  it("passes every listed feature's fills on, to slots of features and of the shell", () => {
    const features: WebFeature[] = [
      { key: 'clients', offers: [tabSlot] },
      {
        key: 'clinical',
        fills: [
          fill({ slot: tabSlot, id: 'clinical.odontogram', match: 'odontogram', component: Nothing }),
          fill({ slot: topBarSlot, id: 'clinical.button', component: Nothing }),
        ],
      },
    ];
    expect(slotFillsOf(features, [topBarSlot]).map((f) => f.id)).toEqual(['clinical.odontogram', 'clinical.button']);
  });

  it('refuses a fill of a slot no listed feature offers', () => {
    const features: WebFeature[] = [{ key: 'clinical', fills: [fill({ slot: tabSlot, id: 'clinical.x', component: Nothing })] }];
    expect(() => slotFillsOf(features, [topBarSlot])).toThrow('Slot clients.tab is offered by no listed feature');
  });

  it("refuses a slot whose id is not led by its feature's key, and one offered twice", () => {
    expect(() => slotFillsOf([{ key: 'calendar', offers: [tabSlot] }], [])).toThrow(
      'Slot clients.tab offered by calendar must start with "calendar."',
    );
    const twin = createSlot<{ clientId: string }>('clients.tab');
    expect(() => slotFillsOf([{ key: 'clients', offers: [tabSlot, twin] }], [])).toThrow('Slot clients.tab is offered twice');
  });

  it('refuses two fills of one slot under one id (it is their React key)', () => {
    const features: WebFeature[] = [
      { key: 'clients', offers: [tabSlot] },
      { key: 'clinical', fills: [fill({ slot: tabSlot, id: 'same', component: Nothing })] },
      { key: 'finalize', fills: [fill({ slot: tabSlot, id: 'same', component: Nothing })] },
    ];
    expect(() => slotFillsOf(features, [])).toThrow('Slot clients.tab has two fills named same');
  });
});
