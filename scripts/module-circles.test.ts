import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 38: the server modules (`src/server/modules/<name>/`) import each other in no circle, type-only
 * imports included. Biome's noImportCycles sees circles between files only; two modules can still
 * import each other through different files, so this reads every import of every module's files,
 * its tests too (a test that needs a higher module lives in that one), with TypeScript's parser and
 * looks for a circle between the folders.
 */
const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'src/server/modules');

/** Every module-relative specifier a source text imports or re-exports, type-only and dynamic ones too. */
function specifiersIn(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module a path lies in, or undefined outside src/server/modules. */
function moduleOf(file: string, base: string): string | undefined {
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : undefined;
}

type Graph = Map<string, Map<string, string[]>>;

/** Module → imported module → the files whose imports make that edge ('file → specifier'). */
function moduleGraph(base: string, read = (file: string) => fs.readFileSync(file, 'utf8')): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(base)) {
    const from = moduleOf(file, base)!;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const specifier of specifiersIn(read(file), file)) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), specifier), base);
      if (!to || to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), `${path.relative(base, file)} → ${specifier}`]);
    }
  }
  return graph;
}

/** Each elementary circle once, as 'a → b → … → a', starting from its alphabetically first module. */
function circlesIn(graph: Graph): string[] {
  const names = [...graph.keys()].sort();
  const circles: string[] = [];
  for (const start of names) {
    // Only modules after the start, so each circle is found from its first module and nowhere else.
    const walk = (current: string, trail: string[]) => {
      for (const next of [...(graph.get(current)?.keys() ?? [])].sort()) {
        if (next === start) circles.push([...trail, start].join(' → '));
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return circles;
}

// Reading every module's imports takes about 5 s on a busy 2-core machine: more than the default.
describe('the server modules', { timeout: 30_000 }, () => {
  it('import each other in no circle, type-only imports included', () => {
    const graph = moduleGraph(modulesDir);
    const circles = circlesIn(graph);
    const why = circles.map((circle) => {
      const steps = circle.split(' → ');
      return [circle, ...steps.slice(1).map((to, index) => `  ${graph.get(steps[index]!)!.get(to)!.join('; ')}`)].join(
        '\n',
      );
    });
    expect(why).toEqual([]);
  });

  it('would fail on a deliberate circle, a type-only one too', () => {
    const base = fs.mkdtempSync(path.join(root, '.cache-module-circles-'));
    try {
      for (const [file, text] of Object.entries({
        'one/service.ts': "import { two } from '../two/service';\nexport const one = () => two();\n",
        'two/service.ts': "import type { Three } from '../three/types';\nexport const two = (): Three | 2 => 2;\n",
        'three/types.ts': "export type Three = typeof import('../one/service').one;\n",
        'four/routes.ts': "import { one } from '../one/service';\nexport const four = one;\n",
      })) {
        fs.mkdirSync(path.join(base, path.dirname(file)), { recursive: true });
        fs.writeFileSync(path.join(base, file), text);
      }
      expect(circlesIn(moduleGraph(base))).toEqual(['one → two → three → one']);
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});
