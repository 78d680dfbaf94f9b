import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * Every write's answer is a domain contract (docs/ARCHITECTURE.md, "Contracts"): each `commandRoute(app, {...})`
 * call names its `answer:` schema, and that schema is imported from '@pawroute/domain', where the web
 * reads the same type. A route without one, or with a schema of its own, is a finding.
 */
export interface CommandAnswerFinding {
  /** Repository-relative file and 1-based line of the commandRoute call. */
  where: string;
  problem: string;
}

const DOMAIN = '@pawroute/domain';

/** The names a source imports from '@pawroute/domain' (local names, type-only imports left out). */
function domainImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== DOMAIN || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) names.add(element.name.text);
    }
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
  }
  return names;
}

/** The findings of one source: its commandRoute calls whose options have no `answer:` from the domain. */
export function commandAnswerFindings(file: string, text: string): CommandAnswerFinding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const fromDomain = domainImports(source);
  const findings: CommandAnswerFinding[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'commandRoute') {
      const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
      const options = node.arguments[1];
      const answer =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
              (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText(source) === 'answer')
          : undefined;
      if (!options || !ts.isObjectLiteralExpression(options)) {
        findings.push({ where, problem: 'the options are not an object literal, so the answer cannot be read' });
      } else if (!answer) {
        findings.push({ where, problem: "no answer: schema (name the write's answer in its domain answers.ts)" });
      } else {
        const value = ts.isShorthandPropertyAssignment(answer) ? answer.name : answer.initializer;
        // A schema imported by name, or a member of a namespace import (domain.fooAnswerSchema).
        const root = ts.isPropertyAccessExpression(value) ? value.expression : value;
        if (!ts.isIdentifier(root) || !fromDomain.has(root.text)) {
          findings.push({ where, problem: `answer: ${value.getText(source)} is not imported from '${DOMAIN}'` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The command routes registered by command-api, and whether each names a domain answer. */
export function commandRouteFindings(root: string): { calls: number; findings: CommandAnswerFinding[] } {
  let calls = 0;
  const findings: CommandAnswerFinding[] = [];
  for (const path of sources(join(root, 'command-api/src'))) {
    const text = readFileSync(path, 'utf8');
    if (!text.includes('commandRoute(')) continue;
    calls += text.split('commandRoute(').length - 1;
    findings.push(...commandAnswerFindings(relative(root, path).split(sep).join('/'), text));
  }
  return { calls, findings };
}
