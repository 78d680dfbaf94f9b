import { z } from 'zod';
import { queryRoute, staffOnly, type Actor, type Database } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import type { DashboardSummary } from '@pawroute/domain';

const count = async (db: Database, sql: string, params: unknown[] = []): Promise<number> => {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
};

/** The staff landing's counts (domain dashboardSummarySchema): each null when the actor may not see its list. */
export async function readDashboardSummary(db: Database, actor: Actor, timeZone: string): Promise<DashboardSummary> {
  const can = actor.permissions;
  const { rows } = await db.query<{ today: string }>(`SELECT to_char((now() AT TIME ZONE $1)::date, 'YYYY-MM-DD') AS today`, [timeZone]);
  const date = rows[0]!.today;
  const [customers, estimatesSavedToday, openComplaints] = await Promise.all([
    can.ViewCustomers
      ? count(
          db,
          `SELECT count(*)::int AS n FROM customers c JOIN users u ON u.id = c.user_id
            WHERE NOT coalesce(u.is_deleted, false) AND u.merged_into_user_id IS NULL`,
        )
      : null,
    can.ViewEstimates || can.ViewAppointments
      ? count(db, `SELECT count(*)::int AS n FROM estimates WHERE (last_edited AT TIME ZONE $1)::date = $2::date`, [timeZone, date])
      : null,
    can.ViewComplaints ? count(db, `SELECT count(*)::int AS n FROM complaints WHERE is_blocking`) : null,
  ]);
  return { customers, estimatesSavedToday, openComplaints, date };
}

/** GET /api/v4/dashboard/summary (ours): signed-in staff; a customer gets 403. */
export async function dashboardQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/dashboard/summary',
    schema: z.object({}),
    permission: staffOnly(),
    handle: (_input, { db, actor, services }) => readDashboardSummary(db, actor, services.config.timeZone),
  });
}
