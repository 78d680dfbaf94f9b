import { zodResolver } from '@hookform/resolvers/zod';
import { USER_MESSAGES, fullName } from '@pawroute/domain';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { TextField } from '../../../components/TextField';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import {
  createEmployeeSchema,
  emptyCreateEmployeeForm,
  staffUserTypes,
  toCreateUserInput,
  type CreateEmployeeBody,
  type CreateEmployeeForm,
} from '../api/createEmployee';
import { useOptions } from '../../options';
import { useCreateEmployee } from '../api/employees';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

const FORM_FIELDS = new Set<string>(['firstName', 'lastName', 'emailAddress', 'phoneNumber', 'UserTypeID']);
const asFormField = (name: string) => (FORM_FIELDS.has(name) ? (name as FieldPath<CreateEmployeeForm>) : null);

// The server's schema checks the form on the body the server will receive.
const schemaResolver = zodResolver(createEmployeeSchema);
const resolver: Resolver<CreateEmployeeForm, unknown, CreateEmployeeBody> = (values, context, options) =>
  schemaResolver(toCreateUserInput(values), context, options as never) as never;

/** /dashboard/employees/new (part 2 §2.4, §5.3): email and user type required; then the employee's page. */
export function CreateEmployeePage() {
  useDocumentTitle('New Employee — Pawroute');
  const navigate = useNavigate();
  const options = useOptions();
  const create = useCreateEmployee();
  const form = useForm<CreateEmployeeForm, unknown, CreateEmployeeBody>({
    resolver,
    defaultValues: emptyCreateEmployeeForm,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  const saved = useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);
  const types = staffUserTypes(options.data);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await create.mutateAsync(body);
      toast.success(USER_MESSAGES.createdNewUser(fullName({ firstName: body.firstName, lastName: body.lastName })));
      saved();
      navigate(`/dashboard/employees/${result.employeeId ?? result.userId}`);
    } catch (err) {
      if (isApiError(err) && err.statusCode === 409) {
        toast.error(USER_MESSAGES.emailInUse);
        setError('emailAddress', { message: USER_MESSAGES.emailInUse }, { shouldFocus: true });
        return;
      }
      toast.error(USER_MESSAGES.failedToSaveNewUser, { description: isApiError(err) ? err.message : undefined });
      if (isApiError(err) && err.fieldErrors) {
        for (const [name, message] of Object.entries(err.fieldErrors)) {
          const field = asFormField(name);
          if (field) setError(field, { message });
        }
      }
    }
  });

  const busy = formState.isSubmitting;
  return (
    <div className="page page--narrow">
      <PageHeader
        title="New Employee"
        subtitle="Creates the staff user and their employee record. Details and stylist information follow on the employee's page."
        actions={
          <Link to="/dashboard/employees" className="button button--secondary">
            ← Back
          </Link>
        }
      />
      <form className="panel form" onSubmit={onSubmit} noValidate aria-busy={busy} aria-label="New Employee">
        <fieldset className="form__section" disabled={busy}>
          <legend>Name</legend>
          <div className="form__grid form__grid--2">
            <TextField label="First Name" required autoComplete="off" error={errors.firstName} {...register('firstName')} />
            <TextField label="Last Name" required autoComplete="off" error={errors.lastName} {...register('lastName')} />
          </div>
        </fieldset>
        <fieldset className="form__section" disabled={busy}>
          <legend>Account</legend>
          <div className="form__grid form__grid--2">
            <TextField label="Email Address" type="email" required autoComplete="off" inputMode="email" error={errors.emailAddress} {...register('emailAddress')} />
            <TextField label="Phone Number" type="tel" autoComplete="off" inputMode="tel" placeholder="(555) 555-5555" error={errors.phoneNumber} {...register('phoneNumber')} />
          </div>
          <div className="form__grid form__grid--2">
            <div className={`field ${errors.UserTypeID ? 'field--invalid' : ''}`}>
              <label htmlFor="new-employee-type">
                User Type
                <span className="field__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <select
                id="new-employee-type"
                aria-required
                aria-invalid={errors.UserTypeID ? true : undefined}
                aria-describedby="new-employee-type-error"
                {...register('UserTypeID')}
              >
                <option value="">{options.isPending ? 'Loading…' : 'Select a user type'}</option>
                {types.map((t) => (
                  <option key={t.ID} value={t.ID}>
                    {t.UserType}
                  </option>
                ))}
              </select>
              <p id="new-employee-type-error" className="field__error" aria-live="polite">
                {errors.UserTypeID?.message}
              </p>
            </div>
            <label className="check emp-check--aligned">
              <input type="checkbox" {...register('isAccount')} /> Create a login account (emails a link to choose a password)
            </label>
          </div>
        </fieldset>
        <div className="form__actions">
          <Link to="/dashboard/employees" className="button button--ghost">
            Cancel
          </Link>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Create Employee'}
          </button>
        </div>
      </form>
    </div>
  );
}
