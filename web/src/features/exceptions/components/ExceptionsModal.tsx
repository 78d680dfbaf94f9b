import type { DateSelectArg, DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { EXCEPTION_MESSAGES, type ExceptionEventInput, type GetExceptionsResponse } from '@pawroute/domain';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useExceptions, useSaveException } from '../api/exceptions';
import { ExceptionForm, type ExceptionDraft } from './ExceptionForm';
import { addDays } from './recurrence';
import './exceptions.css';

/** Part 2 §2.4, §9: 500px high, the current month by default. */
export const EXCEPTIONS_CALENDAR_HEIGHT = 500;

interface Props {
  employeeId: number;
  open: boolean;
  onClose(): void;
}

/**
 * Occurrences come expanded by the server in the business time zone as local wall times; the calendar
 * runs in 'UTC' so it shows those times as they are, whatever the browser's own zone.
 */
function calendarEvents(data: GetExceptionsResponse | undefined): EventInput[] {
  return (data?.occurrences ?? []).map((o) => ({
    id: `${o.exceptionId}@${o.start}`,
    groupId: String(o.exceptionId),
    title: o.isWorking ? `${o.title} (working)` : o.title,
    start: o.isAllDay ? o.start.slice(0, 10) : o.start,
    end: o.isAllDay ? addDays(o.end.slice(0, 10), 1) : o.end,
    allDay: o.isAllDay,
    classNames: [o.isWorking ? 'exception--working' : 'exception--off'],
    extendedProps: { exceptionId: o.exceptionId },
  }));
}

function draftFor(data: GetExceptionsResponse | undefined, exceptionId: number): ExceptionDraft | null {
  const found = data?.exceptions.find((x) => x.ID === exceptionId);
  if (!found) return null;
  const e = found.Event;
  return {
    ID: found.ID,
    isWorking: found.isWorking,
    title: e.title,
    startDate: e.startDate,
    endDate: e.endDate,
    startTime: e.startTime,
    endTime: e.endTime,
    isAllDay: e.isAllDay,
    isRecurring: e.isRecurring,
    rrule: e.RecurringPattern?.rrule ?? '',
    repeatFrom: e.RecurringPattern?.startDate ?? e.startDate,
    repeatUntil: e.RecurringPattern?.endDate ?? '',
  };
}

function newDraft(startDate: string, endDate: string, startTime: string, endTime: string, isAllDay: boolean): ExceptionDraft {
  return { ID: null, isWorking: false, title: '', startDate, endDate, startTime, endTime, isAllDay, isRecurring: false, rrule: '', repeatFrom: startDate, repeatUntil: '' };
}

/** The Exceptions modal (ViewExceptions): an employee's schedule exceptions in a calendar with an agenda view. */
export function ExceptionsModal({ employeeId, open, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 640px)');
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [draft, setDraft] = useState<ExceptionDraft | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const exceptions = useExceptions(employeeId, open ? range : null);
  const { save, remove } = useSaveException(employeeId);
  const events = useMemo(() => calendarEvents(exceptions.data), [exceptions.data]);

  useEffect(() => {
    if (exceptions.isError) toast.error(EXCEPTION_MESSAGES.failedToRetrieve, { id: `exceptions-${employeeId}` });
  }, [exceptions.isError, employeeId]);
  useEffect(() => {
    if (!open) setDraft(null);
  }, [open]);

  const edit = (next: ExceptionDraft | null) => {
    setFormError(null);
    setDraft(next);
  };

  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    const startDate = arg.startStr.slice(0, 10);
    if (arg.allDay) edit(newDraft(startDate, addDays(arg.endStr.slice(0, 10), -1), '09:00', '17:00', true));
    else edit(newDraft(startDate, arg.endStr.slice(0, 10), arg.startStr.slice(11, 16), arg.endStr.slice(11, 16), false));
  };
  const onEventClick = (arg: EventClickArg) => edit(draftFor(exceptions.data, Number(arg.event.extendedProps.exceptionId)));

  const failed = (fallback: string) => (error: unknown) => {
    if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) setFormError(error.message);
    else toast.error(fallback);
  };
  const onSave = (body: { isWorking: boolean; event: ExceptionEventInput }) => {
    const isNew = draft?.ID === null;
    save.mutate(
      { ID: draft?.ID ?? null, ...body },
      {
        onSuccess: () => {
          toast.success(isNew ? EXCEPTION_MESSAGES.created : EXCEPTION_MESSAGES.updated);
          edit(null);
        },
        onError: failed(isNew ? EXCEPTION_MESSAGES.failedToCreate : EXCEPTION_MESSAGES.failedToUpdate),
      },
    );
  };
  const onDelete = () => {
    if (!draft?.ID) return;
    remove.mutate(draft.ID, {
      onSuccess: () => {
        toast.success(EXCEPTION_MESSAGES.deleted);
        edit(null);
      },
      onError: failed(EXCEPTION_MESSAGES.failedToDelete),
    });
  };
  const today = new Date().toISOString().slice(0, 10);

  return (
    <ModalDialog open={open} title={draft ? (draft.ID === null ? 'New Exception' : 'Edit Exception') : 'Schedule Exceptions'} onClose={onClose} size="wide">
      {draft ? (
        <ExceptionForm key={draft.ID ?? 'new'} draft={draft} busy={save.isPending || remove.isPending} error={formError} onSave={onSave} onDelete={onDelete} onCancel={() => edit(null)} />
      ) : (
        <div className="exceptions-calendar">
          <div className="exceptions-calendar__actions">
            <button type="button" className="button button--primary button--small" onClick={() => edit(newDraft(today, today, '09:00', '17:00', true))}>
              New Exception
            </button>
            {exceptions.data && <span className="exceptions-calendar__zone">Times in {exceptions.data.timeZone}</span>}
          </div>
          <FullCalendar
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
            initialView="listMonth"
            timeZone="UTC"
            height={EXCEPTIONS_CALENDAR_HEIGHT}
            headerToolbar={phone ? { left: 'prev,next', center: 'title', right: 'dayGridMonth,listMonth' } : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' }}
            buttonText={{ listMonth: 'Agenda', dayGridMonth: 'Month', timeGridWeek: 'Week', today: 'Today' }}
            selectable
            selectMirror
            longPressDelay={300}
            events={events}
            select={onSelect}
            eventClick={onEventClick}
            datesSet={(arg: DatesSetArg) => setRange({ start: arg.startStr.slice(0, 10), end: addDays(arg.endStr.slice(0, 10), -1) })}
            noEventsContent="No exceptions this month."
          />
        </div>
      )}
    </ModalDialog>
  );
}

/** Opens the Exceptions modal; mount it where the employee's schedule is shown. */
export function ExceptionsButton({ employeeId }: { employeeId: number }) {
  const [open, setOpen] = useState(false);
  const allowed = useCan('ViewExceptions');
  if (!allowed) return null;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Schedule Exceptions
      </button>
      <ExceptionsModal employeeId={employeeId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
