import type { TestServer } from '../testing';

/** How many events the store holds: a refused request must leave it unchanged. */
export async function eventCount(server: TestServer): Promise<number> {
  await server.reactionsSettled(); // the side effects reactor's writes follow a command's answer
  const { rows } = await server.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.events`);
  return Number(rows[0]!.n);
}

/** Types of the events after the first `skip` (to say what a refused request wrote, if it did). */
export async function eventTypesAfter(server: TestServer, skip: number): Promise<string[]> {
  const { rows } = await server.services.db.query<{ type: string }>(`SELECT type FROM public.events ORDER BY position OFFSET $1`, [skip]);
  return rows.map((r) => r.type);
}
