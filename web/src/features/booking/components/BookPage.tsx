import { BOOKING_REQUEST_MESSAGES, PACKAGE_LABELS, addLocalDays, isPlaceholder, obCutoffAllows, type EstimatePackage, type OnlineEstimateAnswer } from '@pawroute/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { businessTimeZone, businessToday, useBusinessTimeZone } from '../../../lib/businessTime';
import { useSessionUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { CreditCardDialog } from '../../contacts';
import { bookingKeys, useBookOnline, useCancelOnline, useMoveOnline, useMyUpcoming, useOnlineOptions, useOpenTimes, useRequestBooking, useSaveOnlineEstimate } from '../api';
import { MyRequests } from './MyRequests';
import { SlotButtons } from './SlotButtons';
import './booking.css';
import { dollars } from '../../../lib/money';

type Choice = { estimatePackage: EstimatePackage; addonIds: number[] };
const message = (e: unknown, fallback: string) => (isApiError(e) && e.statusCode < 500 ? e.message : fallback);

/**
 * /dashboard/book (ViewCustomerDashboard): the customer books for their own pets (docs/RULES.md
 * "Online booking"): pets and services → the price estimate/save computes → a date and the open times
 * (the office's slots for the online stylists, OB-SAME, OB-WINDOW) → review → book. Below: their upcoming
 * appointments, each cancellable until OB-CUTOFF.
 */
export function BookPage() {
  useDocumentTitle('Book — Pawroute');
  useBusinessTimeZone();
  const options = useOnlineOptions();
  const [chosen, setChosen] = useState<Record<number, Choice>>({});
  const [estimate, setEstimate] = useState<OnlineEstimateAnswer | null>(null);
  const [date, setDate] = useState('');
  const [slotKey, setSlotKey] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ title: string; text: string } | null>(null);
  const [note, setNote] = useState('');
  const [addingCard, setAddingCard] = useState(false);
  const price = useSaveOnlineEstimate();
  const openTimes = useOpenTimes(estimate?.estimateId ?? null, date);
  const book = useBookOnline();
  const ask = useRequestBooking();
  const client = useQueryClient();
  const user = useSessionUser().data;

  if (options.isLoading) return <p className="muted">Loading…</p>;
  if (options.isError || !options.data) return <p role="alert">Failed to get the booking options</p>;
  const o = options.data;
  const today = businessToday();
  const slot = openTimes.data?.slots.find((s) => `${s.employeeId} ${s.start}` === slotKey) ?? null;
  const reset = () => {
    setEstimate(null);
    setSlotKey(null);
  };
  // Request mode (docs/RULES.md OB-REQUEST): the time is asked for, nothing is held.
  const requestMode = o.acceptMode === 'request';
  // A card on file first when the business asks for one (added through Accept.js: the number never reaches us).
  const needsCard = o.requireCardOnFile && !o.hasCardOnFile;

  return (
    <div className="page booking">
      <PageHeader title="Book an appointment" />
      {!o.enabled ? (
        <p className="panel booking__note">Online booking is not available. Please call the office to book.</p>
      ) : booked ? (
        <section className="panel booking__done" aria-label={booked.title}>
          <h2 className="panel__title">{booked.title}</h2>
          <p>{booked.text}</p>
          <button type="button" className="button" onClick={() => (setBooked(null), setChosen({}), reset(), setDate(''), setNote(''))}>
            Book another
          </button>
        </section>
      ) : (
        <>
          <section className="panel booking__step" aria-label="1. Pets and services">
            <h2 className="panel__title">1. Pets and services</h2>
            {o.pets.length === 0 && <p className="muted">Add a pet to your profile first.</p>}
            {o.pets.map((pet) => {
              const choice = chosen[pet.petId];
              return (
                <div key={pet.petId} className="booking__pet">
                  <label className="booking__check">
                    <input
                      type="checkbox"
                      checked={choice !== undefined}
                      onChange={(e) => {
                        const next = { ...chosen };
                        if (e.target.checked) next[pet.petId] = { estimatePackage: o.packages[0]!, addonIds: [] };
                        else delete next[pet.petId];
                        setChosen(next);
                        reset();
                      }}
                    />
                    <strong>{pet.petName}</strong> {pet.breed && <span className="muted">{pet.breed}</span>}
                  </label>
                  {choice && (
                    <div className="booking__services">
                      <label className="field">
                        Service
                        <select
                          value={choice.estimatePackage}
                          onChange={(e) => (setChosen({ ...chosen, [pet.petId]: { ...choice, estimatePackage: e.target.value as EstimatePackage } }), reset())}
                        >
                          {o.packages.map((p) => (
                            <option key={p} value={p}>
                              {PACKAGE_LABELS[p]}
                            </option>
                          ))}
                        </select>
                      </label>
                      {o.addons.length > 0 && (
                        <fieldset className="field booking__addons">
                          <legend>Add-ons</legend>
                          {o.addons.map((a) => (
                            <label key={a.ID} className="booking__check">
                              <input
                                type="checkbox"
                                checked={choice.addonIds.includes(a.ID)}
                                onChange={(e) => {
                                  const addonIds = e.target.checked ? [...choice.addonIds, a.ID] : choice.addonIds.filter((id) => id !== a.ID);
                                  setChosen({ ...chosen, [pet.petId]: { ...choice, addonIds } });
                                  reset();
                                }}
                              />
                              {a.item}
                              {a.addonPrice !== null && <span className="muted"> {dollars(a.addonPrice)}</span>}
                            </label>
                          ))}
                        </fieldset>
                      )}
                    </div>
                  )}
                </div>
              );
            })}
            {estimate ? (
              <div className="booking__price" aria-label="Price">
                {estimate.pets.map((p) => (
                  <div key={p.petId}>
                    {p.petName}, {PACKAGE_LABELS[p.estimatePackage]}: {dollars(p.total)}
                  </div>
                ))}
                <div>Trip fee: {dollars(estimate.tripFee)}</div>
                <div>
                  <strong>Estimated total: {dollars(estimate.total)}</strong> <span className="muted">(with fuel and tax)</span>
                </div>
              </div>
            ) : (
              <button
                type="button"
                className="button"
                disabled={Object.keys(chosen).length === 0 || price.isPending}
                onClick={() =>
                  price.mutate(
                    { pets: Object.entries(chosen).map(([petId, c]) => ({ petId: Number(petId), ...c })) },
                    { onSuccess: (answer) => setEstimate(answer), onError: (e) => toast.error(message(e, 'Failed to price the visit')) },
                  )
                }
              >
                See the price
              </button>
            )}
          </section>

          {estimate && (
            <section className="panel booking__step" aria-label="2. Date and time">
              <h2 className="panel__title">2. Date and time</h2>
              <label className="field">
                Date
                <input type="date" min={today} max={addLocalDays(today, o.horizonDays)} value={date} onChange={(e) => (setDate(e.target.value), setSlotKey(null))} />
              </label>
              {date && openTimes.isLoading && <p className="muted">Finding open times…</p>}
              {date && openTimes.isError && <p role="alert">{message(openTimes.error, 'Failed to get the open times')}</p>}
              {openTimes.data && openTimes.data.slots.length === 0 && <p className="muted">No open times that day. Please try another date.</p>}
              <div className="booking__slots" role="radiogroup" aria-label="Open times">
                {openTimes.data?.slots.map((s) => {
                  const key = `${s.employeeId} ${s.start}`;
                  return (
                    <button key={key} type="button" role="radio" aria-checked={slotKey === key} className={`booking__slot${slotKey === key ? ' booking__slot--on' : ''}`} onClick={() => setSlotKey(key)}>
                      {s.startTime}
                      <span className="muted"> {s.stylistName}</span>
                    </button>
                  );
                })}
              </div>
            </section>
          )}

          {estimate && slot && openTimes.data && (
            <section className="panel booking__step" aria-label="3. Review">
              <h2 className="panel__title">3. Review</h2>
              <p>
                {openTimes.data.appointmentDate} at {slot.startTime} to {slot.endTime} with {slot.stylistName}
              </p>
              <p>
                {estimate.pets.map((p) => p.petName).join(', ')}: estimated {dollars(estimate.total)}
              </p>
              <p className="muted">
                {/* OB-CUTOFF and the office's cancel-fee rule, said before booking. */}
                You can move or cancel it here until {o.cutoffHours} hours before it starts; after that, please call the office.
                {o.defaultCancelFee > 0 && ` A late cancellation may carry a cancel fee of ${dollars(o.defaultCancelFee)}.`}
              </p>
              {requestMode && (
                <label className="field">
                  Anything the office should know (optional)
                  <textarea maxLength={1000} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
                </label>
              )}
              {needsCard && (
                <div className="booking__card">
                  <p>{BOOKING_REQUEST_MESSAGES.cardRequired}</p>
                  <button type="button" className="button button--secondary" onClick={() => setAddingCard(true)}>
                    Add a card
                  </button>
                </div>
              )}
              {addingCard && user && (
                <CreditCardDialog userId={user.ID} isFirst onClose={() => (setAddingCard(false), void client.invalidateQueries({ queryKey: bookingKeys.options }))} />
              )}
              <button
                type="button"
                className="button"
                disabled={book.isPending || ask.isPending || needsCard}
                onClick={() => {
                  const time = { estimateId: estimate.estimateId, employeeId: slot.employeeId, appointmentDate: openTimes.data.appointmentDate, startTime: slot.startTime };
                  const when = `${openTimes.data.appointmentDate} at ${slot.startTime} with ${slot.stylistName}`;
                  const failed = (fallback: string) => (e: unknown) => (toast.error(message(e, fallback)), setSlotKey(null));
                  if (requestMode) {
                    ask.mutate({ ...time, note }, { onSuccess: () => setBooked({ title: 'Requested', text: `Your request for ${when} is sent. The office's answer shows below.` }), onError: failed('Failed to send the request') });
                  } else {
                    book.mutate(time, { onSuccess: () => setBooked({ title: 'Booked', text: `${when}. We look forward to seeing you.` }), onError: failed('Failed to book') });
                  }
                }}
              >
                {requestMode ? 'Request this time' : 'Book'}
              </button>
            </section>
          )}
        </>
      )}
      {o.enabled && <MyRequests userId={user?.ID ?? null} />}
      <Upcoming cutoffHours={o.cutoffHours} horizonDays={o.horizonDays} onChanged={() => (setBooked(null), setChosen({}), reset(), setDate(''))} />
    </div>
  );
}

/** The customer's upcoming appointments; Move and Cancel until OB-CUTOFF, after it: call the office. */
function Upcoming({ cutoffHours, horizonDays, onChanged }: { cutoffHours: number; horizonDays: number; onChanged: () => void }) {
  const user = useSessionUser().data;
  const upcoming = useMyUpcoming(user?.ID ?? null);
  const cancel = useCancelOnline();
  const [moving, setMoving] = useState<number | null>(null);
  const rows = (upcoming.data?.rows ?? []).filter((r) => !isPlaceholder(r));
  return (
    <section className="panel booking__upcoming" aria-label="Your upcoming appointments">
      <h2 className="panel__title">Your upcoming appointments</h2>
      {rows.length === 0 && <p className="muted">None yet.</p>}
      <ul className="booking__list">
        {rows.map((r) => {
          if (isPlaceholder(r)) return null;
          const open = r.date !== null && r.start !== null && obCutoffAllows(cutoffHours, new Date().toISOString(), businessTimeZone(), r.date, r.start);
          return (
            <li key={r.ID} className="booking__row">
              <span>
                {r.appointmentDate} {r.startTime} · {r.pets.map((p) => p.name).join(', ')} · {r.Employee?.name ?? ''}
              </span>
              {open ? (
                <span className="booking__actions">
                  <button type="button" className="button button--secondary" aria-expanded={moving === r.ID} onClick={() => setMoving(moving === r.ID ? null : r.ID)}>
                    Move
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate({ appointmentId: r.ID }, { onSuccess: () => (toast.success('Cancelled'), onChanged()), onError: (e) => toast.error(message(e, 'Failed to cancel')) })
                    }
                  >
                    Cancel
                  </button>
                </span>
              ) : (
                <span className="muted">To change it, please call the office.</span>
              )}
              {open && moving === r.ID && (
                <MoveTimes appointmentId={r.ID} estimateId={r.estimateId} horizonDays={horizonDays} onMoved={() => (setMoving(null), onChanged())} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Move: a date, then the open times online for the appointment's estimate; choosing one moves it. */
function MoveTimes({ appointmentId, estimateId, horizonDays, onMoved }: { appointmentId: number; estimateId: number; horizonDays: number; onMoved: () => void }) {
  const [date, setDate] = useState('');
  const times = useOpenTimes(estimateId, date);
  const move = useMoveOnline();
  const today = businessToday();
  return (
    <div className="booking__move" aria-label="Move to">
      <label className="field">
        New date
        <input type="date" min={today} max={addLocalDays(today, horizonDays)} value={date} onChange={(e) => setDate(e.target.value)} />
      </label>
      {date && times.isError && <p role="alert">{message(times.error, 'Failed to get the open times')}</p>}
      {times.data && times.data.slots.length === 0 && <p className="muted">No open times that day. Please try another date.</p>}
      <SlotButtons
        slots={times.data?.slots}
        label="Move to an open time"
        disabled={move.isPending}
        onPick={(s) =>
          move.mutate(
            { appointmentId, employeeId: s.employeeId, appointmentDate: times.data!.appointmentDate, startTime: s.startTime },
            { onSuccess: () => (toast.success(`Moved to ${times.data!.appointmentDate} at ${s.startTime}`), onMoved()), onError: (e) => toast.error(message(e, 'Failed to move')) },
          )
        }
      />
    </div>
  );
}
