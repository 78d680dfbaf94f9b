import { zodResolver } from '@hookform/resolvers/zod';
import { COMPLAINT_MAX, COMPLAINT_MESSAGES, createComplaintSchema } from '@pawroute/domain';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useOptions } from '../../options';
import { useCreateComplaint, type CreateComplaintBody } from '../api/complaints';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

interface Props {
  customerId: number;
  open: boolean;
  onClose(): void;
}

/** What the form holds: the select gives a string; the shared schema turns it into the body. */
interface ComplaintForm {
  customerId: number;
  employeeId: string;
  complaint: string;
  isBlocking: boolean;
}

// One schema for the form and the server (part 2 §5.7's messages come from it).
const resolver = zodResolver(createComplaintSchema) as unknown as Resolver<ComplaintForm, unknown, CreateComplaintBody>;

/** New Complaint from a customer profile (part 2 §2.7, §5.7): employee, explanation, blocking (on by default). */
export function NewComplaintModal({ customerId, open, onClose }: Props) {
  const options = useOptions();
  const create = useCreateComplaint();
  const blank: ComplaintForm = { customerId, employeeId: '', complaint: '', isBlocking: true };
  const { register, handleSubmit, reset, formState } = useForm<ComplaintForm, unknown, CreateComplaintBody>({ resolver, defaultValues: blank });
  const errors = formState.errors;
  // Leaving with unsaved changes asks first (issue 17).
  useUnsavedChangesPrompt(open && formState.isDirty && !formState.isSubmitting);

  useEffect(() => {
    if (open) reset({ customerId, employeeId: '', complaint: '', isBlocking: true });
  }, [open, customerId, reset]);

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess() {
        toast.success(COMPLAINT_MESSAGES.created);
        onClose();
      },
      onError(error) {
        toast.error(isApiError(error) && error.statusCode < 500 ? error.message : COMPLAINT_MESSAGES.failedToCreate);
      },
    }),
  );

  // A stylist no longer working is kept in the options for history, not offered for a new complaint.
  const stylists = (options.data?.stylists ?? []).filter((s) => !s.isNoLongerWorking);
  return (
    <ModalDialog
      open={open}
      title="New Complaint"
      onClose={onClose}
      busy={create.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </button>
          <button type="submit" form="new-complaint" className="button button--primary" disabled={create.isPending}>
            Create Complaint
          </button>
        </>
      }
    >
      <form id="new-complaint" className="form" onSubmit={submit} noValidate>
        <div className={`field ${errors.employeeId ? 'field--invalid' : ''}`}>
          <label htmlFor="complaint-employee">Employee</label>
          <select id="complaint-employee" aria-invalid={Boolean(errors.employeeId)} aria-describedby="complaint-employee-error" {...register('employeeId')}>
            <option value="">Select an employee</option>
            {stylists.map((s) => (
              <option key={s.ID} value={s.ID}>
                {s.firstName} {s.lastName}
              </option>
            ))}
          </select>
          {errors.employeeId && (
            <p id="complaint-employee-error" className="field__error" aria-live="polite">
              {errors.employeeId.message}
            </p>
          )}
        </div>
        <div className={`field ${errors.complaint ? 'field--invalid' : ''}`}>
          <label htmlFor="complaint-text">Explanation</label>
          <textarea
            id="complaint-text"
            rows={4}
            maxLength={COMPLAINT_MAX}
            aria-invalid={Boolean(errors.complaint)}
            aria-describedby="complaint-text-error"
            {...register('complaint')}
          />
          {errors.complaint && (
            <p id="complaint-text-error" className="field__error" aria-live="polite">
              {errors.complaint.message}
            </p>
          )}
        </div>
        <label className="check">
          <input type="checkbox" {...register('isBlocking')} /> Blocking (this employee is never scheduled for this customer)
        </label>
      </form>
    </ModalDialog>
  );
}
