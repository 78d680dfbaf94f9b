import { zodResolver } from '@hookform/resolvers/zod';
import { COMPLAINT_MAX, COMPLAINT_MESSAGES, createComplaintSchema } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useOptions } from '../../options';
import { useComplaintCustomerSearch, useCreateComplaint, type CreateComplaintBody } from '../api/complaints';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

interface Props {
  /** The profile's customer; null on a profile that is not a customer's (then `employee` is the profile's person). */
  customerId: number | null;
  /** from an employee's profile the employee is fixed and the customer is picked. */
  employee?: { ID: number; name: string } | null;
  open: boolean;
  onClose(): void;
}

/** What the form holds: the select gives a string; the shared schema turns it into the body. */
interface ComplaintForm {
  customerId: number | string;
  employeeId: string;
  complaint: string;
  isBlocking: boolean;
}

// One schema for the form and the server (part 2 §5.7's messages come from it); a customer not yet
// picked (an employee's profile) says so in words rather than the API's 'numeric customer ID'.
const schemaResolver = zodResolver(createComplaintSchema) as unknown as Resolver<ComplaintForm, unknown, CreateComplaintBody>;
const resolver: Resolver<ComplaintForm, unknown, CreateComplaintBody> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (result.errors.customerId) result.errors.customerId = { ...result.errors.customerId, message: COMPLAINT_MESSAGES.customerToSelect };
  return result;
};

/**
 * New Complaint from a profile (part 2 §2.7, §5.7): employee, explanation, blocking (on by default).
 * On a customer's profile the employee is picked; on an employee's the employee is that person
 * and the customer is picked by name.
 */
export function NewComplaintModal({ customerId, employee = null, open, onClose }: Props) {
  const options = useOptions();
  const create = useCreateComplaint();
  const blankOf = (): ComplaintForm => ({ customerId: customerId ?? '', employeeId: employee ? String(employee.ID) : '', complaint: '', isBlocking: true });
  const { register, handleSubmit, reset, formState } = useForm<ComplaintForm, unknown, CreateComplaintBody>({ resolver, defaultValues: blankOf() });
  const errors = formState.errors;
  const [search, setSearch] = useState('');
  const found = useComplaintCustomerSearch(customerId === null && open ? search : '');
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(open && formState.isDirty && !formState.isSubmitting);

  const employeeId = employee?.ID ?? null;
  useEffect(() => {
    if (!open) return;
    reset({ customerId: customerId ?? '', employeeId: employeeId !== null ? String(employeeId) : '', complaint: '', isBlocking: true });
    setSearch('');
  }, [open, customerId, employeeId, reset]);

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
        {employee ? (
          <>
            <p className="muted-line" data-testid="complaint-employee-fixed">
              Employee: <strong>{employee.name}</strong>
            </p>
            <div className="field">
              <label htmlFor="complaint-customer-search">Find the customer</label>
              <input id="complaint-customer-search" type="search" autoComplete="off" placeholder="Type at least 2 letters of the name" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <div className={`field ${errors.customerId ? 'field--invalid' : ''}`}>
              <label htmlFor="complaint-customer">Customer</label>
              <select
                id="complaint-customer"
                aria-invalid={Boolean(errors.customerId)}
                aria-describedby="complaint-customer-error"
                {...register('customerId')}
              >
                <option value="">{search.trim().length < 2 ? 'Search above, then select a customer' : found.isFetching ? 'Searching…' : `Select a customer (${found.data?.rows.filter((r) => !r.IsDeleted).length ?? 0} found)`}</option>
                {(found.data?.rows ?? [])
                  .filter((r) => !r.IsDeleted)
                  .map((r) => (
                    <option key={r.customerId} value={r.customerId}>
                      {r.firstName} {r.lastName}
                      {r.address ? ` · ${r.address}` : ''}
                    </option>
                  ))}
              </select>
              {errors.customerId && (
                <p id="complaint-customer-error" className="field__error" aria-live="polite">
                  {errors.customerId.message}
                </p>
              )}
            </div>
          </>
        ) : (
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
        )}
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
