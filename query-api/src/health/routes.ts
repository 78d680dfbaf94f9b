import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { queryRoute } from '@pawroute/platform';
import { readProjectionStatus, readRebuildProgress } from '@pawroute/projections';

/**
 * GET /api/v4/health (public, for monitors): `status` 'ok' while every projector runs, 'faulted' when one
 * has stopped; names and states only (the details are for staff).
 * GET /api/v4/system/projections (EditSettings): every projector with its checkpoint and, when faulted,
 * which event stopped it and why (the runner writes that into `error`), and while it rebuilds the share
 * of the history done (`rebuildProgress`, 0..1); what the System page shows.
 */
export async function healthQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/health',
    schema: z.object({}),
    permission: 'public',
    handle: async (_input, { db }) => {
      const rows = await readProjectionStatus(db);
      const faulted = rows.some((row) => row.status === 'faulted');
      return { status: faulted ? 'faulted' : 'ok', projectors: rows.map((row) => ({ name: row.name, status: row.status })) };
    },
  });
  queryRoute(app, {
    url: '/api/v4/system/projections',
    schema: z.object({}),
    permission: 'EditSettings',
    handle: async (_input, { db }) => {
      const rows = await readProjectionStatus(db);
      const progress = await readRebuildProgress(db, rows);
      return {
        projectors: rows.map((row) => ({
          name: row.name,
          version: row.version,
          status: row.status,
          error: row.error,
          checkpoint: row.checkpoint,
          scannedThrough: row.scannedThrough,
          rebuildProgress: progress.get(row.name) ?? null,
          updatedAt: row.updatedAt,
        })),
      };
    },
  });
}
