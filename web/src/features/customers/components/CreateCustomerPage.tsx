import { zodResolver } from '@hookform/resolvers/zod';
import { USER_MESSAGES, type CreateUserBody, fullName } from '@pawroute/domain';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { TextField } from '../../../components/TextField';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import {
  createUserSchema,
  emptyCreateCustomerForm,
  toCreateUserInput,
  useCreateCustomer,
  type CreateCustomerForm,
} from '../api/createCustomer';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

const FORM_FIELDS = new Set<string>([
  'firstName',
  'middleName',
  'lastName',
  'emailAddress',
  'phoneNumber',
  'AddressInfo.address',
  'AddressInfo.city',
  'AddressInfo.state',
  'AddressInfo.zipcode',
  'AddressInfo.mapsco',
]);
const asFormField = (name: string) => (FORM_FIELDS.has(name) ? (name as FieldPath<CreateCustomerForm>) : null);

// The server's own schema checks the form (after blur, part 1 §5), on the body the server will receive.
const schemaResolver = zodResolver(createUserSchema);
const resolver: Resolver<CreateCustomerForm, unknown, CreateUserBody> = (values, context, options) =>
  schemaResolver(toCreateUserInput(values), context, options as never) as never;

export function CreateCustomerPage() {
  useDocumentTitle('New Customer — Pawroute');
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const form = useForm<CreateCustomerForm, unknown, CreateUserBody>({
    resolver,
    defaultValues: emptyCreateCustomerForm,
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  const saved = useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await create.mutateAsync(body);
      toast.success(USER_MESSAGES.createdNewUser(fullName({ firstName: body.firstName, lastName: body.lastName })));
      saved();
      navigate(`/dashboard/customers/${result.userId}`);
    } catch (err) {
      if (isApiError(err) && err.statusCode === 409) {
        toast.error(USER_MESSAGES.emailInUse);
        setError('emailAddress', { message: USER_MESSAGES.emailInUse }, { shouldFocus: true });
        return;
      }
      toast.error(USER_MESSAGES.failedToSaveNewUser);
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
        title="New Customer"
        subtitle="Creates the customer record. A login account can be added from the profile later."
        actions={
          <Link to="/dashboard/customers" className="button button--secondary">
            ← Back
          </Link>
        }
      />
      <form className="panel form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset className="form__section" disabled={busy}>
          <legend>Name</legend>
          <div className="form__grid form__grid--3">
            <TextField label="First name" required autoComplete="given-name" error={errors.firstName} {...register('firstName')} />
            <TextField label="Middle name" autoComplete="additional-name" error={errors.middleName} {...register('middleName')} />
            <TextField label="Last name" required autoComplete="family-name" error={errors.lastName} {...register('lastName')} />
          </div>
        </fieldset>
        <fieldset className="form__section" disabled={busy}>
          <legend>Contact</legend>
          <div className="form__grid form__grid--2">
            <TextField label="Email" type="email" required autoComplete="email" inputMode="email" error={errors.emailAddress} {...register('emailAddress')} />
            <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="(555) 555-5555" error={errors.phoneNumber} {...register('phoneNumber')} />
          </div>
        </fieldset>
        <fieldset className="form__section" disabled={busy}>
          <legend>Address</legend>
          <div className="form__grid">
            <TextField label="Street address" autoComplete="street-address" maxLength={100} error={errors.AddressInfo?.address} {...register('AddressInfo.address')} />
          </div>
          <div className="form__grid form__grid--4">
            <TextField label="City" autoComplete="address-level2" error={errors.AddressInfo?.city} {...register('AddressInfo.city')} />
            <TextField label="State" autoComplete="address-level1" error={errors.AddressInfo?.state} {...register('AddressInfo.state')} />
            <TextField label="Zipcode" autoComplete="postal-code" inputMode="numeric" maxLength={10} error={errors.AddressInfo?.zipcode} {...register('AddressInfo.zipcode')} />
            <TextField label="Mapsco" placeholder="123-A" maxLength={10} error={errors.AddressInfo?.mapsco} {...register('AddressInfo.mapsco')} />
          </div>
        </fieldset>
        <div className="form__actions">
          <Link to="/dashboard/customers" className="button button--ghost">
            Cancel
          </Link>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Create Customer'}
          </button>
        </div>
      </form>
    </div>
  );
}
