import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkProjectionTypes, PENDING_PROJECTION_VALUES, projectionValueNames } from './projectionTypes';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('query-api imports only table types from projections', () => {
  it.each([
    ["import type { ReadDatabase, TableRow } from '@pawroute/projections';", []],
    ["import { type ReadDatabase, type TableRow } from '@pawroute/projections';", []],
    ["import type * as P from '@pawroute/projections';", []],
    ["import { sql } from 'kysely';\nimport { selectPaged } from '@pawroute/platform';", []],
    ["import { selectAppointmentRows, type AppointmentRow } from '@pawroute/projections';", ['selectAppointmentRows']],
    ["import {\n  allProjectors as every,\n  type Projector,\n} from '@pawroute/projections';", ['allProjectors']],
    ["import * as projections from '@pawroute/projections';", ['*']],
    ["import testKit from '@pawroute/projections/testing';", ['default']],
    ["export { readBlockingPairs } from '@pawroute/projections';", ['readBlockingPairs']],
    ["export type { ReadDatabase } from '@pawroute/projections';", []],
    ["const p = await import('@pawroute/projections');", ['*']],
  ])('%s -> %j', (source, names) => {
    expect(projectionValueNames(source)).toEqual(names);
  });

  it('gives every value still pending a reason', () => {
    for (const reason of Object.values(PENDING_PROJECTION_VALUES)) expect(reason.length).toBeGreaterThan(20);
  });

  it('holds for the whole tree', () => {
    expect(checkProjectionTypes(root)).toEqual([]);
  });
});
