import { APPOINTMENT_MESSAGES, DomainError, STANDING_MESSAGES, standingTimes, toSpecTime } from '@pawroute/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialogActions, ModalDialog } from '../../components/ModalDialog';
import type { AppointmentRow } from '@pawroute/domain';
import { businessToday } from '../../lib/businessTime';
import { useOptions } from '../options';
import { useCreateStandingFromRequest } from './api';
import { draftErrors, eventOf, weekdayOf, type RecurrenceDraft } from './recurrence';
import { RecurrenceFields } from './RecurrenceFields';
import { errorsOfFailure, failureDetail, toFormErrors, type FormErrors } from './submitErrors';
import './standings.css';

export interface CreateStandingDialogProps {
  /** The standing request (status standingRequest) the standing is made from. */
  appointment: AppointmentRow;
  onClose(): void;
  onCreated?(standingId: number): void;
}

/** A new standing every 4 weeks on the request's weekday, unless the office says otherwise. */
function initialDraft(appointment: AppointmentRow): RecurrenceDraft {
  const today = businessToday();
  const startDate = appointment.date && appointment.date >= today ? appointment.date : today;
  return {
    title: `${appointment.Customer.name} standing`,
    description: '',
    startDate,
    endDate: '',
    frequency: 'weekly',
    every: '4',
    days: [weekdayOf(startDate)],
    monthlyBy: 'dayOfMonth',
  };
}

/**
 * The create-standing-appointment dialog of the appointment panel (part 1 §2, §4 'Standing request'):
 * the stylist, the times and the recurrence; createStanding makes Standing-<appointmentId>. A stylist
 * blocked for the customer is not offered (the server refuses one anyway).
 */
export function CreateStandingDialog({ appointment, onClose, onCreated }: CreateStandingDialogProps) {
  const id = useId();
  const options = useOptions();
  const create = useCreateStandingFromRequest();
  const [employeeId, setEmployeeId] = useState<string>(() => {
    const initial = appointment.employeeId ?? appointment.Customer.preferredStylistId;
    return initial === null ? '' : String(initial);
  });
  const [startTime, setStartTime] = useState(appointment.start ?? '09:00');
  const [endTime, setEndTime] = useState(appointment.end ?? '');
  const [draft, setDraft] = useState(() => initialDraft(appointment));
  const [errors, setErrors] = useState<FormErrors>({});

  const stylists = useMemo(() => {
    const blocked = new Set(
      (options.data?.blockingComplaints ?? []).filter((b) => b.customerId === appointment.customerId).map((b) => b.employeeId),
    );
    return (options.data?.stylists ?? []).filter((s) => !s.isNoLongerWorking && !blocked.has(s.ID));
  }, [options.data, appointment.customerId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    if (!employeeId) found.employeeId = APPOINTMENT_MESSAGES.requiredFields;
    let times: { startTime: string; endTime: string } | null = null;
    try {
      times = standingTimes(startTime, endTime);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      Object.assign(found, toFormErrors(error.fieldErrors ?? { form: error.message }));
    }
    Object.assign(found, toFormErrors(draftErrors(draft) ?? {}));
    if (Object.keys(found).length || !times) return setErrors(found);
    setErrors({});
    create.mutate(
      {
        appointmentId: appointment.ID,
        employeeId: Number(employeeId),
        startTime: toSpecTime(times.startTime),
        endTime: toSpecTime(times.endTime),
        event: eventOf(draft),
      },
      {
        onSuccess: (answer) => {
          toast.success(STANDING_MESSAGES.created);
          onCreated?.(answer.standingId);
          onClose();
        },
        onError: (error) => {
          setErrors(errorsOfFailure(error));
          toast.error(STANDING_MESSAGES.failedToCreate, { description: failureDetail(error) });
        },
      },
    );
  };

  const busy = create.isPending;
  const formId = `${id}-create-standing`;
  return (
    <ModalDialog
      open
      size="wide"
      title="Create Standing Appointment"
      onClose={onClose}
      busy={busy}
      actions={<FormDialogActions formId={formId} busy={busy} onClose={onClose} label="Create Standing Appointment" busyLabel="Creating…" />}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <p className="standing-summary">
          {appointment.Customer.name}
          {appointment.pets.length ? ` · ${appointment.pets.map((p) => p.name).join(', ')}` : ''}
          {appointment.lastComment ? ` · “${appointment.lastComment}”` : ''}
        </p>
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="standing-times">
          <div className={`field${errors.employeeId ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-stylist`}>
              Stylist <span className="field__required" aria-hidden="true">*</span>
            </label>
            <select id={`${id}-stylist`} value={employeeId} disabled={busy} onChange={(e) => setEmployeeId(e.target.value)}>
              <option value="">{options.isPending ? 'Loading stylists…' : 'Choose a stylist'}</option>
              {stylists.map((s) => (
                <option key={s.ID} value={s.ID}>
                  {`${s.firstName} ${s.lastName}`.trim()}
                </option>
              ))}
            </select>
            {errors.employeeId && <span className="field__error" role="alert">{errors.employeeId}</span>}
          </div>
          <div className={`field${errors.startTime ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-start-time`}>
              Start time <span className="field__required" aria-hidden="true">*</span>
            </label>
            <input id={`${id}-start-time`} type="time" step={300} value={startTime} disabled={busy} onChange={(e) => setStartTime(e.target.value)} />
            {errors.startTime && <span className="field__error" role="alert">{errors.startTime}</span>}
          </div>
          <div className={`field${errors.endTime ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-end-time`}>
              End time <span className="field__required" aria-hidden="true">*</span>
            </label>
            <input id={`${id}-end-time`} type="time" step={300} value={endTime} disabled={busy} onChange={(e) => setEndTime(e.target.value)} />
            {errors.endTime && <span className="field__error" role="alert">{errors.endTime}</span>}
          </div>
        </div>
        <RecurrenceFields draft={draft} errors={errors} disabled={busy} onChange={setDraft} />
      </form>
    </ModalDialog>
  );
}
