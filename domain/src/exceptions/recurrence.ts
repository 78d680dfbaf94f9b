// '@pawroute/domain/recurrence': the recurrence expansion, kept out of the package index so the browser
// bundle does not carry rrule-temporal (expand.ts says why).
export * from './expand';
export { weeklyShiftDays } from './fastForward';
export { occurrencesOnDay, type DayOccurrence } from './occurrencesOnDay';
