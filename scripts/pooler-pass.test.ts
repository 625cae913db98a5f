import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { intTestFiles, poolerFiles } from './pooler-pass.mjs';

describe('the pooler pass', () => {
  const base = mkdtempSync(join(tmpdir(), 'pooler-pass-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  };
  write('apps/server/src/api-tests/marked.int.test.ts', "// @pooler-pass: a statement of its own.\nimport 'vitest';\n");
  write('apps/server/src/api-tests/plain.int.test.ts', "import 'vitest';\n// says @pooler-pass in the middle of a line\n");
  write('features/clients/src/server/search.int.test.ts', "import 'vitest';\n\n// @pooler-pass: the search.\n");
  write('features/clients/src/server/search.test.ts', '// @pooler-pass: a unit test is no integration test.\n');
  write('features/clients/node_modules/x/src/y.int.test.ts', '// @pooler-pass\n');
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('takes the integration test files with the marker on a line of its own, in any workspace', () => {
    expect(intTestFiles(base)).toEqual([
      'apps/server/src/api-tests/marked.int.test.ts',
      'apps/server/src/api-tests/plain.int.test.ts',
      'features/clients/src/server/search.int.test.ts',
    ]);
    expect(poolerFiles(base)).toEqual([
      'apps/server/src/api-tests/marked.int.test.ts',
      'features/clients/src/server/search.int.test.ts',
    ]);
  });

  it('holds the SQL paths of the repository', () => {
    const files = poolerFiles();
    for (const name of ['pooler', 'tenant-isolation', 'hot-read-session', 'company-statements', 'sign-in-role'])
      expect(files).toContain(`apps/server/src/api-tests/${name}.int.test.ts`);
    expect(files).toContain('packages/db/src/company-statement.contract.int.test.ts');
    expect(files.length).toBeLessThan(intTestFiles().length);
  });
});
