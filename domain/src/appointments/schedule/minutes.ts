/**
 * A stretch of one local (business time zone) day in wall-clock minutes since midnight, end exclusive.
 * Wall-clock minutes keep a stylist's 8:00–17:00 nine hours long on a 23- or 25-hour daylight-saving
 * day; instants are the HTTP layer's business (docs/RULES.md "Schedule").
 */
export interface Stretch {
  start: number;
  end: number;
}

export const DAY_MINUTES = 24 * 60;
/** The last minute of a day, 11:59 PM: an all-day exception is 12:00 AM to 11:59 PM (the rules' "Schedule"). */
export const DAY_END = DAY_MINUTES - 1;

/** 'HH:MM' (24 h; seconds ignored) to minutes; null when not a time. */
export function toMinutes(time: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const toTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const overlaps = (a: Stretch, b: Stretch): boolean => a.start < b.end && b.start < a.end;

export const contains = (outer: Stretch, inner: Stretch): boolean => outer.start <= inner.start && inner.end <= outer.end;

/** Sorted, with touching or overlapping stretches joined. */
export function union(stretches: readonly Stretch[]): Stretch[] {
  const sorted = stretches.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const out: Stretch[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** `from` with every part covered by `cuts` taken out. */
export function subtract(from: readonly Stretch[], cuts: readonly Stretch[]): Stretch[] {
  let rest = union(from);
  for (const cut of cuts) {
    rest = rest.flatMap((s) => {
      if (!overlaps(s, cut)) return [s];
      const parts: Stretch[] = [];
      if (s.start < cut.start) parts.push({ start: s.start, end: cut.start });
      if (cut.end < s.end) parts.push({ start: cut.end, end: s.end });
      return parts;
    });
  }
  return rest;
}
