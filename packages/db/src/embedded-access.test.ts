import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPrivateFolder } from './embedded-access.ts';

describe('firstPrivateFolder', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names the private folder on the way, and none once it is open', () => {
    root = mkdtempSync(join(tmpdir(), 'agenda-access-'));
    chmodSync(root, 0o755);
    const privateDir = join(root, 'private');
    const inside = join(privateDir, 'project', 'node_modules');
    mkdirSync(inside, { recursive: true });
    chmodSync(privateDir, 0o700);
    expect(firstPrivateFolder(inside)).toBe(privateDir);
    chmodSync(privateDir, 0o755);
    expect(firstPrivateFolder(inside)).toBeNull();
  });
});
