import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Contracts are declared once, in domain (docs/ARCHITECTURE.md, "Contracts"): the web takes every request
 * body and answer type from `@pawroute/domain` (a type, or `z.input`/`z.output` of the server's schema).
 * A web API module (a file in an `api/` folder, or `api.ts`) that declares an object type of its own is
 * a second copy that will drift.
 */
const DECLARATION = /^\s*(?:export\s+)?(?:interface\s+(\w+)|type\s+(\w+)(?:<[^>]*>)?\s*=\s*\{)/gm;

export const isApiModule = (file: string): boolean => /(^|\/)api\//.test(file) || /(^|\/)api\.tsx?$/.test(file);

/** The object types a source declares (names). */
export function declaredTypes(source: string): string[] {
  return [...source.matchAll(DECLARATION)].map((m) => m[1] ?? m[2]);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Every web API module that declares an object type, with the names. */
export function webApiDeclarations(root: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const path of files(join(root, 'web/src'))) {
    const file = relative(root, path).split(sep).join('/');
    if (!isApiModule(file)) continue;
    const names = declaredTypes(readFileSync(path, 'utf8'));
    if (names.length > 0) found[file] = names;
  }
  return found;
}

/**
 * Contracts written inline where they are used: an answer typed `api.post<{ … }>(…)` or a body typed
 * `mutationFn: (body: { … })` is the same second copy without a name, so the check reads every web file.
 */
const INLINE = /\b(?:api\.(?:get|post|put|patch|delete)|apiGet\w*)<\{[^>]*>|mutationFn:\s*(?:async\s*)?\(body:\s*\{[^)]*\)/g;

export function inlineContractTypes(source: string): string[] {
  return [...source.matchAll(INLINE)].map((m) => m[0].replace(/\s+/g, ' '));
}

/** Every web file (outside tests) that types a request or answer inline, with the places. */
export function webInlineContracts(root: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const path of files(join(root, 'web/src'))) {
    const inline = inlineContractTypes(readFileSync(path, 'utf8'));
    if (inline.length > 0) found[relative(root, path).split(sep).join('/')] = inline;
  }
  return found;
}
