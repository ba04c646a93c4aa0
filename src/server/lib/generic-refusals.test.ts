import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { genericErrorCodes } from '../../core/errors';

/**
 * Decision 027: every refusal a server module sends names its situation with its own code, so the
 * web can say it in the reader's language. The generic codes are left to the framework (app.ts:
 * an unknown route, a schema's 400) and to the helpers' own default words; this reads every server
 * source file and fails on a module that sends a generic code with words of its own.
 */
const serverDir = path.join(import.meta.dirname, '..');
/** Where the generic codes are defined and the framework's fallbacks are answered. */
const frameworkFiles = new Set([path.join(serverDir, 'lib/errors.ts'), path.join(serverDir, 'app.ts')]);
const genericCodeNames = new Set(['badRequest', 'validation', 'forbidden', 'notFound', 'conflict']);
/** The helpers that fall back to a generic code when no code is given, and where their code goes. */
const helperCodeArgument: Record<string, number> = {
  badRequest: 2,
  forbidden: 1,
  notFound: 1,
  conflict: 1,
  notYours: 1,
};

const isUndefined = (node: ts.Expression | undefined) =>
  node === undefined || (ts.isIdentifier(node) && node.text === 'undefined');

/** The generic refusals with words of their own in one source text, as 'line: code'. */
function genericRefusalsIn(source: string, fileName = 'module.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: ${node.getText(file).split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText(file) === 'errorCodes' &&
      genericCodeNames.has(node.name.text)
    )
      report(node);
    if (ts.isStringLiteral(node) && genericErrorCodes.includes(node.text)) report(node);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in helperCodeArgument) {
      const [message, fieldErrors] = node.arguments;
      const code = node.arguments[helperCodeArgument[node.expression.text]!];
      // No words given: the helper's default, which are the generic code's own words.
      const defaultWords = message === undefined;
      // A schema's or a check's field errors (not written here), which the forms translate.
      const validation =
        node.expression.text === 'badRequest' &&
        !isUndefined(fieldErrors) &&
        !ts.isObjectLiteralExpression(fieldErrors!);
      if (!defaultWords && !validation && isUndefined(code)) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !frameworkFiles.has(file) ? [file] : [];
  });
}

describe('generic refusals', () => {
  it('finds a generic code sent with words of its own', () => {
    const source = [
      "throw notFound('User not found');",
      'throw conflict(emailInUseMessage);',
      "throw badRequest('Invalid signature');",
      'throw badRequest(message, { code: message });',
      "throw new AppError(409, errorCodes.conflict, 'Taken');",
      "reply.send({ code: 'NOT_FOUND', message: 'Message not found' });",
    ].join('\n');
    expect(genericRefusalsIn(source)).toHaveLength(6);
  });

  it('lets a specific code, the default words and a schema’s field errors through', () => {
    const source = [
      'throw notFound(userNotFoundMessage, refusalCodes.userNotFound);',
      'throw forbidden();',
      'throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);',
      'throw badRequest(message, undefined, refusalCodes.invalidSignature);',
      'throw new AppError(409, refusalCodes.emailInUse, emailInUseMessage);',
    ].join('\n');
    expect(genericRefusalsIn(source)).toEqual([]);
  });

  it('no server module sends a generic code with words of its own', () => {
    const found = serverSources(serverDir).flatMap((file) =>
      genericRefusalsIn(fs.readFileSync(file, 'utf8'), path.relative(serverDir, file)),
    );
    expect(found).toEqual([]);
  });
});
