import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 38 item 7: an operator learns the configuration from `.env.example` and the README's table,
 * so every variable `src/server/config.ts` reads is named in both. The variables are read from the
 * config's own source: each `env.NAME` it uses and each NAME its schema declares.
 */
const root = path.resolve(import.meta.dirname, '..');
const variableName = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

function variablesRead(source: string): string[] {
  const file = ts.createSourceFile('config.ts', source, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'env')
      names.add(node.name.text);
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && variableName.test(node.name.text))
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...names].filter((name) => variableName.test(name)).sort();
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const variables = variablesRead(read('src/server/config.ts'));

describe('the configuration', () => {
  it('is read from the config source (the test reads something)', () => {
    expect(variables).toEqual(
      expect.arrayContaining(['APP_URL', 'ADMIN2_EMAIL', 'ALLOW_TEST_PAYMENTS', 'METRICS_TOKEN']),
    );
  });

  it('names every variable in .env.example', () => {
    const example = read('.env.example');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("names every variable in the README's Configuration table", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configuration')).split('\n## ')[0]!;
    const rows = table.split('\n').filter((line) => line.startsWith('|'));
    const listed = new Set(
      rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name)),
    );
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe('the scheduled jobs', () => {
  it("are each in the README's table, as src/server/jobs.ts lists them", async () => {
    const { jobNames } = await import('../src/server/jobs');
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('### Scheduled jobs')).split('\n\n').slice(0, 3).join('\n');
    const listed = new Set([...table.matchAll(/^\| `([a-z.]+)` \|/gm)].map(([, name]) => name));
    expect(jobNames().filter((name) => !listed.has(name))).toEqual([]);
    expect(listed.size).toBeGreaterThanOrEqual(jobNames().length);
  }, 60_000);
});
