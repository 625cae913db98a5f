import type { Plugin } from 'vite';

/** A route's address and the modules (by path pattern) its first visit loads beyond the entry. */
export type RoutePreloads = Record<string, RegExp[]>;

/** The output chunk fields read here, as Vite hands them to `generateBundle`. */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files each route's modules need, with everything they import statically but the entry (the
 * HTML names it already): scripts first, then style sheets, as absolute paths.
 */
export function preloadsOf(chunks: BuiltChunk[], routes: RoutePreloads): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const preloads: Record<string, string[]> = {};
  for (const [path, modules] of Object.entries(routes)) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const add = (chunk: BuiltChunk) => {
      if (chunk.isEntry || scripts.has(chunk.fileName)) return;
      scripts.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) add(next);
      }
    };
    for (const pattern of modules) {
      const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
      if (holding.length === 0) throw new Error(`${path}: no chunk holds a module matching ${pattern}`);
      for (const chunk of holding) add(chunk);
    }
    preloads[path] = [...scripts, ...styles].map((file) => `/${file}`);
  }
  return preloads;
}

/**
 * Writes `route-preloads.json`: for each listed route, the chunks and style sheets its first visit
 * loads after the entry. The server names them in that route's HTML (`modulepreload`, `preload`), so
 * the browser fetches them beside the entry instead of one wave after another (decision 068).
 */
export function routePreloads(routes: RoutePreloads): Plugin {
  return {
    name: 'agenda-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as BuiltChunk[];
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloadsOf(chunks, routes), null, 2)}\n`,
      });
    },
  };
}
