import { describe, expect, it } from 'vitest';
import { firstScreenFiles, parseBuildReport, summarize } from '../../bench/bundle';

// A cut of Vite's build report (its own gzip column) and the manifest's import graph.
const REPORT = `vite v7.3.8 building client environment for production...
../../../tmp/x/index.html                          0.54 kB │ gzip:   0.34 kB
../../../tmp/x/assets/index-B.css                 20.82 kB │ gzip:   4.49 kB
../../../tmp/x/assets/index-A.js                 406.50 kB │ gzip: 128.03 kB │ map: 2,016.83 kB
../../../tmp/x/assets/vendor-C.js                 10.00 kB │ gzip:   3.50 kB │ map: 40.00 kB
../../../tmp/x/assets/reports-D.js               475.76 kB │ gzip: 137.91 kB │ map: 2,554.18 kB
\u001b[32m✓ built in 8.29s\u001b[39m`;

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_vendor-C.js'], dynamicImports: ['src/reports.tsx'] },
  '_vendor-C.js': { file: 'assets/vendor-C.js' },
  'src/reports.tsx': { file: 'assets/reports-D.js', isDynamicEntry: true, imports: ['_vendor-C.js'] },
};

describe('the bundle bench', () => {
  it('reads each JavaScript file’s size and gzip size from the report', () => {
    const report = parseBuildReport(REPORT);
    expect([...report.keys()]).toEqual(['assets/index-A.js', 'assets/vendor-C.js', 'assets/reports-D.js']);
    expect(report.get('assets/index-A.js')).toEqual({ kB: 406.5, gzipKB: 128.03 });
  });

  it('counts the entry and its static imports as the first screen, not the lazy screens', () => {
    const first = firstScreenFiles(MANIFEST);
    expect(first).toEqual(['assets/index-A.js', 'assets/vendor-C.js']);
    const result = summarize(parseBuildReport(REPORT), first, 0);
    expect(result).toMatchObject({
      firstScreenGzipKB: 131.53,
      meetsMark: true,
      totalGzipKB: 269.44,
      chunks: 3,
      largestChunk: { file: 'assets/reports-D.js', gzipKB: 137.91, kB: 475.76 },
    });
  });

  it('refuses a first screen the report does not list', () => {
    expect(() => summarize(parseBuildReport(REPORT), ['assets/missing.js'], 0)).toThrow(/does not list/);
  });
});
