/**
 * Business-local wall clock ↔ instants without Temporal (this runs in the browser too): the zone's
 * offset from Intl, applied twice so a date near a daylight-saving change lands on the right side.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, f);
  }
  return f;
}

/**
 * The zone's offset from UTC at `instant` (ms), kept per zone and minute: Intl's formatToParts is the
 * costly part of every conversion (a reminder pass over a month of appointments spent ~400 ms in it,
 * blocking every request meanwhile), and a zone's offset changes only at a transition, which since 1972
 * falls on a whole minute, so every instant of one minute has its minute's offset.
 */
const offsets = new Map<string, Map<number, number>>();
const OFFSETS_KEPT_PER_ZONE = 100_000;
function offsetAt(instant: number, timeZone: string): number {
  const minute = Math.floor(instant / 60_000);
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(minute);
  if (offset === undefined) {
    const at = minute * 60_000;
    const p = Object.fromEntries(format(timeZone).formatToParts(new Date(at)).map((x) => [x.type, x.value]));
    offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - at;
    if (zone.size >= OFFSETS_KEPT_PER_ZONE) zone.clear();
    zone.set(minute, offset);
  }
  return offset;
}

/** `instant` in `timeZone` as 'YYYY-MM-DDTHH:mm'. */
export function localWallClock(instant: number, timeZone: string): string {
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16);
}

/** The instant (ms) of local `date` 'YYYY-MM-DD' at `time` 'HH:MM' in `timeZone`. */
export function instantOfLocal(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/** Whole days from calendar date `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A calendar date `days` later, 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
