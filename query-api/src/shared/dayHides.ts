/**
 * The statuses a day's schedule and its route leave out (docs/APPOINTMENTS.md "The day schedule"):
 * rescheduled and cancelled appointments no longer hold their time; completed ones stay.
 */
export const DAY_SCHEDULE_HIDES = ['rescheduled', 'cancelled'] as const;
