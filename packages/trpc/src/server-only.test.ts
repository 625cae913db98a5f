import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The server kit runs only in the server: what the browser needs lives in @agenda/api-client. Should
// browser code come back here, the server would install (and could import) React and the design system.
const BROWSER_ONLY = [
  '@agenda/api-client',
  '@agenda/ui',
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@trpc/client',
  '@trpc/tanstack-react-query',
];

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

describe('the server kit', () => {
  it('declares no browser package', () => {
    const declared = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });
    expect(declared.filter((name) => BROWSER_ONLY.includes(name))).toEqual([]);
  });

  it('imports no browser package', () => {
    const dir = new URL('./', import.meta.url);
    const imports = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        [...readFileSync(new URL(file, dir), 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
          (match) => `${file}: ${match[1]}`,
        ),
      );
    const browser = imports.filter((line) =>
      BROWSER_ONLY.some((name) => line.endsWith(`: ${name}`) || line.includes(`: ${name}/`)),
    );
    expect(browser).toEqual([]);
  });
});
