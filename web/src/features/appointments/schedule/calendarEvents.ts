import type { EventInput } from '@fullcalendar/core';
import { fromSpecTime } from '@pawroute/domain';
import type { AppointmentRow, DaySchedule, OpenSlot, StandingPlaceholder } from '../api/types';
import { statusClass } from '../panel/statusStyle';
import { minutesOf, timeOf, weekdayOfIso } from './dates';

/**
 * The day answer cut into one column per stylist, as FullCalendar inputs. The calendars run in 'UTC'
 * and get local wall-clock times ('YYYY-MM-DDTHH:MM:00'), so they show the business's times as they
 * are, whatever the browser's zone.
 */
export type EventKind = 'appointment' | 'placeholder' | 'slot' | 'off';

export interface StylistColumn {
  employeeId: number;
  name: string;
  isNoLongerWorking: boolean;
  businessHours: { daysOfWeek: number[]; startTime: string; endTime: string }[];
  events: EventInput[];
}

export interface ColumnOptions {
  /** Whether the user may drag this appointment (EditAppointments and a status that offers Save). */
  editable(row: AppointmentRow): boolean;
  /** Open slots while booking. */
  openSlots?: readonly OpenSlot[];
}

const at = (date: string, time: string) => `${date}T${time}:00`;

export function appointmentEvent(row: AppointmentRow, editable: boolean): EventInput | null {
  if (!row.date || !row.start || !row.end) return null;
  return {
    id: `a-${row.ID}`,
    title: row.Customer.name,
    start: at(row.date, row.start),
    end: at(row.date, row.end),
    editable,
    classNames: ['appt-event', ...statusClass(row.status).split(' '), ...(row.standingId !== null ? ['appt-event--standing'] : [])],
    extendedProps: { kind: 'appointment' satisfies EventKind, appointmentId: row.ID, status: row.status, pets: row.pets.map((p) => p.name).join(', '), paymentVoided: row.paymentVoided === true },
  };
}

export const placeholderKey = (p: Pick<StandingPlaceholder, 'standingId' | 'date'>): string => `p-${p.standingId}-${p.date}`;

export function placeholderEvent(p: StandingPlaceholder): EventInput {
  return {
    id: placeholderKey(p),
    title: `${p.Customer.name} · ${p.Standing?.title ?? 'Standing'}`,
    start: at(p.date, fromSpecTime(p.startTime) ?? '00:00'),
    end: at(p.date, fromSpecTime(p.endTime) ?? '00:00'),
    editable: false,
    classNames: ['appt-placeholder'],
    extendedProps: { kind: 'placeholder' satisfies EventKind, standingId: p.standingId, pets: p.pets.map((x) => x.name).join(', ') },
  };
}

export function slotEvent(date: string, slot: OpenSlot, index: number): EventInput | null {
  const start = fromSpecTime(slot.startTime);
  const end = fromSpecTime(slot.endTime);
  if (!start || !end) return null;
  return {
    id: `s-${slot.employeeId}-${index}`,
    start: at(date, start),
    end: at(date, end),
    display: 'background',
    classNames: ['appt-open-slot'],
    extendedProps: { kind: 'slot' satisfies EventKind },
  };
}

export function dayColumns(day: DaySchedule, options: ColumnOptions): StylistColumn[] {
  const weekday = weekdayOfIso(day.date);
  const columns = new Map<number, StylistColumn>();
  for (const s of day.stylists) {
    columns.set(s.employeeId, {
      employeeId: s.employeeId,
      name: s.name,
      isNoLongerWorking: s.isNoLongerWorking,
      businessHours: s.hours.map((h) => ({ daysOfWeek: [weekday], startTime: h.start, endTime: h.end })),
      events: s.off.map((off, i) => ({
        id: `o-${s.employeeId}-${i}`,
        start: at(day.date, off.start),
        end: at(day.date, off.end),
        display: 'background',
        classNames: ['appt-off'],
        extendedProps: { kind: 'off' satisfies EventKind },
      })),
    });
  }
  // An appointment of a stylist the day does not list (not working that day: it is conflicting) still shows.
  const columnOf = (employeeId: number, name: string | undefined) => {
    let column = columns.get(employeeId);
    if (!column) {
      column = { employeeId, name: name ?? `Stylist #${employeeId}`, isNoLongerWorking: false, businessHours: [], events: [] };
      columns.set(employeeId, column);
    }
    return column;
  };
  // One appointment is one event, whatever the answer holds (a day was seen with two events for
  // one booking; it was two bookings, but a repeated row must never draw a second one).
  const drawn = new Set<number>();
  for (const row of day.appointments) {
    if (row.employeeId === null || drawn.has(row.ID)) continue;
    drawn.add(row.ID);
    const event = appointmentEvent(row, options.editable(row));
    if (event) columnOf(row.employeeId, row.Employee?.name).events.push(event);
  }
  for (const p of day.standings) {
    if (p.employeeId === null || p.instanceAppointmentId !== null) continue;
    columnOf(p.employeeId, p.Employee?.name).events.push(placeholderEvent(p));
  }
  (options.openSlots ?? []).forEach((slot, index) => {
    const column = columns.get(slot.employeeId);
    const event = column ? slotEvent(day.date, slot, index) : null;
    if (column && event) column.events.push(event);
  });
  return [...columns.values()];
}

/**
 * The column a phone (one column at a time) opens on while booking: the first stylist offered for the
 * estimate (one with an open slot), not the day's first stylist, whose column may hold no slot at all
 * (over their maximum weight, say). Null when no stylist has a slot (or not booking): the first column.
 */
export function firstOfferedEmployee(columns: readonly StylistColumn[], openSlots: readonly OpenSlot[]): number | null {
  const offered = new Set(openSlots.filter((s) => s.eligibility.offered).map((s) => s.employeeId));
  return columns.find((c) => offered.has(c.employeeId))?.employeeId ?? null;
}

/** The hours every column shows (the same for all, so the rows line up): whole hours around what is there. */
export function visibleRange(day: DaySchedule, openSlots: readonly OpenSlot[] = []): { slotMinTime: string; slotMaxTime: string } {
  const times: number[] = [];
  for (const s of day.stylists) for (const h of s.hours) times.push(minutesOf(h.start), minutesOf(h.end));
  for (const row of day.appointments) if (row.start && row.end) times.push(minutesOf(row.start), minutesOf(row.end));
  for (const p of day.standings) {
    const start = fromSpecTime(p.startTime);
    const end = fromSpecTime(p.endTime);
    if (start && end) times.push(minutesOf(start), minutesOf(end));
  }
  for (const slot of openSlots) {
    const start = fromSpecTime(slot.startTime);
    const end = fromSpecTime(slot.endTime);
    if (start && end) times.push(minutesOf(start), minutesOf(end));
  }
  if (times.length === 0) return { slotMinTime: '08:00:00', slotMaxTime: '18:00:00' };
  const min = Math.floor(Math.min(...times) / 60) * 60;
  const max = Math.ceil(Math.max(...times) / 60) * 60;
  return { slotMinTime: `${timeOf(min)}:00`, slotMaxTime: `${timeOf(Math.max(max, min + 60))}:00` };
}

/** A dropped or resized event's local date and 'HH:MM' times (the calendar runs in UTC). */
export function placingOf(start: Date, end: Date | null, fallbackMinutes: number): { date: string; start: string; end: string } {
  const iso = start.toISOString();
  const endIso = (end ?? new Date(start.getTime() + fallbackMinutes * 60_000)).toISOString();
  // An event dragged to end at midnight ends at 24:00 of its day, which 'HH:MM' cannot say: keep 23:59.
  const endTime = endIso.slice(0, 10) === iso.slice(0, 10) ? endIso.slice(11, 16) : '23:59';
  return { date: iso.slice(0, 10), start: iso.slice(11, 16), end: endTime };
}
