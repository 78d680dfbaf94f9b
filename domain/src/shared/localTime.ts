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

/** `instant` in `timeZone` as 'YYYY-MM-DDTHH:mm'. */
export function localWallClock(instant: number, timeZone: string): string {
  const p = Object.fromEntries(format(timeZone).formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

function offsetAt(instant: number, timeZone: string): number {
  const p = Object.fromEntries(format(timeZone).formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
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
