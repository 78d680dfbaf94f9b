import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ALLOWED_IMPORTS, importSpecifiers } from './importRules';

/**
 * Import circles (ARCHITECTURE.md "One way in"): a module that, through its static imports (type-only ones
 * included: they tie the files together for a reader as much as for the compiler), comes back to itself.
 * Dynamic `import()` is left out: it is how a page loads its chunk later, not a dependency at load time.
 */
const DYNAMIC_ONLY = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'screenshots') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The file a relative specifier names (repository-relative, `/` separators), or null when it is not one of ours. */
function resolveModule(root: string, file: string, specifier: string): string | null {
  const base = resolve(dirname(file), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate).split(sep).join('/');
  }
  return null;
}

/** Each module's static imports of our own modules (a package name goes to its src/index.ts). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const pkg of Object.keys(ALLOWED_IMPORTS)) {
    for (const file of sourceFiles(join(root, pkg))) {
      const source = readFileSync(file, 'utf8');
      const dynamic = new Set([...source.matchAll(DYNAMIC_ONLY)].map((m) => m[1]));
      const targets: string[] = [];
      for (const specifier of importSpecifiers(source)) {
        if (dynamic.has(specifier)) continue;
        const ours = /^@pawroute\/([^/]+)$/.exec(specifier);
        const target = ours
          ? resolveModule(root, join(root, ours[1], 'package.json'), './src/index')
          : specifier.startsWith('.') && !/\.(css|svg|png|json)$/.test(specifier)
            ? resolveModule(root, file, specifier)
            : null;
        if (target) targets.push(target);
      }
      graph.set(relative(root, file).split(sep).join('/'), [...new Set(targets)]);
    }
  }
  return graph;
}

/** The circles: strongly connected groups of two or more modules (Tarjan), each sorted, largest first. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (start: string) => {
    // Iterative, so a long chain of imports does not overflow the call stack.
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.next < edges.length) {
        const to = edges[top.next++]!;
        if (!indexOf.has(to)) {
          indexOf.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, indexOf.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === indexOf.get(top.node)) {
        const group: string[] = [];
        for (;;) {
          const member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
          if (member === top.node) break;
        }
        if (group.length > 1) circles.push(group.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return circles.sort((a, b) => b.length - a.length);
}
