import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `import type {…}`, `import { type A, type B }`, `export type {…}`: erased, never loaded. */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const e = node.exportClause;
    return !!e && ts.isNamedExports(e) && e.elements.length > 0 && e.elements.every((s) => s.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((s) => s.isTypeOnly)
  );
}

/** The src files a file imports: static imports, re-exports, `import()` and `require()` of a literal. */
function imports(file: string, options: ts.CompilerOptions, withTypes: boolean): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if ((withTypes || !typeOnly(node)) && ts.isStringLiteral(node.moduleSpecifier))
        specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((spec) => {
    const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule?.resolvedFileName;
    return resolved && resolved.startsWith(SRC + path.sep) && !resolved.endsWith('.d.ts') ? [resolved] : [];
  });
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) connect(v);
  return found;
}

function graphOf(withTypes: boolean): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  return new Map(sourceFiles(SRC).map((f) => [f, imports(f, options, withTypes)]));
}

/** `src/domain/<feature>/…` → `domain/<feature>`; files directly under src/domain belong to none. */
function featureOf(file: string): string | null {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts[0] === 'domain' && parts.length > 2 ? `domain/${parts[1]}` : null;
}

describe('the module graph of src/', () => {
  // Type-only imports count here too: they are erased at run time, but a type cycle still ties the
  // modules together (the generated GraphQL types and the context were one).
  it('has no import cycle between files', () => {
    const named = cycles(graphOf(true)).map((c) => c.map((f) => path.relative(ROOT, f)));
    expect(named).toEqual([]);
  });

  // Between features only what loads at run time counts: a feature may name another's types both ways.
  it('has no cycle between the domain features (verifications, documents, mx, …)', () => {
    const features = new Map<string, Set<string>>();
    for (const [file, targets] of graphOf(false)) {
      const from = featureOf(file);
      if (!from) continue;
      const edges = features.get(from) ?? features.set(from, new Set()).get(from)!;
      for (const to of targets.map(featureOf)) if (to && to !== from) edges.add(to);
    }
    const graph = new Map([...features].map(([k, v]) => [k, [...v]]));
    expect(cycles(graph)).toEqual([]);
  });
});
