import { COMPLAINT_MAX, COMPLAINT_MESSAGES } from '@pawroute/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useComplaintOptions, useCreateComplaint } from '../api/complaints';

interface Props {
  customerId: number;
  open: boolean;
  onClose(): void;
}

/** New Complaint from a customer profile (part 2 §2.7, §5.7): employee, explanation, blocking (on by default). */
export function NewComplaintModal({ customerId, open, onClose }: Props) {
  const options = useComplaintOptions();
  const create = useCreateComplaint();
  const [employeeId, setEmployeeId] = useState('');
  const [complaint, setComplaint] = useState('');
  const [isBlocking, setIsBlocking] = useState(true);
  const [errors, setErrors] = useState<{ employeeId?: string; complaint?: string }>({});

  useEffect(() => {
    if (!open) return;
    setEmployeeId('');
    setComplaint('');
    setIsBlocking(true);
    setErrors({});
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      employeeId: employeeId ? undefined : COMPLAINT_MESSAGES.employeeRequired,
      complaint: complaint.trim() ? undefined : COMPLAINT_MESSAGES.explanationRequired,
    };
    setErrors(found);
    if (found.employeeId || found.complaint) return;
    create.mutate(
      { customerId, employeeId: Number(employeeId), complaint: complaint.trim(), isBlocking },
      {
        onSuccess() {
          toast.success(COMPLAINT_MESSAGES.created);
          onClose();
        },
        onError(error) {
          toast.error(isApiError(error) && error.statusCode < 500 ? error.message : COMPLAINT_MESSAGES.failedToCreate);
        },
      },
    );
  };

  const stylists = options.data?.stylists ?? [];
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
          <select
            id="complaint-employee"
            value={employeeId}
            aria-invalid={Boolean(errors.employeeId)}
            aria-describedby="complaint-employee-error"
            onChange={(e) => setEmployeeId(e.target.value)}
          >
            <option value="">Select an employee</option>
            {stylists.map((s) => (
              <option key={s.ID} value={s.ID}>
                {s.firstName} {s.lastName}
              </option>
            ))}
          </select>
          {errors.employeeId && (
            <p id="complaint-employee-error" className="field__error" aria-live="polite">
              {errors.employeeId}
            </p>
          )}
        </div>
        <div className={`field ${errors.complaint ? 'field--invalid' : ''}`}>
          <label htmlFor="complaint-text">Explanation</label>
          <textarea
            id="complaint-text"
            rows={4}
            maxLength={COMPLAINT_MAX}
            value={complaint}
            aria-invalid={Boolean(errors.complaint)}
            aria-describedby="complaint-text-error"
            onChange={(e) => setComplaint(e.target.value)}
          />
          {errors.complaint && (
            <p id="complaint-text-error" className="field__error" aria-live="polite">
              {errors.complaint}
            </p>
          )}
        </div>
        <label className="check">
          <input type="checkbox" checked={isBlocking} onChange={(e) => setIsBlocking(e.target.checked)} /> Blocking (this employee is never
          scheduled for this customer)
        </label>
      </form>
    </ModalDialog>
  );
}
