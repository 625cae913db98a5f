import type { Permission } from '@agenda/access';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Allowed, useMay } from './access';
import { type WebFeature, createSlot, fill } from './slots';

// A permission in a web manifest is one of the table's (`@agenda/access`): a typo used to hide a
// button silently, it now stops the type-check (`npm run typecheck`, which reads this file). Each
// `@ts-expect-error` below fails the type-check should the misspelt permission compile.

const Nothing = () => null;
const slot = createSlot<Record<string, never>>('example.place');

describe('a permission in a web manifest', () => {
  it('is one of the table’s: an unknown one does not compile', () => {
    const feature: WebFeature = {
      key: 'example',
      routes: [
        {
          path: '/example',
          load: async () => Nothing,
          // @ts-expect-error 'clinicl' is no permission
          permission: 'clinicl',
        },
      ],
      nav: [
        {
          to: '/example',
          label: 'Exemplo',
          icon: '🧪',
          order: 1,
          // @ts-expect-error 'financ' is no permission, even beside a real one
          permission: ['finance', 'financ'],
        },
      ],
      fills: [
        fill({
          slot,
          id: 'example.fill',
          component: Nothing,
          // @ts-expect-error 'Clinical' is no permission (the table's keys are case-sensitive)
          permission: 'Clinical',
        }),
        fill({ slot, id: 'example.allowed', component: Nothing, permission: 'clinical' }),
      ],
    };
    expect(feature.fills).toHaveLength(2);
  });

  it('is asked of the member with the same type', () => {
    expectTypeOf<ReturnType<typeof useMay>>().parameter(0).toEqualTypeOf<Permission>();
    expectTypeOf(Allowed).parameter(0).toHaveProperty('permission').toEqualTypeOf<Permission>();
    // @ts-expect-error 'produtos' is no permission
    const typo = () => useMay()('produtos');
    expect(typeof typo).toBe('function');
  });
});
