import { readFileSync, readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Text assets worth compressing; images and fonts (png, woff2) are compressed already.
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map']);
const MIN_BYTES = 512;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressible(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return compressible(file);
    return COMPRESSIBLE.has(extname(file)) && statSync(file).size >= MIN_BYTES ? [file] : [];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at the highest
 * levels (paid once at build time, not per request; zlib's thread pool does the files in parallel).
 * The server picks one by `Accept-Encoding`.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = compressible(dir);
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      };
      const [br, gz] = await Promise.all([
        brotliAsync(bytes, { params }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** Vite plugin: precompresses the output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'agenda-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
