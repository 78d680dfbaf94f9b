import { APPOINTMENT_MESSAGES, STYLIST_NO_LONGER_WORKING, offersAction } from '@pawroute/domain';
import { useId, useMemo, useState } from 'react';
import { useOptions } from '../../options';
import type { AppointmentRow } from '../api/types';
import { placesBySchedule, usePlacement } from '../schedule/placement';

interface Props {
  appointment: AppointmentRow;
  /** A stylist's own day: the office may still move it to another. */
  onSaved?(): void;
}

/**
 * Save (or Schedule, for a waiting or rescheduled appointment): the day, the times and the stylist,
 * placed with the same questions as a drag (eligibility, conflicts). A stylist blocked for the customer
 * is not in the list (part 1 §5); terminated stylists are not offered.
 */
export function PlacementForm({ appointment, onSaved }: Props) {
  const id = useId();
  const options = useOptions();
  const { place, dialog, busy } = usePlacement();
  const [date, setDate] = useState(appointment.date ?? '');
  const [start, setStart] = useState(appointment.start ?? '');
  const [end, setEnd] = useState(appointment.end ?? '');
  const [employeeId, setEmployeeId] = useState(appointment.employeeId === null ? '' : String(appointment.employeeId));
  const [problem, setProblem] = useState<string | null>(null);

  const stylists = useMemo(() => {
    const blocked = new Set(
      (options.data?.blockingComplaints ?? []).filter((b) => b.customerId === appointment.customerId).map((b) => b.employeeId),
    );
    return (options.data?.stylists ?? [])
      .filter((s) => !blocked.has(s.ID) && (!s.isNoLongerWorking || s.ID === appointment.employeeId))
      .map((s) => ({ ID: s.ID, name: `${s.firstName} ${s.lastName}`.trim(), gone: s.isNoLongerWorking }));
  }, [options.data, appointment.customerId, appointment.employeeId]);
  const currentMissing = appointment.employeeId !== null && appointment.Employee && !stylists.some((s) => s.ID === appointment.employeeId);

  const bySchedule = placesBySchedule(appointment.status) && offersAction(appointment.status, 'schedule');
  const submit = async () => {
    if (!date || !start || !employeeId) {
      setProblem(APPOINTMENT_MESSAGES.requiredFields);
      return;
    }
    if (appointment.estimateId === null) {
      setProblem(APPOINTMENT_MESSAGES.informationMissing);
      return;
    }
    setProblem(null);
    const result = await place({
      appointment: { ID: appointment.ID, status: appointment.status },
      estimateId: appointment.estimateId,
      employeeId: Number(employeeId),
      date,
      start,
      end: end && end > start ? end : null,
    });
    if (result) onSaved?.();
  };

  return (
    <form
      className="appt-placement"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="appt-placement__grid">
        <div className="field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-stylist`}>Stylist</label>
          <select id={`${id}-stylist`} value={employeeId} onChange={(e) => setEmployeeId(e.target.value)} required>
            <option value="">Choose a stylist</option>
            {currentMissing && <option value={String(appointment.employeeId)}>{appointment.Employee!.name}</option>}
            {stylists.map((s) => (
              <option key={s.ID} value={String(s.ID)}>
                {s.name}
                {s.gone ? ` (${STYLIST_NO_LONGER_WORKING})` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-start`}>Start time</label>
          <input id={`${id}-start`} type="time" step={300} value={start} onChange={(e) => setStart(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>End time</label>
          <input id={`${id}-end`} type="time" step={300} value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
      </div>
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : bySchedule ? 'Schedule' : 'Save'}
      </button>
      {dialog}
    </form>
  );
}
