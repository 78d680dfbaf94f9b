import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FEATURE_LAYOUTS } from './importRules';

/**
 * One file name for a feature's contracts (docs/ARCHITECTURE.md, "Contracts"): a domain feature's request
 * bodies are in `<feature>/bodies.ts` (or a `bodies/` folder) and its answers in `<feature>/answers.ts`.
 * Two checks keep it so:
 * - no file in a domain feature folder has a name that says "contract" another way (apiTypes.ts,
 *   schemas.ts, input.ts, api.ts, requests.ts, types.ts, *Schema.ts, *Schemas.ts, *Body.ts, *Response.ts);
 * - a zod schema named `…BodySchema` (a request body by its name) is declared only in a bodies file.
 */
export const CONTRACT_NAME = /^(?:apiTypes|schemas|input|api|requests|types)\.ts$|(?:Schemas?|Body|Response)\.ts$/;

/**
 * Files whose name matches CONTRACT_NAME but hold no request or answer, each with its reason. The check
 * fails when one is gone, so the list only shrinks.
 */
export const CONTRACT_NAME_EXCEPTIONS: Record<string, string> = {
  'domain/src/estimates/types.ts': 'the pricing model (breed prices, pet lines, discounts) that priceEstimate takes and gives; no request or answer',
  'domain/src/estimates/inputSchema.ts': "the zod schema of the price input an EstimateSaved event records (events.ts); no request body",
};

const BODY_SCHEMA = /^\s*(?:export\s+)?const\s+(\w*[bB]odySchema)\b/gm;

export const isBodiesFile = (file: string): boolean => /\/bodies(?:\.ts|\/[^/]+\.ts)$/.test(file);

/** The `…BodySchema` constants a source declares (names). */
export function declaredBodySchemas(source: string): string[] {
  return [...source.matchAll(BODY_SCHEMA)].map((m) => m[1]);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** The files of the domain's feature folders (not shared/, registry/ or testing/), repository-relative. */
export function domainFeatureFiles(root: string): string[] {
  const layout = FEATURE_LAYOUTS.domain;
  const notFeatures = [...layout.shared, ...layout.composers];
  const src = join(root, layout.features);
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${layout.features}${entry.name}/`)
    .filter((dir) => !notFeatures.includes(dir))
    .flatMap((dir) => files(join(root, dir)))
    .map((path) => relative(root, path).split(sep).join('/'));
}

/** Domain feature files whose name says "contract" in another way than bodies.ts and answers.ts. */
export function misnamedContractFiles(root: string): string[] {
  return domainFeatureFiles(root).filter((file) => CONTRACT_NAME.test(file.slice(file.lastIndexOf('/') + 1)) && !(file in CONTRACT_NAME_EXCEPTIONS));
}

/** Exceptions whose file no longer exists (take them off the list). */
export function staleContractNameExceptions(root: string): string[] {
  return Object.keys(CONTRACT_NAME_EXCEPTIONS).filter((file) => !existsSync(join(root, file)));
}

/** Domain files (outside bodies files) that declare a `…BodySchema`, with the names. */
export function bodySchemasOutsideBodies(root: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const path of files(join(root, 'domain/src'))) {
    const file = relative(root, path).split(sep).join('/');
    if (isBodiesFile(file)) continue;
    const names = declaredBodySchemas(readFileSync(path, 'utf8'));
    if (names.length > 0) found[file] = names;
  }
  return found;
}
