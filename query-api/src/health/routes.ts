import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { SystemProjections } from '@pawroute/domain';
import { queryRoute } from '@pawroute/platform';
import { projectorsWithVerification, readSystemProjections } from './systemProjections';

/**
 * GET /api/v4/health (public, for monitors): `status` 'ok' while every projector runs and equals the
 * log, 'faulted' when one has stopped, 'diverged' when a verification found one unequal to a rebuild;
 * names and states only (the details are for staff).
 * GET /api/v4/system/projections (EditSettings): every projector with its checkpoint and, when faulted,
 * which event stopped it and why (the runner writes that into `error`), while it rebuilds the share
 * of the history done (`rebuildProgress`, 0..1), and its latest verification with the tables and rows
 * found different; plus the last verification run (`verification`). What the System page shows.
 */
export async function healthQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/health',
    schema: z.object({}),
    permission: 'public',
    handle: async (_input, { db }) => {
      const projectors = await projectorsWithVerification(db);
      const status = projectors.some((p) => p.status === 'faulted') ? 'faulted' : projectors.some((p) => p.status === 'diverged') ? 'diverged' : 'ok';
      return { status, projectors: projectors.map((p) => ({ name: p.row.name, status: p.status })) };
    },
  });
  queryRoute(app, {
    url: '/api/v4/system/projections',
    schema: z.object({}),
    permission: 'EditSettings',
    handle: async (_input, { db }): Promise<SystemProjections> => readSystemProjections(db),
  });
}
