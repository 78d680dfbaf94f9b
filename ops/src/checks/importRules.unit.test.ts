import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile, checkTree } from './importRules';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('import direction (ARCHITECTURE.md arrows)', () => {
  it.each([
    ['domain/src/a.ts', "import { x } from '@pawroute/platform';", 'domain may not import platform'],
    ['web/src/a.tsx', "import { y } from '@pawroute/query-api';", 'web may not import query-api'],
    ['platform/src/a.ts', "export * from '@pawroute/projections';", 'platform may not import projections'],
    ['command-api/src/a.ts', "const m = await import('@pawroute/query-api');", 'command-api may not import query-api'],
    ['domain/src/a.ts', "import '../../platform/src/x';", 'relative import leaves the domain package'],
    ['web/src/a.tsx', "import { s } from '../../ops/src/testing';", 'relative import leaves the web package'],
  ])('refuses %s importing across the arrows', (file, source, reason) => {
    expect(checkFile(file, source).map((v) => v.reason)).toEqual([reason]);
  });

  it.each([
    ['web/src/a.tsx', "import { z } from 'zod'; import { P } from '@pawroute/domain';"],
    ['query-api/src/a.ts', "import type { ReadDatabase } from '@pawroute/projections';"],
    ['ops/src/a.ts', "import { x } from '@pawroute/command-api'; import { y } from './y';"],
    // The browser tests start the system through ops' test harness.
    ['web/e2e/support/s.ts', "import { startTestServer } from '../../../ops/src/testing';"],
  ])('allows %s', (file, source) => {
    expect(checkFile(file, source)).toEqual([]);
  });

  it('holds for the whole tree', () => {
    expect(checkTree(root)).toEqual([]);
  });
});
