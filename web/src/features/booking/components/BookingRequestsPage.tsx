import { BOOKING_REQUEST_MESSAGES, toSpecDate, type BookingRequestRow } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { businessTimeZone, businessToday, useBusinessTimeZone } from '../../../lib/businessTime';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAnswerRequest, useBookingRequests, useOfficeOpenSlots } from '../api';
import { REQUEST_STATE_LABELS, requestWhen } from './MyRequests';
import { SlotButtons } from './SlotButtons';
import './booking.css';

const message = (e: unknown, fallback: string) => (isApiError(e) && e.statusCode < 500 ? e.message : fallback);

/** The marks beside a request; vaccinationMissing: a pet lacks a required vaccine on the requested date (VAC-VALID). */
const MARK_LABELS: Record<BookingRequestRow['marks'][number], string> = {
  newClient: 'New client',
  outsideArea: 'Outside the service area',
  vaccinationMissing: 'Vaccination missing or expired',
};

/**
 * /dashboard/bookingRequests (EditAppointments, what scheduling an appointment needs): the customers'
 * booking requests, newest first, searched by client, pet or phone (docs/RULES.md "Online booking":
 * requests). Accept schedules through the office's create; Decline asks a reason; Waiting list. Each
 * answer is mailed to the client; the list and the count update live.
 */
export function BookingRequestsPage() {
  useDocumentTitle('Booking requests — Pawroute');
  useBusinessTimeZone();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useBookingRequests(debounced);
  const rows = list.data?.requests ?? [];
  return (
    <div className="page booking booking-requests">
      <PageHeader title="Booking requests" />
      <label className="field booking-requests__search">
        Search by client, pet or phone
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      {list.isLoading && <p className="muted">Loading…</p>}
      {list.isError && <p role="alert">Failed to get the booking requests</p>}
      {list.data && rows.length === 0 && <p className="muted">{debounced ? 'No request matches.' : 'No booking requests yet.'}</p>}
      <ul className="booking__list" aria-label="Booking requests">
        {rows.map((r) => (
          <RequestRow key={r.requestId} row={r} />
        ))}
      </ul>
    </div>
  );
}

function RequestRow({ row }: { row: BookingRequestRow }) {
  const answer = useAnswerRequest();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [picking, setPicking] = useState<string | null>(null);
  const answerable = row.status === 'open' || row.status === 'waitlisted';
  const busy = answer.accept.isPending || answer.decline.isPending || answer.waitlist.isPending;
  const accept = (time?: { employeeId: number; appointmentDate: string; startTime: string }) =>
    answer.accept.mutate(
      { requestId: row.requestId, ...time },
      {
        onSuccess: () => (toast.success(`Scheduled ${row.clientName}`), setPicking(null)),
        onError: (e) => {
          toast.error(message(e, 'Failed to accept the request'));
          // Taken meanwhile, or no time asked: the office picks another time.
          if (isApiError(e) && (e.statusCode === 409 || e.statusCode === 400)) setPicking(picking ?? row.appointmentDate ?? businessToday());
        },
      },
    );
  return (
    <li className="booking__row booking-request" data-state={row.status} aria-label={`Request from ${row.clientName}`}>
      <div className="booking-request__who">
        <div>
          <strong>{row.clientName}</strong>
          {row.phone && <span className="muted"> · {row.phone}</span>}
        </div>
        <div>
          {row.pets.join(', ')} · {requestWhen(row)}
        </div>
        {row.note && <div className="booking-request__note">“{row.note}”</div>}
        <div className="booking-request__marks">
          {row.marks.map((m) => (
            <span key={m} className={`booking-request__mark booking-request__mark--${m}`}>
              {MARK_LABELS[m]}
            </span>
          ))}
        </div>
        <div className="muted">
          Asked {new Date(row.requestedAt).toLocaleString('en-US', { timeZone: businessTimeZone(), dateStyle: 'short', timeStyle: 'short' })} · <span className={`booking__state booking__state--${row.status}`}>{row.status === 'open' ? 'Open' : REQUEST_STATE_LABELS[row.status]}</span>
          {row.reason ? `: ${row.reason}` : ''}
        </div>
      </div>
      {answerable && (
        <div className="booking__actions">
          <button type="button" className="button" disabled={busy} onClick={() => accept()}>
            Accept
          </button>
          <button type="button" className="button button--secondary" disabled={busy} aria-expanded={declining} onClick={() => setDeclining(!declining)}>
            Decline
          </button>
          {row.status === 'open' && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => answer.waitlist.mutate({ requestId: row.requestId }, { onSuccess: () => toast.success('On the waiting list'), onError: (e) => toast.error(message(e, 'Failed to update the request')) })}
            >
              Waiting list
            </button>
          )}
        </div>
      )}
      {answerable && declining && (
        <form
          className="booking__move"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return void toast.error(BOOKING_REQUEST_MESSAGES.reasonRequired);
            answer.decline.mutate({ requestId: row.requestId, reason }, { onSuccess: () => (toast.success('Declined'), setDeclining(false)), onError: (e) => toast.error(message(e, 'Failed to decline the request')) });
          }}
        >
          <label className="field">
            Reason (mailed to the client)
            <textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className="button" disabled={busy}>
            Decline the request
          </button>
        </form>
      )}
      {answerable && picking !== null && <PickAnotherTime estimateId={row.estimateId} date={picking} onDate={setPicking} busy={busy} onPick={accept} />}
    </li>
  );
}

/** Another time for the request: the office's own open slots that day (the same engine as the schedule). */
function PickAnotherTime(props: { estimateId: number; date: string; onDate(date: string): void; busy: boolean; onPick(time: { employeeId: number; appointmentDate: string; startTime: string }): void }) {
  const slots = useOfficeOpenSlots(props.estimateId, props.date);
  return (
    <div className="booking__move" aria-label="Pick another time">
      <label className="field">
        Pick another time on
        <input type="date" min={businessToday()} value={props.date} onChange={(e) => props.onDate(e.target.value)} />
      </label>
      {slots.isError && <p role="alert">{message(slots.error, 'Failed to get the open times')}</p>}
      {slots.data && slots.data.slots.length === 0 && <p className="muted">No open time on this day. Try the next day.</p>}
      <SlotButtons
        slots={slots.data?.slots}
        label="Open times"
        disabled={props.busy}
        onPick={(s) => props.onPick({ employeeId: s.employeeId, appointmentDate: toSpecDate(props.date), startTime: s.startTime })}
      />
    </div>
  );
}
