import { STANDING_MESSAGES } from '@pawroute/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialogActions, ModalDialog } from '../../components/ModalDialog';
import { useUpdateStandingEvent } from './api';
import type { StandingTableRow } from '@pawroute/domain';
import { draftErrors, draftOf, eventOf, type RecurrenceDraft } from './recurrence';
import { RecurrenceFields } from './RecurrenceFields';
import { errorsOfFailure, failureDetail, toFormErrors, type FormErrors } from './submitErrors';
import './standings.css';

interface Props {
  standing: StandingTableRow;
  onClose(): void;
}

/** 'Edit Standing Appointment Recurrence' (part 1 §2): the standing's title, dates and repeat rule. */
export function RecurrenceDialog({ standing, onClose }: Props) {
  const [draft, setDraft] = useState<RecurrenceDraft>(() => draftOf(standing.event, { title: standing.Title }));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useUpdateStandingEvent();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = draftErrors(draft);
    if (invalid) return setErrors(toFormErrors(invalid));
    setErrors({});
    save.mutate(
      { appointmentId: standing.appointmentId, event: eventOf(draft) },
      {
        onSuccess: () => {
          toast.success(STANDING_MESSAGES.savedRecurrence);
          onClose();
        },
        onError: (error) => {
          setErrors(errorsOfFailure(error));
          toast.error(STANDING_MESSAGES.failedToSaveRecurrence, { description: failureDetail(error) });
        },
      },
    );
  };

  const formId = `recurrence-${standing.standingId}`;
  return (
    <ModalDialog
      open
      title="Edit Standing Appointment Recurrence"
      onClose={onClose}
      busy={save.isPending}
      actions={<FormDialogActions formId={formId} busy={save.isPending} onClose={onClose} label="Save" busyLabel="Saving…" />}
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <p className="standing-summary">
          {standing.Customer.name}
          {standing.Employee ? ` · ${standing.Employee.name}` : ''} · {standing.startTime} – {standing.endTime}
        </p>
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        <RecurrenceFields draft={draft} errors={errors} disabled={save.isPending} onChange={setDraft} />
      </form>
    </ModalDialog>
  );
}
