import { describe, expect, it } from 'vitest';
import type { FeatureFacts } from './facts.ts';
import { exportedNames, missingPaths, reducedGraph, teamOf } from './parse.ts';
import { HAND_END, HAND_START, fillSamples, handWrittenOf, readmeProblem, renderFeatureReadme, renderGraph } from './render.ts';

const facts: FeatureFacts = {
  name: 'services',
  pkg: '@agenda/services',
  team: '@agenda/team-services',
  tables: ['service', 'service_type'],
  views: [],
  routerKey: 'services',
  procedures: [
    { path: 'list', type: 'query' },
    { path: 'create', type: 'mutation' },
  ],
  rest: [
    { method: 'POST', path: '/services' },
    { method: 'GET', path: '/services' },
  ],
  offers: [],
  fills: [{ kind: 'slot', name: 'topBarSlot', id: 'shell.top-bar', owner: 'shell', count: 1 }],
  exports: [{ entry: './server', names: { values: ['servicesServerFeature'], types: ['Service'], stars: [] } }],
  workspaces: ['@agenda/db'],
  packages: ['valibot'],
  usedBy: ['@agenda/calendar'],
  apiTests: ['src/server/services.int.test.ts'],
};
const intro = 'The catalogue of services.';
const readme = renderFeatureReadme(facts, intro);

describe('a feature README', () => {
  it('says what the feature owns and uses', () => {
    expect(readme).toContain('- Tables (its migrations create them): `service`, `service_type`');
    expect(readme).toContain('queries `list`; mutations `create`');
    expect(readme).toContain('- REST routes: `GET POST /services`');
    expect(readme).toContain('- `./server`: `servicesServerFeature`; types `Service`');
    expect(readme).toContain('  - `topBarSlot` (`shell.top-bar`) of shell');
    expect(readme).toContain(
      '- Endpoint tests (against the composed server, `@agenda/server/testing`): `src/server/services.int.test.ts`',
    );
  });

  it('is not stale as written', () => {
    expect(readmeProblem(readme, readme)).toBeNull();
  });

  it('is stale when the code says more than it does (a new table)', () => {
    const now = renderFeatureReadme({ ...facts, tables: [...facts.tables, 'service_price'] }, handWrittenOf(readme) ?? '');
    expect(readmeProblem(readme, now)).toBe('stale');
  });

  it('is stale when its generated part was edited by hand', () => {
    const edited = readme.replace('`service_type`', '`service_kind`');
    expect(readmeProblem(edited, renderFeatureReadme(facts, handWrittenOf(edited) ?? ''))).toBe('stale');
  });

  it('keeps its hand-written paragraph, edited or not', () => {
    const edited = readme.replace(intro, 'The catalogue: services and their types.');
    const regenerated = renderFeatureReadme(facts, handWrittenOf(edited) ?? '');
    expect(regenerated).toBe(edited);
    expect(readmeProblem(edited, regenerated)).toBeNull();
  });

  it('fails without its paragraph, its markers or at all', () => {
    const blank = renderFeatureReadme(facts, '');
    expect(readmeProblem(blank, blank)).toBe('its hand-written paragraph is still to be written');
    const unmarked = readme.replace(HAND_START, '');
    expect(readmeProblem(unmarked, readme)).toBe('its hand-written part has lost its markers');
    expect(readmeProblem(null, readme)).toBe('missing');
    expect(readme.indexOf(HAND_END)).toBeGreaterThan(readme.indexOf(intro));
  });
});

describe('the generated parts of other documents', () => {
  it('draws the declared graph without the dependencies a neighbour already brings', () => {
    const deps = { auth: [], clients: ['auth'], calendar: ['auth', 'clients'], clinical: ['auth', 'clients', 'calendar'] };
    expect(reducedGraph(deps)).toEqual({ auth: [], clients: ['auth'], calendar: ['clients'], clinical: ['calendar'] });
    expect(renderGraph(deps)).toBe('auth ← clients\nclients ← calendar\ncalendar ← clinical');
  });

  it('copies a sample file into its code block', () => {
    const doc = 'Intro\n<!-- sample: a.ts -->\n```ts\nold\n```\n<!-- /sample -->\nEnd';
    expect(fillSamples(doc, () => 'export const a = 1;\n')).toBe(
      'Intro\n<!-- sample: a.ts -->\n```ts\nexport const a = 1;\n```\n<!-- /sample -->\nEnd',
    );
  });

  it('reads teams from CODEOWNERS (last match wins) and names from an explicit export list', () => {
    const codeowners = '# x\n*   @agenda/team-platform\n/features/services/  @agenda/team-services\n';
    expect(teamOf(codeowners, 'features/services/')).toBe('@agenda/team-services');
    expect(teamOf(codeowners, 'features/calendar/')).toBe('@agenda/team-platform');
    const names = exportedNames("export { a, type B } from './a.ts';\nexport type { C } from './c.ts';\nexport const d = 1;");
    expect(names).toEqual({ values: ['a', 'd'], types: ['B', 'C'], stars: [] });
  });

  it('names the paths a text points at that do not exist, not templates or build output', () => {
    const text =
      '// the layering of docs/ARCHITECTURE: see scripts/check-layers.mjs, features/<domain>/src and apps/web/dist/index.html.';
    expect(missingPaths(text, (path) => path === 'scripts/check-layers.mjs')).toEqual(['docs/ARCHITECTURE']);
  });
});
