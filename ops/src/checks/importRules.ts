import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The only imports allowed between our packages (ARCHITECTURE.md, "The layout"). */
export const ALLOWED_IMPORTS: Record<string, readonly string[]> = {
  domain: [],
  platform: ['domain'],
  'command-api': ['platform', 'domain'],
  projections: ['platform', 'domain'],
  'query-api': ['platform', 'domain', 'projections'],
  web: ['domain'],
  ops: ['domain', 'platform', 'projections', 'command-api', 'query-api'],
};

/**
 * The one exception to the arrows: the browser tests (web/e2e) drive the whole running system, so
 * they may start it through ops' test harness. The web app itself (web/src) still imports only domain.
 */
const HARNESS_DIR = 'web/e2e/';
const HARNESS_TARGET = 'ops/src/testing';

export interface ImportViolation {
  file: string;
  specifier: string;
  reason: string;
}

const IMPORT_PATTERN = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

/** Checks one file's imports against the rules; `file` is relative to the repository root. */
export function checkFile(file: string, source: string): ImportViolation[] {
  const pkg = file.split(/[\\/]/)[0];
  const allowed = ALLOWED_IMPORTS[pkg];
  if (!allowed) return [];
  const violations: ImportViolation[] = [];
  for (const specifier of importSpecifiers(source)) {
    const ours = /^@pawroute\/([^/]+)/.exec(specifier);
    if (ours && ours[1] !== pkg && !allowed.includes(ours[1])) {
      violations.push({ file, specifier, reason: `${pkg} may not import ${ours[1]}` });
    }
    if (specifier.startsWith('.')) {
      const target = relative('.', resolve(dirname(file), specifier));
      const harness =
        file.split(sep).join('/').startsWith(HARNESS_DIR) && target.split(sep).join('/').startsWith(HARNESS_TARGET);
      if (target.split(sep)[0] !== pkg && !harness) {
        violations.push({ file, specifier, reason: `relative import leaves the ${pkg} package` });
      }
    }
  }
  return violations;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry) && !entry.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** Every violation in the tree: imports in sources, and @pawroute dependencies in package.json files. */
export function checkTree(root: string): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const pkg of Object.keys(ALLOWED_IMPORTS)) {
    const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const deps = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const dep of Object.keys(deps)) {
      const ours = /^@pawroute\/(.+)$/.exec(dep);
      if (ours && !ALLOWED_IMPORTS[pkg].includes(ours[1])) {
        violations.push({ file: `${pkg}/package.json`, specifier: dep, reason: `${pkg} may not depend on ${ours[1]}` });
      }
    }
    for (const file of sourceFiles(join(root, pkg))) {
      const source = readFileSync(file, 'utf8');
      violations.push(...checkFile(relative(root, file), source));
      // The browser tests (web/e2e) drive the app from outside; the rule is about the app's own code.
      if (FEATURE_LAYOUTS[pkg] && relative(root, file).split(sep)[1] === 'src') violations.push(...checkFeatureImports(root, file, source));
    }
  }
  return violations;
}

/**
 * One way into a feature. In the servers (`command-api/src/<feature>/`, `query-api/src/<feature>/`)
 * and the web (`web/src/features/<feature>/`), another feature is reached only through its `index.ts`;
 * code shared by several features lives in `shared/` (servers) or `lib/` and `components/` (web), which
 * import no feature. In the web `app/` composes features (through their index) and features do not import `app/`.
 */
interface FeatureLayout {
  /** Where the feature folders are. */
  features: string;
  /** Folders next to the features that hold shared code (may not import a feature). */
  shared: readonly string[];
  /** Folders that compose features (may import any feature's index). */
  composers: readonly string[];
  /** Servers: the package index takes each feature's plugin from its routes module. */
  plugins?: boolean;
  /**
   * Ways in besides the index (paths inside the feature folder, without extension). The web's `api`
   * (api.ts or api/index.ts) is a feature's light entry: its reads, writes, fetchers and query keys, no
   * components and no form schemas, for code that must not wait for those (the stylist day's read-ahead).
   */
  entries?: readonly string[];
  /**
   * Folders a feature's tests (`*.test.ts`) may import although they compose the features: a domain
   * test folds its streams over every registered event (domain/src/testing, domain/src/registry). A
   * test is imported by nothing, so this ties no feature's code to the composers.
   */
  testSupport?: readonly string[];
  /** What the composers are called in a refusal ("the app" in the web). */
  composerName?: string;
}

export const FEATURE_LAYOUTS: Record<string, FeatureLayout> = {
  'command-api': { features: 'command-api/src/', shared: ['command-api/src/shared/'], composers: [], plugins: true },
  'query-api': { features: 'query-api/src/', shared: ['query-api/src/shared/'], composers: [], plugins: true },
  web: { features: 'web/src/features/', shared: ['web/src/lib/', 'web/src/components/'], composers: ['web/src/app/'], entries: ['api', 'api/index'] },
  // The domain: the features' folders; shared/ holds the building blocks (errors, deciders, validators,
  // the spec's wire formats, calendar and wall-clock arithmetic); registry/ (every event's schema and
  // upcaster) and testing/ (a sample of every event) compose the features, through their index like any other importer.
  domain: {
    features: 'domain/src/',
    shared: ['domain/src/shared/'],
    composers: ['domain/src/registry/', 'domain/src/testing/'],
    testSupport: ['domain/src/testing/', 'domain/src/registry/'],
    composerName: 'the registry or the test samples',
  },
  // The projections: the features' folders (projector.ts, tables.ts); the engine that runs any
  // projector (runner/, rebuild/, status/, verify/, testing/) is shared and names no feature. The
  // package's top-level files (allProjectors.ts, schema.ts, index.ts) take each feature from its index.
  projections: {
    features: 'projections/src/',
    shared: ['projections/src/runner/', 'projections/src/rebuild/', 'projections/src/status/', 'projections/src/verify/', 'projections/src/testing/'],
    composers: [],
  },
};

/**
 * The imports the one-way-in rule allows anyway, each with its reason: `from` → `to` are path prefixes
 * (repository-relative, `/` separators).
 */
export const FEATURE_EXCEPTIONS: readonly { from: string; to: string; reason: string }[] = [
  {
    from: 'web/src/features/stylistDay/DayPage.tsx',
    to: 'web/src/features/route/DayRoute',
    reason: "the day list lazy-loads the map (leaflet) as its own chunk, with import(), off the list's critical path",
  },
  {
    from: 'web/src/features/stylistDay/CompletedReceipt.tsx',
    to: 'web/src/features/transactions/components/SendReceiptDialog',
    reason: "the receipt dialog loads with import() when it is opened, its own chunk off the day's critical path",
  },
  {
    from: 'domain/src/',
    to: 'domain/src/exceptions/expand',
    reason: "the recurrence expansion carries rrule-temporal and the Temporal polyfill, so the exceptions index (and the domain index the browser loads) exports only its types; the modules that expand occurrences import its module (the servers take it as @pawroute/domain/recurrence)",
  },
];

/**
 * The web app's lazy pages load a feature's page module directly with `import()`, not its index: the
 * index would put the whole feature into the chunk that imports it (the sign-in screen carries
 * only the entry chunk; every other screen loads on its first visit).
 */
const LAZY_PAGES_FROM = 'web/src/app/';

function featureOf(path: string, layout: FeatureLayout): string | null {
  if (!path.startsWith(layout.features)) return null;
  const rest = path.slice(layout.features.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? null : rest.slice(0, slash);
}

const SHARED_NAME = (layout: FeatureLayout, path: string) => layout.shared.some((s) => path.startsWith(s));
const COMPOSER = (layout: FeatureLayout, path: string) => layout.composers.some((s) => path.startsWith(s));

/**
 * Checks one relative import against the feature rules. `target` is the imported module's path without
 * extension (repository-relative, `/` separators); a folder import reads as `<folder>/index`.
 */
export function checkFeatureImport(file: string, target: string, dynamic = false): string | null {
  const pkg = file.split('/')[0];
  const layout = FEATURE_LAYOUTS[pkg];
  if (!layout) return null;
  if (dynamic && file.startsWith(LAZY_PAGES_FROM)) return null;
  if (FEATURE_EXCEPTIONS.some((e) => file.startsWith(e.from) && target.startsWith(e.to))) return null;
  // The package's own index composes the servers' feature plugins from each feature's routes module, so a
  // feature's index holds only what other features use and never pulls in every route (no import circles).
  if (file === `${pkg}/src/index` || file === `${pkg}/src/index.ts`) {
    if (layout.plugins && target === `${layout.features}${featureOf(target, layout)}/routes`) return null;
  }
  const fromShared = SHARED_NAME(layout, file);
  // A composer's folder may sit next to the features (domain/src/registry): it is not a feature.
  const fromFeature = COMPOSER(layout, file) ? null : featureOf(file, layout);
  const toFeature = COMPOSER(layout, target) ? null : featureOf(target, layout);
  if (fromShared && toFeature && !SHARED_NAME(layout, target)) return `shared code may not import a feature (${toFeature})`;
  if (fromFeature && !fromShared && COMPOSER(layout, target)) {
    const testSupport = /\.test\.tsx?$/.test(file) && (layout.testSupport ?? []).some((s) => target.startsWith(s));
    if (!testSupport) return `a feature may not import ${layout.composerName ?? 'the app'} (${target})`;
  }
  if (!toFeature || SHARED_NAME(layout, target) || toFeature === fromFeature) return null;
  const entries = ['index', ...(layout.entries ?? [])].map((entry) => `${layout.features}${toFeature}/${entry}`);
  if (!entries.includes(target)) return `reaches into ${toFeature}'s internals; import ${layout.features}${toFeature} (its index.ts)`;
  return null;
}

const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module a relative specifier names, repository-relative without extension (`<folder>/index` for a folder). */
function moduleOf(root: string, file: string, specifier: string): string {
  const base = resolve(dirname(file), specifier);
  const path = ['.ts', '.tsx'].some((ext) => existsSync(base + ext)) || !existsSync(base) ? base : join(base, 'index');
  return relative(root, path).split(sep).join('/');
}

/** The one-way-in violations of one source file (absolute path) of a package with feature folders. */
export function checkFeatureImports(root: string, file: string, source: string): ImportViolation[] {
  const rel = relative(root, file).split(sep).join('/');
  const dynamic = new Set([...source.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]));
  const violations: ImportViolation[] = [];
  for (const specifier of importSpecifiers(source)) {
    if (!specifier.startsWith('.') || /\.(css|svg|png|json)$/.test(specifier)) continue;
    const reason = checkFeatureImport(rel, moduleOf(root, file, specifier), dynamic.has(specifier));
    if (reason) violations.push({ file: rel, specifier, reason });
  }
  return violations;
}
