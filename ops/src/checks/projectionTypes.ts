import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The reads see the projections through their tables' types (ARCHITECTURE.md "Packages": query-api may
 * import projections for the table types). Every import query-api makes from `@pawroute/projections`
 * is type-only: `import type { … }`, or every specifier written `type X`. Code both sides need lives
 * in domain or platform (pure), a read's SQL in query-api.
 *
 * Tests (`*.test.ts`) are left out: a read's test builds the read model it reads by running the
 * projectors, as ops does when it composes the server.
 */

/**
 * Values query-api still imports, each with the reason it has not moved (ARCHITECTURE.md lists them).
 * The check refuses any other value, and refuses an entry here that nothing imports any more.
 */
export const PENDING_PROJECTION_VALUES: Record<string, string> = {
  selectAppointmentRows:
    "the appointments projector pushes the changed rows live (appointments/livePush.ts) in the very shape the lists read; one query serves both, and projections may not import query-api",
  countAppointments: 'counts with the same joins and filters as selectAppointmentRows (appointments/rows.ts); it moves with that query',
  ESTIMATE_PETS_SQL: 'a fragment of selectAppointmentRows that the standings and transactions reads reuse; it moves with that query',
  PAYMENT_VOIDED_SQL: 'a fragment of selectAppointmentRows that the appointment and unpaid-after-void reads reuse; it moves with that query',
  customerRatingSql: 'a fragment of selectAppointmentRows that the standings read reuses; it moves with that query',
  readBlockingPairs: 'the complaints projector pushes the blocking pairs live (updatedOptions) with the same read the options answer uses',
  readStylistOptions: 'the employees projector pushes the stylist options live (updatedOptions) with the same read the options answer uses',
  readStylistRecords: 'readStylistOptions before its day (the stylists as of any date): the open slots keep it and judge each date from it; it moves with readStylistOptions',
  stylistOptionsOn: 'readStylistOptions after its read (the stylists on one date, from readStylistRecords); it moves with readStylistOptions',
  readProjectionStatus: "the engine's own checkpoint table, read by ops as well (readiness, tests) from projections; a move changes ops",
  allProjectors:
    'readModelScope (query-api/src/shared/readModelScope.ts) asks which projectors own a table, which the projectors declare; a copy of that map would drift',
};

export interface ProjectionValueImport {
  file: string;
  name: string;
}

const STATEMENT = /\b(import|export)\s+([^;'"]*?)\s*from\s*['"]@pawroute\/projections(?:\/[^'"]*)?['"]/g;
const BARE = /\bimport\s*(?:\(\s*)?['"]@pawroute\/projections(?:\/[^'"]*)?['"]/g;

/** The value names one source imports (or re-exports) from `@pawroute/projections`; types are left out. */
export function projectionValueNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(STATEMENT)) {
    const clause = match[2]!.trim();
    if (/^type\s/.test(clause)) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    if (outside === '*' || outside.startsWith('* as')) names.push('*');
    else if (outside) names.push('default');
    for (const specifier of (braces?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (!/^type\s/.test(specifier)) names.push(specifier.split(/\s+as\s+/)[0]!);
    }
  }
  for (const _ of source.matchAll(BARE)) names.push('*');
  return names;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !/\.test\.tsx?$/.test(entry)) files.push(path);
  }
  return files;
}

/** Every value query-api imports from projections, pending ones included. */
export function projectionValueImports(root: string): ProjectionValueImport[] {
  const found: ProjectionValueImport[] = [];
  for (const file of sourceFiles(join(root, 'query-api', 'src'))) {
    const rel = relative(root, file).split(sep).join('/');
    for (const name of projectionValueNames(readFileSync(file, 'utf8'))) found.push({ file: rel, name });
  }
  return found;
}

/** The refusals: a value not in the pending list, and a pending entry nothing imports any more. */
export function checkProjectionTypes(root: string): string[] {
  const found = projectionValueImports(root);
  const problems = found
    .filter((v) => !(v.name in PENDING_PROJECTION_VALUES))
    .map((v) => `${v.file} imports the value ${v.name} from @pawroute/projections; query-api imports only its table types`);
  for (const name of Object.keys(PENDING_PROJECTION_VALUES)) {
    if (!found.some((v) => v.name === name)) problems.push(`${name} is no longer imported: remove it from PENDING_PROJECTION_VALUES`);
  }
  return problems;
}
