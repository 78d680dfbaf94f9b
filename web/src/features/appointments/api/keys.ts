/**
 * Query keys of the appointments area, following lib/liveInvalidation's convention. The appointments
 * projector pushes { scope: 'appointments', ownerUserId } on every appointment change and
 * { scope: 'standings', ownerUserId } for standings: the first refreshes every ['appointments', ...]
 * query, the second every ['standings', ...] query (the standings feature's keys) and (placeholders
 * are on the day) the appointments.
 */
export const appointmentKeys = {
  all: ['appointments'] as const,
  /** The day schedule; `date` is ISO 'YYYY-MM-DD'. */
  day: (date: string, employeeId: number | null) => ['appointments', 'day', date, employeeId] as const,
  byId: (appointmentId: number) => ['appointments', appointmentId] as const,
  list: (name: string, params: Record<string, unknown>) => ['appointments', 'list', name, params] as const,
  openSlots: (date: string, estimateId: number) => ['appointments', 'openSlots', date, estimateId] as const,
  pictures: (appointmentId: number, onlyCustomer: boolean) => ['appointments', appointmentId, 'pictures', { onlyCustomer }] as const,
};
