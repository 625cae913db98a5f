import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = new URL('./check-layers.mjs', import.meta.url).pathname;
const trees: string[] = [];

const pkg = (name: string, dependencies: string[] = []) =>
  JSON.stringify({
    name,
    exports: { './server': './src/server/index.ts' },
    dependencies: Object.fromEntries(dependencies.map((d) => [d, '*'])),
  });

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'agenda-layers-'));
  trees.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function check(dir: string) {
  const result = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

// Each test starts the check as its own Node process: the limit is for a hang, not for a busy machine.
describe('the layering check', { timeout: 30_000 }, () => {
  it('passes features that import what they declare through its exports', () => {
    const dir = tree({
      'packages/db/package.json': pkg('@x/db'),
      'packages/db/src/server/index.ts': 'export const db = 1;\n',
      'features/a/package.json': pkg('@x/a', ['@x/db']),
      'features/a/src/server/index.ts': "import { db } from '@x/db/server';\nexport const a = db;\n",
      'features/b/package.json': pkg('@x/b', ['@x/a']),
      'features/b/src/server/index.ts': "import { a } from '@x/a/server';\nexport const b = a;\n",
    });
    expect(check(dir)).toEqual({ code: 0, output: 'Layering OK (3 workspaces).\n' });
  });

  it('names an undeclared feature, a deep import, a package importing a feature and a cycle', () => {
    const dir = tree({
      'packages/db/package.json': pkg('@x/db'),
      'packages/db/src/server/index.ts': "import { a } from '@x/a/server';\nexport const db = a;\n",
      'features/a/package.json': pkg('@x/a', ['@x/b']),
      'features/a/src/server/index.ts': "import { c } from '@x/c/server';\nexport const a = c;\n",
      'features/b/package.json': pkg('@x/b', ['@x/a']),
      'features/b/src/server/index.ts': "import { a } from '@x/a/src/server/index.ts';\nexport const b = a;\n",
      'features/c/package.json': pkg('@x/c'),
      'features/c/src/server/index.ts': 'export const c = 1;\n',
    });
    const { code, output } = check(dir);
    expect(code).toBe(1);
    expect(output).toContain('packages/db/src/server/index.ts: packages may not import features (@x/a/server)');
    expect(output).toContain("features/a/src/server/index.ts: imports @x/c, which @x/a's package.json does not declare");
    expect(output).toContain('features/b/src/server/index.ts: @x/a/src/server/index.ts is not an export of @x/a');
    expect(output).toMatch(/dependency cycle between features: @x\/a → @x\/b → @x\/a/);
  });

  it("lets only a feature's endpoint tests import the server's test kit, undeclared", () => {
    const kit = "import { startTestServer } from '@agenda/server/testing';\n";
    const dir = tree({
      'apps/server/package.json': JSON.stringify({
        name: '@agenda/server',
        exports: { './testing': './src/testing/index.ts' },
        dependencies: { '@x/a': '*' },
      }),
      'apps/server/src/testing/index.ts': 'export const startTestServer = 1;\n',
      'features/a/package.json': pkg('@x/a'),
      'features/a/src/server/index.ts': 'export const a = 1;\n',
      'features/a/src/server/a.int.test.ts': kit,
    });
    expect(check(dir)).toEqual({ code: 0, output: 'Layering OK (2 workspaces).\n' });

    writeFileSync(join(dir, 'features/a/src/server/fixture.ts'), kit);
    writeFileSync(join(dir, 'features/a/src/server/a.test.ts'), kit);
    writeFileSync(
      join(dir, 'features/a/src/server/index.ts'),
      "import { main } from '@agenda/server';\nexport const a = main;\n",
    );
    const { code, output } = check(dir);
    expect(code).toBe(1);
    expect(output).toContain(
      "features/a/src/server/fixture.ts: only a feature's *.int.test.ts may import @agenda/server/testing",
    );
    expect(output).toContain("features/a/src/server/a.test.ts: only a feature's *.int.test.ts may import @agenda/server/testing");
    expect(output).toContain('features/a/src/server/index.ts: features may not import apps (@agenda/server)');
    expect(output).not.toContain('a.int.test.ts');
  });
});
