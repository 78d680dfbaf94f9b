import { STANDING_MESSAGES } from '@pawroute/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialogActions, ModalDialog } from '../../components/ModalDialog';
import { isApiError } from '../../lib/apiClient';
import { useUpdateStanding } from './api';
import type { StandingTableRow } from '@pawroute/domain';
import { petNames } from '../../lib/listFormat';
import { useOptions } from '../options';
import { checkStandingEdit, standingEditErrorsOf, standingEditFormOf, type StandingEditErrors, type StandingEditForm } from './standingEdit';
import { failureDetail } from './submitErrors';
import './standings.css';

interface Props {
  standing: StandingTableRow;
  onClose(): void;
}

/**
 * 'Edit Standing Appointment' (appointments/updateStanding, part 1 §7): the standing's stylist and its
 * start and end times; its repeat rule is the clock's dialog. The form is checked with the body's domain
 * schema before sending; a refusal's words stay in the dialog (by the field they name). A stylist blocked
 * for the customer or no longer working is not offered (the server refuses one anyway); the current one
 * always shows. The list refreshes after (the write invalidates the standings' keys).
 */
export function EditStandingDialog({ standing, onClose }: Props) {
  const id = useId();
  const options = useOptions();
  const save = useUpdateStanding();
  const [form, setForm] = useState<StandingEditForm>(() => standingEditFormOf(standing));
  const [errors, setErrors] = useState<StandingEditErrors>({});
  const set = (patch: Partial<StandingEditForm>) => setForm((f) => ({ ...f, ...patch }));

  const stylists = useMemo(() => {
    const blocked = new Set((options.data?.blockingComplaints ?? []).filter((b) => b.customerId === standing.Customer.ID).map((b) => b.employeeId));
    return (options.data?.stylists ?? []).filter((s) => s.ID === standing.employeeId || (!s.isNoLongerWorking && !blocked.has(s.ID)));
  }, [options.data, standing.Customer.ID, standing.employeeId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStandingEdit(standing.appointmentId, form);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: () => {
        toast.success(STANDING_MESSAGES.updated);
        onClose();
      },
      onError: (error) => {
        setErrors(isApiError(error) && error.statusCode < 500 ? standingEditErrorsOf(error.fieldErrors, error.message) : { form: STANDING_MESSAGES.failedToUpdate });
        toast.error(STANDING_MESSAGES.failedToUpdate, { description: failureDetail(error) });
      },
    });
  };

  const busy = save.isPending;
  const formId = `${id}-edit-standing`;
  const field = (name: keyof StandingEditErrors) => `field${errors[name] ? ' field--invalid' : ''}`;
  const errorOf = (name: keyof StandingEditErrors) =>
    errors[name] ? (
      <span className="field__error" role="alert" id={`${id}-${name}-error`}>
        {errors[name]}
      </span>
    ) : null;
  return (
    <ModalDialog
      open
      title="Edit Standing Appointment"
      onClose={onClose}
      busy={busy}
      actions={<FormDialogActions formId={formId} busy={busy} onClose={onClose} label="Save" busyLabel="Saving…" />}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <p className="standing-summary">
          <strong>{standing.Title}</strong> · {standing.Customer.name}
          {standing.Pets.length ? ` · ${petNames(standing.Pets)}` : ''}
        </p>
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="standing-times">
          <div className={field('employeeId')}>
            <label htmlFor={`${id}-stylist`}>
              Stylist <span className="field__required" aria-hidden="true">*</span>
            </label>
            <select
              id={`${id}-stylist`}
              value={form.employeeId}
              disabled={busy}
              aria-invalid={errors.employeeId ? true : undefined}
              aria-describedby={errors.employeeId ? `${id}-employeeId-error` : undefined}
              onChange={(e) => set({ employeeId: e.target.value })}
            >
              <option value="">{options.isPending ? 'Loading stylists…' : 'Choose a stylist'}</option>
              {stylists.map((s) => (
                <option key={s.ID} value={s.ID}>
                  {`${s.firstName} ${s.lastName}`.trim()}
                  {s.isNoLongerWorking ? ' (no longer working)' : ''}
                </option>
              ))}
            </select>
            {errorOf('employeeId')}
          </div>
          <div className={field('startTime')}>
            <label htmlFor={`${id}-start-time`}>
              Start time <span className="field__required" aria-hidden="true">*</span>
            </label>
            <input
              id={`${id}-start-time`}
              type="time"
              step={300}
              value={form.startTime}
              disabled={busy}
              aria-invalid={errors.startTime ? true : undefined}
              aria-describedby={errors.startTime ? `${id}-startTime-error` : undefined}
              onChange={(e) => set({ startTime: e.target.value })}
            />
            {errorOf('startTime')}
          </div>
          <div className={field('endTime')}>
            <label htmlFor={`${id}-end-time`}>
              End time <span className="field__required" aria-hidden="true">*</span>
            </label>
            <input
              id={`${id}-end-time`}
              type="time"
              step={300}
              value={form.endTime}
              disabled={busy}
              aria-invalid={errors.endTime ? true : undefined}
              aria-describedby={errors.endTime ? `${id}-endTime-error` : undefined}
              onChange={(e) => set({ endTime: e.target.value })}
            />
            {errorOf('endTime')}
          </div>
        </div>
        <p className="muted standing-edit__note">The repeat rule and dates are in the recurrence dialog (the clock button).</p>
      </form>
    </ModalDialog>
  );
}
