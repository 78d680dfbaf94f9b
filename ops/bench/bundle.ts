/**
 * bundle line: the gzip JavaScript of the first screen (sign-in: index.html's entry chunk and
 * every chunk it imports statically) and of the whole app, as Vite's own build report gives them.
 * Builds the web into a throwaway directory (never web/dist), reads the report's gzip column and the
 * manifest's import graph. The mark is 300 KB for the first screen; the chunk-size warning stays at
 * Vite's default (web/vite.config.ts), so a larger chunk shows in every build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FIRST_SCREEN_LIMIT_KB = 300;

export interface BundleBenchResult {
  /** Gzip KB of the JavaScript the sign-in page loads before it shows. */
  firstScreenGzipKB: number;
  firstScreenLimitKB: number;
  meetsMark: boolean;
  firstScreenChunks: string[];
  /** Gzip KB of every JavaScript chunk of the app. */
  totalGzipKB: number;
  chunks: number;
  largestChunk: { file: string; gzipKB: number; kB: number };
  /** The build's own warnings about chunk size (none when every chunk is under Vite's default). */
  chunkSizeWarnings: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

interface ReportLine {
  kB: number;
  gzipKB: number;
}

// "../../tmp/x/assets/index-abc.js   406.50 kB │ gzip: 128.03 kB │ map: ..." (colours stripped).
const REPORT_LINE = /(\S+\.js)\s+([\d,.]+) kB\s+│ gzip:\s+([\d,.]+) kB/;

/** Vite's report: each JavaScript file's size and gzip size, by its path under the output directory. */
export function parseBuildReport(output: string): Map<string, ReportLine> {
  const sizes = new Map<string, ReportLine>();
  // eslint-disable-next-line no-control-regex
  for (const line of output.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
    const match = REPORT_LINE.exec(line);
    if (!match) continue;
    const file = match[1]!.slice(match[1]!.indexOf('assets/'));
    sizes.set(file, { kB: Number(match[2]!.replace(/,/g, '')), gzipKB: Number(match[3]!.replace(/,/g, '')) });
  }
  return sizes;
}

/** The entry's chunk and its static imports, transitively (what the browser fetches before rendering). */
export function firstScreenFiles(manifest: Record<string, ManifestChunk>): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]!.file);
}

const round = (n: number) => Math.round(n * 100) / 100;

export function summarize(report: Map<string, ReportLine>, firstScreen: string[], warnings: number): BundleBenchResult {
  const missing = firstScreen.filter((file) => !report.has(file));
  if (missing.length > 0) throw new Error(`The build report does not list ${missing.join(', ')}`);
  const firstScreenGzipKB = round(firstScreen.reduce((sum, file) => sum + report.get(file)!.gzipKB, 0));
  const all = [...report.entries()];
  const largest = all.reduce((a, b) => (b[1].gzipKB > a[1].gzipKB ? b : a));
  return {
    firstScreenGzipKB,
    firstScreenLimitKB: FIRST_SCREEN_LIMIT_KB,
    meetsMark: firstScreenGzipKB < FIRST_SCREEN_LIMIT_KB,
    firstScreenChunks: firstScreen,
    totalGzipKB: round(all.reduce((sum, [, line]) => sum + line.gzipKB, 0)),
    chunks: all.length,
    largestChunk: { file: largest[0], gzipKB: largest[1].gzipKB, kB: largest[1].kB },
    chunkSizeWarnings: warnings,
  };
}

export async function benchBundle(root: string): Promise<BundleBenchResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'pawroute-bundle-'));
  try {
    const web = join(root, 'web');
    const build = spawnSync(
      join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', 'manifest.json'],
      { cwd: web, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } },
    );
    // The report is on stdout, the chunk-size warning on stderr.
    const output = `${build.stdout}\n${build.stderr}`;
    if (build.status !== 0) throw new Error(`vite build failed:\n${output}`);
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const warnings = (output.match(/larger than \d+ kB/g) ?? []).length;
    return summarize(parseBuildReport(output), firstScreenFiles(manifest), warnings);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
