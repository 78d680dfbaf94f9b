import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '@pawroute/platform';
import { createTestDatabase, type TestDatabase } from '@pawroute/platform/testing';
import { ensureProjectionTables, ensureVerificationTable } from '@pawroute/projections';
import { readSystemProjections } from './systemProjections';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await ensureProjectionTables(test.database);
  await ensureVerificationTable(test.database);
  await test.database.query(`INSERT INTO public.projection_checkpoints (name, version, status) VALUES ('pets', 2, 'running')`);
});
afterAll(async () => {
  await test?.drop();
});

const verificationRow = (runId: string, status: string, finished: boolean, requestedBy: string) =>
  test.database.query(
    `INSERT INTO public.projection_verifications (run_id, projector, version, status, requested_by, started_at, finished_at, differences)
     VALUES ($1::uuid, 'pets', 2, $2, $3, now(), ${finished ? 'now()' : 'NULL'}, '[]'::jsonb)`,
    [runId, status, requestedBy],
  );

describe("the System page's projections: one answer, one moment of the last verification run", () => {
  it("given a run that finishes its projector between the answer's reads, then the answer never says finished beside the previous run's verdict", async () => {
    await verificationRow('00000000-0000-4000-8000-00000000000a', 'diverged', true, 'cli'); // the run before: diverged
    await verificationRow('00000000-0000-4000-8000-00000000000b', 'running', false, 'user 1'); // the button's run
    // The button's run finishes pets right after the answer's first read of the verifications.
    let finished = false;
    const racing: SqlExecutor = {
      async query(text, params) {
        const result = await test.database.query(text, params);
        if (!finished && text.includes('FROM public.projection_verifications')) {
          finished = true;
          await test.database.query(`UPDATE public.projection_verifications SET status = 'equal', finished_at = now() WHERE status = 'running'`);
        }
        return result as never;
      },
    };
    const answer = await readSystemProjections(racing);
    const pets = answer.projectors.find((p) => p.name === 'pets')!;
    // Still running (read before the finish) beside the new verdict is fine; finished beside the old one is not.
    expect([answer.verification?.running, pets.verification?.status]).toEqual([true, 'equal']);
    // Asked again, the run has finished and its verdict stands.
    const again = await readSystemProjections(test.database);
    expect([again.verification?.running, again.verification?.requestedBy, again.projectors[0]!.verification?.status, again.projectors[0]!.status]).toEqual([false, 'user 1', 'equal', 'running']);
  });
});
