// Pure readers for the README generator: an index file's export list, a path's team in CODEOWNERS,
// the features' declared graph.
import ts from 'typescript';

export interface ExportedNames {
  values: string[];
  types: string[];
  /** `export * from` modules: their names are not listed here. */
  stars: string[];
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names an index file exports, read from its syntax (explicit lists make this exact). */
export function exportedNames(source: string): ExportedNames {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const out: ExportedNames = { values: [], types: [], stars: [] };
  for (const st of file.statements) {
    if (ts.isExportDeclaration(st)) {
      if (!st.exportClause)
        out.stars.push(st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : '?');
      else if (ts.isNamedExports(st.exportClause))
        for (const el of st.exportClause.elements) (st.isTypeOnly || el.isTypeOnly ? out.types : out.values).push(el.name.text);
    } else if (isExported(st)) {
      if (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) out.types.push(st.name.text);
      else if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations) ts.isIdentifier(d.name) && out.values.push(d.name.text);
      else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name)
        out.values.push(st.name.text);
    }
  }
  return out;
}

/**
 * The owners CODEOWNERS gives a path (relative, no leading slash): the last matching line wins.
 * Understands the patterns this repository uses: `*`, and `/dir/` or `/file` anchored at the root.
 */
export function teamOf(codeowners: string, path: string): string | null {
  let team: string | null = null;
  for (const line of codeowners.split('\n')) {
    const [pattern, ...owners] = line.trim().split(/\s+/);
    if (!pattern || pattern.startsWith('#') || owners.length === 0) continue;
    const matches = pattern === '*' || (pattern.startsWith('/') && `/${path}`.startsWith(pattern));
    if (matches) team = owners.join(' ');
  }
  return team;
}

/** Each feature's declared features, without those reachable through another of them. */
export function reducedGraph(deps: Record<string, string[]>): Record<string, string[]> {
  const reach = (from: string, seen = new Set<string>()): Set<string> => {
    for (const d of deps[from] ?? []) if (!seen.has(d)) reach(d, seen.add(d));
    return seen;
  };
  return Object.fromEntries(
    Object.entries(deps).map(([name, direct]) => [
      name,
      direct.filter((d) => !direct.some((other) => other !== d && reach(other).has(d))),
    ]),
  );
}

const POINTER = /(?<![\w/.@-])((?:apps|features|packages|infra|scripts|docs|e2e)\/[\w./-]*[\w/])/g;

/** Repository paths a text names that do not exist (templates such as `<feature>` and build output left out). */
export function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  const paths = [...text.matchAll(POINTER)].map((m) => m[1] ?? '').filter((p) => !p.includes('/dist/') && !p.endsWith('/dist'));
  return [...new Set(paths)].filter((path) => !exists(path));
}
