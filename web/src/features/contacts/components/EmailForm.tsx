import { CONTACT_MESSAGES, createEmailSchema, type ContactEmail } from '@pawroute/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '../../../components/TextField';
import { useCreateEmail, useUpdateEmail, type EmailBody } from '../api/emails';
import { CheckboxField } from './fields';
import { issuesToErrors, reportWriteFailure } from './formErrors';
import { FormActions } from './FormActions';
import { Modal } from './Modal';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

const NAMES = ['emailAddress', 'label'] as const;

interface Props {
  userId: number;
  email: ContactEmail | null;
  isFirst: boolean;
  onClose(): void;
}

/** Add or edit a contact email. */
export function EmailDialog({ userId, email, isFirst, onClose }: Props) {
  const create = useCreateEmail(userId);
  const update = useUpdateEmail(userId);
  const resolver: Resolver<EmailBody> = async (values) => {
    const result = createEmailSchema.safeParse({ ...values, userId });
    return result.success ? { values, errors: {} } : { values: {}, errors: issuesToErrors(result.error.issues, NAMES) as never };
  };
  const form = useForm<EmailBody>({
    resolver,
    mode: 'onBlur',
    defaultValues: { emailAddress: email?.emailAddress ?? '', label: email?.label ?? '', isPrimary: email ? email.isPrimary : isFirst },
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (email) {
        await update.mutateAsync({ ...body, emailId: email.ID });
        toast.success(CONTACT_MESSAGES.savedEmail);
      } else {
        await create.mutateAsync(body);
        toast.success(CONTACT_MESSAGES.createdEmail);
      }
      onClose();
    } catch (error) {
      reportWriteFailure(error, email ? CONTACT_MESSAGES.failedToSaveEmail : CONTACT_MESSAGES.failedToCreateEmail, { names: NAMES, setError });
    }
  });
  const busy = formState.isSubmitting;

  return (
    <Modal title={email ? 'Edit Email' : 'Add Email'} onClose={onClose} busy={busy}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset className="form__section" disabled={busy}>
          <div className="form__grid">
            <TextField label="Email Address" required type="email" inputMode="email" autoComplete="email" maxLength={254} error={errors.emailAddress} {...register('emailAddress')} />
            <TextField label="Label" placeholder="Home, Work…" maxLength={50} error={errors.label} {...register('label')} />
          </div>
          <div className="ct-checks">
            <CheckboxField label="Primary email" {...register('isPrimary')} />
          </div>
        </fieldset>
        <FormActions busy={busy} submitLabel={email ? 'Save Email' : 'Add Email'} onCancel={onClose} />
      </form>
    </Modal>
  );
}
