import type { DateClickArg, EventLeaveArg, EventReceiveArg, EventResizeDoneArg } from '@fullcalendar/interaction';
import type { EventClickArg, EventContentArg, EventDropArg } from '@fullcalendar/core';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { STYLIST_NO_LONGER_WORKING } from '@pawroute/domain';
import { useRef } from 'react';
import { placingOf, type EventKind, type StylistColumn } from './calendarEvents';
import { businessWallClock } from '../../../lib/businessTime';

const businessNow = () => businessWallClock();

/** Where an appointment was dragged to: the caller places it, and calls `revert` when nothing was saved. */
export interface CalendarMove {
  appointmentId: number;
  employeeId: number;
  date: string;
  start: string;
  end: string;
  revert(): void;
  /** The drop is done (saved or not): a dragged event between columns is taken out of the target again. */
  settle(): void;
}

interface Props {
  date: string;
  columns: StylistColumn[];
  range: { slotMinTime: string; slotMaxTime: string };
  /** Phone width: one stylist at a time, picked above the calendar. */
  single: boolean;
  shownEmployeeId: number | null;
  onShowEmployee(employeeId: number): void;
  canDrag: boolean;
  onOpenAppointment(appointmentId: number): void;
  onOpenPlaceholder(key: string): void;
  onMove(move: CalendarMove): void;
  /** A click on the grid (booking: the open slot there is taken). */
  onTimeClick?(employeeId: number, time: string): void;
}

function EventBody({ event, timeText }: EventContentArg) {
  const kind = event.extendedProps.kind as EventKind;
  if (kind === 'slot' || kind === 'off') return null;
  const pets = String(event.extendedProps.pets ?? '');
  return (
    <div className="appt-event__body">
      <span className="appt-event__time">{timeText}</span>
      <span className="appt-event__title">{event.title}</span>
      {pets && <span className="appt-event__pets">{pets}</span>}
      {event.extendedProps.paymentVoided === true && <span className="appt-badge appt-badge--voided">Payment voided</span>}
    </div>
  );
}

/**
 * The day as one FullCalendar timeGridDay per stylist side by side (the premium resource views are not
 * used). Appointments drag within a column (eventDrop, eventResize) and onto another stylist's column
 * (the source's eventLeave, the target's eventReceive: every column is editable and droppable).
 */
export function DayCalendar(props: Props) {
  const { date, columns, range, single, shownEmployeeId, onShowEmployee, canDrag } = props;
  // The source column's undo of a drag onto another column, until the target column has placed it.
  const leaving = useRef(new Map<string, () => void>());
  const shown = single ? columns.filter((c) => c.employeeId === (shownEmployeeId ?? columns[0]?.employeeId)) : columns;

  if (columns.length === 0) {
    return <p className="panel__lead schedule-empty">No stylist works on this day.</p>;
  }

  const moveWithin = (column: StylistColumn) => (info: EventDropArg | EventResizeDoneArg) => {
    const start = info.event.start;
    if (!start) return info.revert();
    const oldStart = info.oldEvent.start?.getTime() ?? 0;
    const oldEnd = info.oldEvent.end?.getTime() ?? oldStart;
    const placed = placingOf(start, info.event.end, (oldEnd - oldStart) / 60_000);
    props.onMove({
      appointmentId: Number(info.event.extendedProps.appointmentId),
      employeeId: column.employeeId,
      ...placed,
      revert: info.revert,
      settle: () => undefined,
    });
  };

  const receive = (column: StylistColumn) => (info: EventReceiveArg) => {
    const start = info.event.start;
    const undoLeave = leaving.current.get(info.event.id) ?? (() => undefined);
    leaving.current.delete(info.event.id);
    const undoReceive = info.revert;
    if (!start) {
      undoReceive();
      undoLeave();
      return;
    }
    const placed = placingOf(start, info.event.end, 90);
    props.onMove({
      appointmentId: Number(info.event.extendedProps.appointmentId),
      employeeId: column.employeeId,
      ...placed,
      revert: () => {
        undoReceive();
        undoLeave();
      },
      // Saved: the refetched day draws it in its new column; the dragged copy goes.
      settle: undoReceive,
    });
  };

  return (
    <div className={`day-calendar ${single ? 'day-calendar--single' : ''}`} data-testid="day-calendar">
      {single && columns.length > 1 && (
        <label className="day-calendar__picker">
          <span>Stylist</span>
          <select value={shown[0]?.employeeId ?? ''} onChange={(e) => onShowEmployee(Number(e.target.value))} aria-label="Stylist">
            {columns.map((c) => (
              <option key={c.employeeId} value={c.employeeId}>
                {c.name}
                {c.isNoLongerWorking ? ` (${STYLIST_NO_LONGER_WORKING})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="day-calendar__columns" style={{ ['--columns' as string]: shown.length }}>
        {shown.map((column) => (
          <section key={column.employeeId} className="day-calendar__column" aria-label={`${column.name}'s day`} data-employee-id={column.employeeId}>
            <header className="day-calendar__head">
              <span className="day-calendar__name">{column.name}</span>
              {column.isNoLongerWorking && <span className="appt-badge appt-badge--muted">{STYLIST_NO_LONGER_WORKING}</span>}
            </header>
            <FullCalendar
              key={`${date}-${column.employeeId}`}
              plugins={[timeGridPlugin, interactionPlugin]}
              initialView="timeGridDay"
              initialDate={date}
              timeZone="UTC"
              headerToolbar={false}
              dayHeaders={false}
              allDaySlot={false}
              height="auto"
              slotMinTime={range.slotMinTime}
              slotMaxTime={range.slotMaxTime}
              slotDuration="00:30:00"
              snapDuration="00:15:00"
              scrollTime={range.slotMinTime}
              businessHours={column.businessHours}
              events={column.events}
              editable={canDrag}
              droppable={canDrag}
              eventDurationEditable={canDrag}
              longPressDelay={400}
              nowIndicator
              // The days are drawn as business wall-clock times in UTC: now is the business's wall clock, not the browser's.
              now={businessNow}
              eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
              slotLabelFormat={{ hour: 'numeric', meridiem: 'short' }}
              eventContent={(arg) => <EventBody {...arg} />}
              eventClick={(info: EventClickArg) => {
                const kind = info.event.extendedProps.kind as EventKind;
                if (kind === 'appointment') props.onOpenAppointment(Number(info.event.extendedProps.appointmentId));
                else if (kind === 'placeholder') props.onOpenPlaceholder(info.event.id);
              }}
              dateClick={(info: DateClickArg) => props.onTimeClick?.(column.employeeId, info.date.toISOString().slice(11, 16))}
              eventDrop={moveWithin(column)}
              eventResize={moveWithin(column)}
              eventLeave={(info: EventLeaveArg) => leaving.current.set(info.event.id, info.revert)}
              eventReceive={receive(column)}
            />
          </section>
        ))}
      </div>
    </div>
  );
}
