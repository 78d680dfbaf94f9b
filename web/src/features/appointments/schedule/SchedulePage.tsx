import { APPOINTMENT_MESSAGES, STANDING_MESSAGES, fromSpecTime, offersAction } from '@pawroute/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { TOAST_MS } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useCreateInstance } from '../api/commands';
import { useAppointment, useDaySchedule, useOpenSlots } from '../api/queries';
import type { AppointmentRow, OpenSlot, StandingPlaceholder } from '../api/types';
import { DayBar } from '../lists/DayBar';
import { AppointmentPanel } from '../panel/AppointmentPanel';
import { BookingPanel } from './BookingPanel';
import { readBooking, type BookingState } from './booking';
import { dayColumns, firstOfferedEmployee, visibleRange } from './calendarEvents';
import { DayCalendar, type CalendarMove } from './DayCalendar';
import { isIsoDate, minutesOf } from './dates';
import { dayRows, type DayRow } from './dayRows';
import { DayTable } from './DayTable';
import { usePlacement } from './placement';
import { businessToday } from '../../../lib/businessTime';
import { addDays } from '../../../lib/dates';
import './schedule.css';
import '../panel/panel.css';

/** Phone width (the brief's 600px): one stylist's column at a time, the panel a full-screen sheet. */
export const PHONE_QUERY = '(max-width: 600px)';

interface Props {
  /** /dashboard/appointments/user/{userId}: one stylist's schedule. */
  employeeId?: number | null;
}

/**
 * The day schedule (part 1 §2 Schedule): a date bar 'dddd, LL' with Previous/Next, 'New
 * Estimate', the day as a calendar (one timeGridDay per working stylist, drag to move) or as a table (15
 * rows at least), the details side panel, and booking: opened with navigation state {estimateId} (or
 * {estimateId, appointmentId} for a waiting or rescheduled appointment), it shows the day's open slots.
 */
export function SchedulePage({ employeeId = null }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const phone = useMediaQuery(PHONE_QUERY);
  const canEdit = useCan('EditAppointments');
  const canEstimate = useCan('EditEstimates');
  const booking: BookingState | null = canEdit ? readBooking(location.state) : null;

  const dateParam = search.get('date');
  const date = isIsoDate(dateParam) ? dateParam : businessToday();
  const view = search.get('view') === 'table' ? 'table' : 'calendar';
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    // The booking (navigation state) stays while the day changes.
    setSearch(next, { replace: true, state: location.state });
  };

  const day = useDaySchedule(date, employeeId);
  const slots = useOpenSlots(date, booking?.estimateId ?? null);
  const bookingAppointment = useAppointment(booking?.appointmentId ?? null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [placeholderOpen, setPlaceholderOpen] = useState<string | null>(null);
  const [shownEmployee, setShownEmployee] = useState<number | null>(employeeId);
  const [creatingKey, setCreatingKey] = useState<string | null>(null);
  const { place, dialog, busy } = usePlacement();
  const createInstance = useCreateInstance();

  const stylistName = employeeId !== null ? day.data?.stylists.find((s) => s.employeeId === employeeId)?.name : undefined;
  useDocumentTitle(`Schedule${stylistName ? ` — ${stylistName}` : ''} — Pawroute`);

  useEffect(() => {
    if (day.isError) toast.error(APPOINTMENT_MESSAGES.failedToRetrieve, { id: 'schedule-day', duration: TOAST_MS });
  }, [day.isError]);

  const data = day.data;
  const openSlots = useMemo(() => (booking ? (slots.data?.slots ?? []) : []), [booking, slots.data]);
  const columns = useMemo(
    () =>
      data
        ? dayColumns(data, {
            editable: (row) => canEdit && (offersAction(row.status, 'update') || offersAction(row.status, 'schedule')),
            openSlots,
          })
        : [],
    [data, canEdit, openSlots],
  );
  const range = useMemo(() => (data ? visibleRange(data, openSlots) : { slotMinTime: '08:00:00', slotMaxTime: '18:00:00' }), [data, openSlots]);
  const rows = useMemo(() => (data ? dayRows(data) : []), [data]);
  const rowById = (id: number): AppointmentRow | undefined => data?.appointments.find((a) => a.ID === id);
  const placeholder: StandingPlaceholder | undefined = rows.find(
    (r): r is Extract<DayRow, { kind: 'placeholder' }> => r.kind === 'placeholder' && r.key === placeholderOpen,
  )?.placeholder;

  const stopBooking = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  const onMove = async (move: CalendarMove) => {
    const row = rowById(move.appointmentId);
    if (!row || row.estimateId === null) {
      toast.error(APPOINTMENT_MESSAGES.informationMissing, { duration: TOAST_MS });
      move.revert();
      return;
    }
    const result = await place({
      appointment: { ID: row.ID, status: row.status },
      estimateId: row.estimateId,
      employeeId: move.employeeId,
      date: move.date,
      start: move.start,
      end: move.end,
    });
    if (result) move.settle();
    else move.revert();
  };

  const book = async (slot: OpenSlot) => {
    const start = fromSpecTime(slot.startTime);
    if (start) await placeAt(slot.employeeId, start, fromSpecTime(slot.endTime));
  };

  /**
   * A click on the grid while booking takes the open slot under it (the latest that starts at or before it);
   * on an empty cell it picks that exact time with that stylist: the placement asks about any conflict in
   * words (or refuses a blocked stylist with the spec's message), as a drag does.
   */
  const onTimeClick = (clickedEmployee: number, time: string) => {
    if (!booking || busy) return;
    const at = minutesOf(time);
    const candidates = openSlots.filter((s) => {
      const start = fromSpecTime(s.startTime);
      const end = fromSpecTime(s.endTime);
      return s.employeeId === clickedEmployee && start && end && minutesOf(start) <= at && at < minutesOf(end);
    });
    const slot = candidates.sort((a, b) => minutesOf(fromSpecTime(b.startTime)!) - minutesOf(fromSpecTime(a.startTime)!))[0];
    if (slot) void book(slot);
    else void placeAt(clickedEmployee, time);
  };

  /** Books (or places the waiting appointment) with this stylist at this time; end left out: start + the length. */
  const placeAt = async (employee: number, start: string, end?: string | null) => {
    if (!booking) return;
    const existing = bookingAppointment.data?.appointment ?? null;
    if (booking.appointmentId && !existing) {
      toast.error(APPOINTMENT_MESSAGES.informationMissing, { duration: TOAST_MS });
      return;
    }
    const result = await place({
      appointment: existing ? { ID: existing.ID, status: existing.status } : null,
      estimateId: booking.estimateId,
      employeeId: employee,
      date,
      start,
      end,
    });
    if (!result) return;
    stopBooking();
    setOpenId(result.appointmentId);
  };

  const onCreateInstance = useCallback(
    async (key: string, p: StandingPlaceholder) => {
      setCreatingKey(key);
      try {
        const answer = await createInstance.mutateAsync({ appointmentId: p.standingId, appointmentDate: p.appointmentDate });
        toast.success(STANDING_MESSAGES.createdInstance, { duration: TOAST_MS });
        setPlaceholderOpen(null);
        setOpenId(answer.newAppointmentId);
      } catch (error) {
        toast.error(STANDING_MESSAGES.failedToCreateInstance, { description: isApiError(error) ? error.message : undefined, duration: TOAST_MS });
      } finally {
        setCreatingKey(null);
      }
    },
    [createInstance],
  );

  const bookingWhat = (() => {
    const existing = bookingAppointment.data?.appointment;
    if (existing) return `${existing.Customer.name}'s appointment`;
    return booking?.customerName ? `${booking.customerName}'s estimate` : 'the estimate';
  })();

  return (
    <div className={`page schedule-page ${openId !== null ? 'schedule-page--with-panel' : ''}`}>
      <PageHeader
        title={stylistName ? `Schedule — ${stylistName}` : 'Schedule'}
        actions={
          canEstimate ? (
            <Link to="/dashboard/estimate" className="button button--primary">
              New Estimate
            </Link>
          ) : undefined
        }
      />
      <DayBar date={date} label="Schedule day" onChange={(next) => setParam('date', next)} onStep={(days) => setParam('date', addDays(date, days))} />
      {booking && (
        <BookingPanel
          what={bookingWhat}
          date={date}
          slots={slots.data}
          loading={slots.isPending}
          failed={slots.isError}
          busy={busy}
          onBook={(slot) => void book(slot)}
          onStop={stopBooking}
        />
      )}
      <div className="schedule-toolbar">
        <div className="schedule-views" role="tablist" aria-label="View">
          {(['calendar', 'table'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              className={`schedule-views__tab ${view === v ? 'is-active' : ''}`}
              onClick={() => setParam('view', v === 'calendar' ? null : v)}
            >
              {v === 'calendar' ? 'Calendar' : 'Table'}
            </button>
          ))}
        </div>
        {day.isFetching && <span className="muted schedule-toolbar__busy">Updating…</span>}
      </div>
      <section className="panel panel--flush schedule-body" aria-busy={day.isPending}>
        {view === 'calendar' ? (
          data ? (
            <DayCalendar
              date={data.date}
              columns={columns}
              range={range}
              single={phone}
              // While booking, a phone opens on the first offered stylist until one is picked.
              shownEmployeeId={shownEmployee ?? firstOfferedEmployee(columns, openSlots)}
              onShowEmployee={setShownEmployee}
              canDrag={canEdit}
              onOpenAppointment={setOpenId}
              onOpenPlaceholder={setPlaceholderOpen}
              onMove={(move) => void onMove(move)}
              onTimeClick={booking ? onTimeClick : undefined}
            />
          ) : (
            <p className="panel__lead schedule-empty">{day.isError ? APPOINTMENT_MESSAGES.failedToRetrieve : 'Loading the day…'}</p>
          )
        ) : (
          <DayTable
            rows={rows}
            loading={day.isPending}
            selectedKey={openId !== null ? `a-${openId}` : placeholderOpen}
            canCreateInstance={canEdit}
            creatingKey={creatingKey}
            onOpen={(r) => (r.kind === 'appointment' ? setOpenId(r.row.ID) : setPlaceholderOpen(r.key))}
            onCreateInstance={(r) => void onCreateInstance(r.key, r.placeholder)}
          />
        )}
      </section>
      {openId !== null && (
        <AppointmentPanel key={openId} appointmentId={openId} row={rowById(openId)} onClose={() => setOpenId(null)} />
      )}
      <ModalDialog open={placeholder !== undefined} title="Standing Appointment" onClose={() => setPlaceholderOpen(null)} busy={creatingKey !== null}
        actions={
          placeholder && canEdit ? (
            <button
              type="button"
              className="button button--primary"
              disabled={creatingKey !== null || placeholder.instanceAppointmentId !== null}
              onClick={() => void onCreateInstance(placeholderOpen!, placeholder)}
            >
              {creatingKey ? 'Creating…' : 'Create Instance'}
            </button>
          ) : undefined
        }
      >
        {placeholder && (
          <dl className="appt-facts">
            <div>
              <dt>Title</dt>
              <dd>{placeholder.Standing?.title ?? 'Standing appointment'}</dd>
            </div>
            <div>
              <dt>Customer</dt>
              <dd>{placeholder.Customer.name}</dd>
            </div>
            <div>
              <dt>Pets</dt>
              <dd>{placeholder.pets.map((p) => p.name).join(', ')}</dd>
            </div>
            <div>
              <dt>Stylist</dt>
              <dd>{placeholder.Employee?.name ?? ''}</dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>
                {placeholder.appointmentDate} {placeholder.startTime} – {placeholder.endTime}
              </dd>
            </div>
            <p className="muted">It must become an instance before it can be edited.</p>
          </dl>
        )}
      </ModalDialog>
      {dialog}
    </div>
  );
}
