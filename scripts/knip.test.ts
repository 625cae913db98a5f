import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run lint` relies on knip for what each workspace declares: this proves it catches an import
// of a package the workspace does not declare, and a declared package nothing imports.
const knip = new URL('../node_modules/.bin/knip', import.meta.url).pathname;
const fixtures: string[] = [];

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'agenda-knip-'));
  fixtures.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function runKnip(dir: string) {
  const result = spawnSync(knip, ['--directory', dir, '--include', 'dependencies,unlisted', '--no-progress'], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const manifest = (dependencies: Record<string, string>) =>
  JSON.stringify({ name: 'fixture', private: true, type: 'module', main: 'src/index.ts', dependencies });

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

// Each test runs knip, a program that takes a core for a second or two when idle and several on a busy
// machine: the limit is for a hang, not for a machine running other work (it failed at Vitest's 5 s so).
describe('knip in npm run lint', { timeout: 60_000 }, () => {
  it('fails on an import the workspace does not declare', () => {
    const dir = workspace({
      'package.json': manifest({}),
      'src/index.ts': "import { format } from 'date-fns';\nexport const today = () => format(new Date(), 'yyyy-MM-dd');\n",
    });
    const { code, output } = runKnip(dir);
    expect(code).toBe(1);
    expect(output).toMatch(/Unlisted dependencies[\s\S]*date-fns/);
  });

  it('fails on a declared dependency nothing imports', () => {
    const dir = workspace({
      'package.json': manifest({ 'date-fns': '4.1.0' }),
      'src/index.ts': 'export const answer = 42;\n',
    });
    const { code, output } = runKnip(dir);
    expect(code).toBe(1);
    expect(output).toMatch(/Unused dependencies[\s\S]*date-fns/);
  });

  it('passes a workspace that declares exactly what it imports', () => {
    const dir = workspace({
      'package.json': manifest({ 'date-fns': '4.1.0' }),
      'src/index.ts': "import { format } from 'date-fns';\nexport const today = () => format(new Date(), 'yyyy-MM-dd');\n",
    });
    expect(runKnip(dir)).toMatchObject({ code: 0 });
  });
});
