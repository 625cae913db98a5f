import type { AnyRouter } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { contribute, createExtensionPoint } from './extensions.ts';
import { type ServerFeature, extensionsOf } from './feature.ts';

// Points live in the features that offer them; the server's list is the only place that sees them
// all, so it refuses what would otherwise fail silently.
const feature = (key: string, more: Partial<ServerFeature> = {}): ServerFeature => ({
  key,
  router: {} as AnyRouter,
  entities: [],
  migrations: [],
  ...more,
});

describe('extensionsOf', () => {
  const notesPoint = createExtensionPoint<(id: string) => string>('clients.notes');

  it('hands the offering feature what the others contributed, in the order of the list', () => {
    const extensions = extensionsOf([
      feature('clients', { offers: [notesPoint] }),
      feature('clinical', { contributions: [contribute(notesPoint, (id) => `clinical ${id}`)] }),
      feature('finalize', { contributions: [contribute(notesPoint, (id) => `finalize ${id}`)] }),
    ]);
    expect(extensions.get(notesPoint).map((f) => f('7'))).toEqual(['clinical 7', 'finalize 7']);
  });

  it('an offered point nobody fills answers an empty list', () => {
    expect(extensionsOf([feature('clients', { offers: [notesPoint] })]).get(notesPoint)).toEqual([]);
  });

  it('refuses a contribution to a point no listed feature offers', () => {
    expect(() => extensionsOf([feature('clinical', { contributions: [contribute(notesPoint, () => '')] })])).toThrow(
      'Extension point clients.notes is offered by no listed feature',
    );
  });

  it("refuses a point whose id is not led by its feature's key", () => {
    expect(() => extensionsOf([feature('settings', { offers: [notesPoint] })])).toThrow(
      'Extension point clients.notes offered by settings must start with "settings."',
    );
  });

  it('refuses two points with one id, and a contribution to the one not offered', () => {
    const twin = createExtensionPoint<(id: string) => string>('clients.notes');
    expect(() => extensionsOf([feature('clients', { offers: [notesPoint, twin] })])).toThrow(
      'Extension point clients.notes is offered twice',
    );
    expect(() =>
      extensionsOf([
        feature('clients', { offers: [notesPoint] }),
        feature('clinical', { contributions: [contribute(twin, () => '')] }),
      ]),
    ).toThrow('Extension point clients.notes is offered by no listed feature');
  });
});
