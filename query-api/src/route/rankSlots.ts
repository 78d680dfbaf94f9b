import { addedDriveMinutes, shownMinutes, toMinutes, type LatLng } from '@pawroute/domain';
import type { Router, SqlExecutor } from '@pawroute/platform';
import { readAddressLocations } from './addressLocations';
import type { OpenSlotsAnswer } from '@pawroute/domain';
import { matchAddress, readRouteStops } from './readRoute';

export interface RankedSlotFields {
  /** Minutes of driving this appointment adds to the stylist's day there; null when a pin is missing. */
  extraDriveMinutes: number | null;
  /** True when the minutes are the straight-line estimate. */
  driveEstimated: boolean;
}

/**
 * The open-slot finder ranked by the driving each slot adds: drive(previous stop, new) +
 * drive(new, next stop) - drive(previous, next), using the stylist's appointments that day and the
 * estimate's address. Least added driving first; slots that cannot be measured (no pin) last, then
 * by time as before.
 */
export async function rankOpenSlotsByDriving(
  db: SqlExecutor,
  router: Router,
  estimateId: number,
  answer: OpenSlotsAnswer,
): Promise<OpenSlotsAnswer & { slots: (OpenSlotsAnswer['slots'][number] & RankedSlotFields)[] }> {
  const { rows } = await db.query<{ user_id: number; address_string: string }>(`SELECT user_id, address_string FROM estimates WHERE id = $1`, [estimateId]);
  const estimate = rows[0];
  let home: LatLng | null = null;
  if (estimate) {
    const { rows: addresses } = await db.query<{ id: number; user_id: number; address: string; mapsco: string | null; is_primary: boolean }>(
      `SELECT id, user_id, address, mapsco, is_primary FROM contact_addresses WHERE user_id = $1 ORDER BY added_at, id`,
      [estimate.user_id],
    );
    const address = matchAddress(estimate.address_string, addresses.map((a) => ({ ...a, id: Number(a.id) })));
    const location = address ? (await readAddressLocations(db, [address.id])).get(address.id) : undefined;
    if (location?.current) home = { lat: location.lat, lng: location.lng };
  }
  const ranked: (OpenSlotsAnswer['slots'][number] & RankedSlotFields)[] = [];
  const byStylist = new Map<number, OpenSlotsAnswer['slots']>();
  for (const slot of answer.slots) byStylist.set(slot.employeeId, [...(byStylist.get(slot.employeeId) ?? []), slot]);
  for (const [employeeId, slots] of byStylist) {
    const located = home ? (await readRouteStops(db, { date: answer.date, employeeId })).stops.filter((s) => s.point !== null && s.row.status !== 'completed') : [];
    const table = home && located.length > 0 ? await router.table([home, ...located.map((s) => s.point!)]) : null;
    // Index 0 is the new stop; stop k of `located` is k + 1.
    const drive = (from: number | 'new', to: number | 'new') => {
      if (!table) return null;
      const i = from === 'new' ? 0 : from + 1;
      const j = to === 'new' ? 0 : to + 1;
      return table.minutes[i]![j]!;
    };
    for (const slot of slots) {
      const start = toMinutes(slot.start) ?? 0;
      const end = toMinutes(slot.end) ?? start;
      let prev: number | null = null;
      let next: number | null = null;
      located.forEach((s, k) => {
        if (s.end <= start) prev = k;
        if (next === null && s.start >= end) next = k;
      });
      const added = home ? (located.length === 0 ? 0 : addedDriveMinutes(prev, next, drive)) : null;
      ranked.push({ ...slot, extraDriveMinutes: added === null ? null : shownMinutes(added), driveEstimated: table ? table.estimated : router.kind === 'estimate' });
    }
  }
  const order = new Map(answer.slots.map((s, i) => [s, i]));
  ranked.sort((a, b) => {
    if (a.extraDriveMinutes === null || b.extraDriveMinutes === null) {
      if (a.extraDriveMinutes !== b.extraDriveMinutes) return a.extraDriveMinutes === null ? 1 : -1;
    } else if (a.extraDriveMinutes !== b.extraDriveMinutes) return a.extraDriveMinutes - b.extraDriveMinutes;
    return (order.get(a) ?? 0) - (order.get(b) ?? 0);
  });
  return { ...answer, slots: ranked };
}
