import { toSpecTime, type ClosedStylistDayAnswer } from '@pawroute/domain';

type Gap = ClosedStylistDayAnswer['gaps'][number];

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * What closed a free gap of a stylist's day, in words the office reads in the booking panel
 * (closedGaps in domain/src/appointments/schedule, docs/RULES.md SCH-SLOTS). Null for an open gap.
 */
export function gapSentence(gap: Gap, day: Pick<ClosedStylistDayAnswer, 'petsHeld' | 'petsPerDay'>, length: number): string | null {
  if (gap.closedBy === null) return null;
  const free = minutesOf(gap.end) - minutesOf(gap.start);
  const when = `${toSpecTime(gap.start)} – ${toSpecTime(gap.end)} (${free} minutes free)`;
  const from = gap.firstStart && gap.firstStart !== gap.start ? ` from its first start at ${toSpecTime(gap.firstStart)}` : '';
  const end = toSpecTime(gap.end);
  switch (gap.closedBy) {
    case 'petLimit':
      return `${when}: ${petLimitSentence(day).replace(/^T/, 't')}`;
    case 'alreadyPast':
      return `${when}: already past.`;
    case 'noSlotStart':
      return `${when}: none of the stylist's slot start times falls inside it.`;
    case 'nextAppointment':
      return `${when}: the ${length}-minute appointment${from} would run into the next appointment at ${end}.`;
    case 'timeOff':
      return `${when}: the ${length}-minute appointment${from} would run into time off at ${end}.`;
    case 'dayEnd':
      return `${when}: the ${length}-minute appointment${from} would run past the end of the working day at ${end}.`;
  }
}

const petLimitSentence = (day: Pick<ClosedStylistDayAnswer, 'petsHeld' | 'petsPerDay'>): string =>
  `The stylist already has ${day.petsHeld} of their ${day.petsPerDay} pets for the day; this appointment's pets would pass the limit.`;

/** Why a stylist's whole day has no free gap, or null when it has some. */
export function daySentence(day: ClosedStylistDayAnswer): string | null {
  switch (day.closedBy) {
    case 'notWorkingDay':
      return 'Not a working day for this stylist (no working hours or working exception that day).';
    case 'allTimeOff':
      return 'The whole working day is time off (a schedule exception).';
    case 'fullyBooked':
      return 'Every working hour is already booked.';
    default:
      return null;
  }
}

/** Each stylist's reasons, for the stylists whose day has a closed gap or no gap at all. */
export function closedReasons(closed: readonly ClosedStylistDayAnswer[], length: number): { employeeId: number; stylistName: string; reasons: string[] }[] {
  return closed
    .map((day) => {
      // The pet limit closes every gap alike (SCH-DAY): said once for the day.
      const petLimit = day.gaps.find((g) => g.closedBy === 'petLimit');
      const whole = daySentence(day) ?? (petLimit ? petLimitSentence(day) : null);
      const reasons = whole ? [whole] : day.gaps.map((g) => gapSentence(g, day, length)).filter((s): s is string => s !== null);
      return { employeeId: day.employeeId, stylistName: day.stylistName, reasons };
    })
    .filter((s) => s.reasons.length > 0);
}
