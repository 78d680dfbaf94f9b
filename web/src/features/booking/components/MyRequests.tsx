import { toSpecDate, toSpecTime, type MyBookingRequest } from '@pawroute/domain';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useMyRequests, useWithdrawRequest } from '../api';

/** What each state of a request tells the customer (docs/RULES.md OB-REQUEST). */
export const REQUEST_STATE_LABELS: Record<MyBookingRequest['status'], string> = {
  open: 'Requested — the office will confirm',
  waitlisted: 'On the waiting list',
  accepted: 'Booked',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const requestWhen = (r: Pick<MyBookingRequest, 'appointmentDate' | 'startTime' | 'stylistName'>): string =>
  r.appointmentDate && r.startTime ? `${toSpecDate(r.appointmentDate)} ${toSpecTime(r.startTime)}${r.stylistName ? ` · ${r.stylistName}` : ''}` : 'No time asked';

/**
 * The customer's own booking requests and their state, live (the { scope: 'myBookingRequests' } push
 * reaches this customer only); an open or waitlisted request may be withdrawn.
 */
export function MyRequests({ userId }: { userId: number | null }) {
  const mine = useMyRequests(userId);
  const withdraw = useWithdrawRequest();
  const rows = mine.data?.requests ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="panel booking__requests" aria-label="Your booking requests">
      <h2 className="panel__title">Your booking requests</h2>
      <ul className="booking__list">
        {rows.map((r) => (
          <li key={r.requestId} className="booking__row" data-state={r.status}>
            <span>
              {requestWhen(r)} · {r.pets.join(', ')}
            </span>
            <span className={`booking__state booking__state--${r.status}`}>
              {REQUEST_STATE_LABELS[r.status]}
              {r.status === 'declined' && r.reason ? `: ${r.reason}` : ''}
            </span>
            {(r.status === 'open' || r.status === 'waitlisted') && (
              <button
                type="button"
                className="button button--secondary"
                disabled={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(
                    { requestId: r.requestId },
                    { onSuccess: () => toast.success('Request withdrawn'), onError: (e) => toast.error(isApiError(e) && e.statusCode < 500 ? e.message : 'Failed to withdraw the request') },
                  )
                }
              >
                Withdraw
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
