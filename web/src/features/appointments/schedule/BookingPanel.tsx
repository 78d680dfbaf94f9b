import { STYLIST_NO_LONGER_WORKING } from '@pawroute/domain';
import type { OpenSlot, OpenSlotsResponse } from '../api/types';
import { closedReasons } from './closedReasons';
import { warningsText } from './eligibilityReasons';

export const slotLabel = (slot: OpenSlot): string => `${slot.startTime} – ${slot.endTime} with ${slot.stylistName}`;

interface Props {
  what: string;
  date: string;
  slots: OpenSlotsResponse | undefined;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  onBook(slot: OpenSlot): void;
  onStop(): void;
}

/**
 * Booking an estimate (or placing a waiting appointment): the open slots of the day as buttons
 * ('9:00 AM – 10:30 AM with Sam'); the calendar shows the same slots in green. A stylist blocked for the
 * customer is never offered; one that fails a requirement is marked and asks before booking.
 */
export function BookingPanel({ what, slots, loading, failed, busy, onBook, onStop }: Props) {
  const blocked = (slots?.notOffered ?? []).filter((n) => n.eligibility.blocked);
  // Offered as a person but not for these pets (weight, cats, breed): say which requirement.
  const ineligible = (slots?.notOffered ?? []).filter((n) => n.eligibility.offered && !n.eligibility.blocked && n.eligibility.warnings.length > 0);
  // SCH-SLOTS explained: what closed each free gap of each offered stylist's day.
  const closed = slots ? closedReasons(slots.closed ?? [], slots.length) : [];
  const reasonsList = (
    <ul className="booking__why" data-testid="closed-reasons">
      {closed.map((s) => (
        <li key={s.employeeId}>
          <strong>{s.stylistName}</strong>
          <ul>
            {s.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="booking panel" aria-label="Open slots" data-testid="booking-panel">
      <div className="booking__head">
        <div>
          <h2 className="booking__title">Pick a time for {what}</h2>
          <p className="muted booking__lead">
            {slots
              ? `Open times for ${slots.length} minutes on this day. Click one below, or click the calendar to pick that exact time.`
              : 'Open times on this day.'}
          </p>
        </div>
        <button type="button" className="button button--secondary button--small" onClick={onStop}>
          Stop Booking
        </button>
      </div>
      {loading && <p className="muted">Finding open times…</p>}
      {failed && <p className="form__error">Failed to load the open times. Try another day or refresh.</p>}
      {slots && slots.slots.length === 0 && (
        <div data-testid="no-open-time">
          <p className="muted">
            No open time on this day for {slots.length} minutes{closed.length > 0 ? ', because:' : '.'}
          </p>
          {closed.length > 0 && reasonsList}
        </div>
      )}
      {slots && slots.slots.length > 0 && (
        <ul className="booking__slots">
          {slots.slots.map((slot) => {
            const warnings = slot.eligibility.warnings;
            return (
              <li key={`${slot.employeeId}-${slot.startTime}`}>
                <button
                  type="button"
                  className={`booking__slot ${warnings.length > 0 ? 'booking__slot--warn' : ''}`}
                  disabled={busy}
                  onClick={() => onBook(slot)}
                >
                  {slotLabel(slot)}
                  {warnings.length > 0 && (
                    <span className="booking__warn" data-testid="slot-warning">
                      {' '}
                      <span aria-hidden="true">⚠</span> {warningsText(warnings)}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {slots && slots.slots.length > 0 && closed.length > 0 && (
        <details className="booking__note">
          <summary>Why not other times?</summary>
          {reasonsList}
        </details>
      )}
      {blocked.length > 0 && (
        <p className="muted booking__note">
          Not offered (blocking complaint): {blocked.map((n) => n.stylistName).join(', ')}.
        </p>
      )}
      {ineligible.length > 0 && (
        <ul className="muted booking__note" data-testid="not-offered-reasons">
          {ineligible.map((n) => (
            <li key={n.employeeId}>
              Not offered: {n.stylistName} ({warningsText(n.eligibility.warnings)}).
            </li>
          ))}
        </ul>
      )}
      {(slots?.notOffered ?? []).some((n) => !n.eligibility.offered && !n.eligibility.blocked) && (
        <p className="muted booking__note">
          Not offered ({STYLIST_NO_LONGER_WORKING}):{' '}
          {(slots?.notOffered ?? [])
            .filter((n) => !n.eligibility.offered && !n.eligibility.blocked)
            .map((n) => n.stylistName)
            .join(', ')}
          .
        </p>
      )}
    </section>
  );
}
