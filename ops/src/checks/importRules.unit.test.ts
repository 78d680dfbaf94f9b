import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFeatureImport, checkFile, checkTree, FEATURE_EXCEPTIONS } from './importRules';

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

describe('one way into a feature', () => {
  it.each([
    ['command-api/src/auth/signUp.ts', 'command-api/src/customers/createUser', "reaches into customers's internals"],
    ['query-api/src/route/readRoute.ts', 'query-api/src/appointments/readDaySchedule', "reaches into appointments's internals"],
    ['web/src/features/stylistDay/DayPage.tsx', 'web/src/features/appointments/lists/format', "reaches into appointments's internals"],
    ['web/src/features/stylistDay/DayPage.tsx', 'web/src/app/guards/useCurrentUser', 'a feature may not import the app'],
    ['web/src/lib/session.ts', 'web/src/features/auth/index', 'shared code may not import a feature'],
    ['command-api/src/shared/loadStreams.ts', 'command-api/src/transactions/index', 'shared code may not import a feature'],
    ['command-api/src/index.ts', 'command-api/src/auth/plugin', "reaches into auth's internals"],
    ['domain/src/completion/decider.ts', 'domain/src/appointments/evolve', "reaches into appointments's internals"],
    ['domain/src/index.ts', 'domain/src/users/events', "reaches into users's internals"],
    ['domain/src/shared/csv.ts', 'domain/src/audit/index', 'shared code may not import a feature'],
    ['domain/src/pets/decider.ts', 'domain/src/testing/sampleEvents', 'a feature may not import the registry or the test samples'],
    ['projections/src/appointments/projector.ts', 'projections/src/standings/applyStandingEvent', "reaches into standings's internals"],
    ['projections/src/runner/projectorWorker.ts', 'projections/src/appointments/index', 'shared code may not import a feature'],
    ['projections/src/allProjectors.ts', 'projections/src/appointments/projector', "reaches into appointments's internals"],
  ])('refuses %s importing %s', (file, target, reason) => {
    expect(checkFeatureImport(file, target)).toContain(reason);
  });

  it.each([
    ['command-api/src/auth/signUp.ts', 'command-api/src/customers/index'],
    ['command-api/src/auth/signUp.ts', 'command-api/src/shared/passwordMail'],
    ['query-api/src/route/readRoute.ts', 'query-api/src/shared/stylistDays'],
    ['web/src/features/stylistDay/DayPage.tsx', 'web/src/features/stylistDay/completion/model'],
    ['web/src/features/stylistDay/DayPage.tsx', 'web/src/lib/useCurrentUser'],
    ['web/src/app/router.tsx', 'web/src/features/auth/index'],
    ['domain/src/completion/decider.ts', 'domain/src/appointments/index'],
    ['domain/src/completion/decider.ts', 'domain/src/shared/localTime'],
    ['domain/src/appointments/schedule/bookings.ts', 'domain/src/appointments/decider'],
    // A feature's tests fold its streams over every registered event; the registry composes the features.
    ['domain/src/pets/decider.unit.test.ts', 'domain/src/testing/sampleEvents'],
    ['domain/src/registry/eventSchemas.ts', 'domain/src/appointments/index'],
    ['domain/src/testing/streamCheck.ts', 'domain/src/testing/sampleEvents'],
    // The engine's folders (runner, rebuild, status, verify, testing) are one shared whole.
    ['projections/src/runner/projectorWorker.ts', 'projections/src/rebuild/swapIn'],
    ['projections/src/appointments/projector.int.test.ts', 'projections/src/testing/testKit'],
    ['projections/src/schema.ts', 'projections/src/appointments/index'],
  ])('allows %s importing %s', (file, target) => {
    expect(checkFeatureImport(file, target)).toBeNull();
  });

  it("lets the app lazy-load a feature's page module (its own chunk), but only with import()", () => {
    expect(checkFeatureImport('web/src/app/lazyPages.tsx', 'web/src/features/policies/components/PolicyPage', true)).toBeNull();
    expect(checkFeatureImport('web/src/app/lazyPages.tsx', 'web/src/features/policies/components/PolicyPage')).not.toBeNull();
  });

  it('gives every exception a reason', () => {
    for (const exception of FEATURE_EXCEPTIONS) expect(exception.reason.length).toBeGreaterThan(20);
  });
});
