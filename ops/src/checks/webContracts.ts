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
 * Contracts written inline where they are used: an answer typed `api.post<{ … }>(…)`, a body typed
 * `mutationFn: (body: { … })`, or any generic call given an inline object type (below) is the same second
 * copy without a name, so the check reads every web file.
 */
const INLINE = /\b(?:api\.(?:get|post|put|patch|delete)|apiGet\w*)<\{[^>]*>|mutationFn:\s*(?:async\s*)?\(body:\s*\{[^)]*\)/g;

/**
 * A generic called with an object type written inline among its type arguments (`useWrite<{ transactionId:
 * number }, { sent: boolean }>(…)`, `apiWrite<{ exceptionId: number }>(…)`, `<ChoiceSetting<TipBase, {
 * tipBase: TipBase }>`): whatever the helper is called, that is a body or an answer without a name. A
 * component's own state is not a contract: React's state hooks and `new` collections are left alone, as are
 * declarations (`function f<T extends { … }>(`); so are a component's own props (forwardRef, memo).
 */
const LOCAL_STATE = new Set(['useState', 'useRef', 'useReducer', 'createContext', 'forwardRef', 'memo']);
const GENERIC_CALLEE = /(?<![\w$.])([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*</g;
const TYPE_ARGUMENTS_MAX = 600;

/** The type arguments after `open` (the index just past a `<`), or null when that `<` opens none. */
function typeArguments(source: string, open: number): { text: string; end: number } | null {
  let angle = 1;
  let nested = 0;
  for (let i = open; i < source.length && i - open < TYPE_ARGUMENTS_MAX; i++) {
    const c = source[i];
    if (c === '{' || c === '(' || c === '[') nested++;
    else if (c === '}' || c === ')' || c === ']') {
      if (--nested < 0) return null;
    } else if (c === '<') angle++;
    else if (c === '>' && source[i - 1] !== '=') {
      if (--angle === 0) return nested === 0 ? { text: source.slice(open, i), end: i + 1 } : null;
    } else if ((c === ';' || c === '=' || c === '&' && source[i + 1] === '&' || c === '|' && source[i + 1] === '|') && nested === 0) return null;
  }
  return null;
}

export function inlineTypeArguments(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(GENERIC_CALLEE)) {
    const callee = match[1];
    if (LOCAL_STATE.has(callee)) continue;
    const before = source.slice(Math.max(0, match.index - 9), match.index);
    if (/\b(?:new|function)\s+$/.test(before)) continue;
    const args = typeArguments(source, match.index + match[0].length);
    if (!args || !args.text.includes('{')) continue;
    const next = source.slice(args.end).trimStart()[0];
    // `<Name<…>` opens an element (JSX); `Outer<Name<…>` is a type inside a type.
    const jsx = /<\s*$/.test(before) && !/[\w$.]\s*<\s*$/.test(before);
    if (next === '(' || jsx) found.push(`${callee}<${args.text}>`.replace(/\s+/g, ' '));
  }
  return found;
}

export function inlineContractTypes(source: string): string[] {
  const found = [...source.matchAll(INLINE)].map((m) => m[0].replace(/\s+/g, ' '));
  for (const generic of inlineTypeArguments(source)) if (!found.includes(generic)) found.push(generic);
  return found;
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
