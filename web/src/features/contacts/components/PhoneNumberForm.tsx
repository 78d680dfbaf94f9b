import { CONTACT_MESSAGES, createPhoneNumberSchema, type ContactPhoneNumber } from '@pawroute/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '../../../components/TextField';
import { useCreatePhoneNumber, useUpdatePhoneNumber, type PhoneNumberBody } from '../api/phoneNumbers';
import { CheckboxField } from './fields';
import { issuesToErrors, reportWriteFailure } from './formErrors';
import { FormActions } from './FormActions';
import { Modal } from './Modal';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

const NAMES = ['phoneNumber', 'extension', 'label'] as const;

interface Props {
  userId: number;
  phone: ContactPhoneNumber | null;
  isFirst: boolean;
  onClose(): void;
}

/** Add or edit a phone number: valid number, extension up to 4, a label. */
export function PhoneNumberDialog({ userId, phone, isFirst, onClose }: Props) {
  const create = useCreatePhoneNumber(userId);
  const update = useUpdatePhoneNumber(userId);
  const resolver: Resolver<PhoneNumberBody> = async (values) => {
    const result = createPhoneNumberSchema.safeParse({ ...values, userId });
    return result.success ? { values, errors: {} } : { values: {}, errors: issuesToErrors(result.error.issues, NAMES) as never };
  };
  const form = useForm<PhoneNumberBody>({
    resolver,
    mode: 'onBlur',
    defaultValues: {
      phoneNumber: phone?.phoneNumber ?? '',
      extension: phone?.extension ?? '',
      label: phone?.label ?? '',
      isPrimary: phone ? phone.isPrimary : isFirst,
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (phone) {
        await update.mutateAsync({ ...body, phoneNumberId: phone.ID });
        toast.success(CONTACT_MESSAGES.savedPhoneNumber);
      } else {
        await create.mutateAsync(body);
        toast.success(CONTACT_MESSAGES.createdPhoneNumber);
      }
      onClose();
    } catch (error) {
      reportWriteFailure(error, phone ? CONTACT_MESSAGES.failedToSavePhoneNumber : CONTACT_MESSAGES.failedToCreatePhoneNumber, {
        names: NAMES,
        setError,
      });
    }
  });
  const busy = formState.isSubmitting;

  return (
    <Modal title={phone ? 'Edit Phone Number' : 'Add Phone Number'} onClose={onClose} busy={busy}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset className="form__section" disabled={busy}>
          <div className="form__grid ct-grid--phone">
            <TextField label="Phone Number" required type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 555-5555" maxLength={50} error={errors.phoneNumber} {...register('phoneNumber')} />
            <TextField label="Extension" inputMode="numeric" maxLength={4} error={errors.extension} {...register('extension')} />
          </div>
          <div className="form__grid">
            <TextField label="Label" placeholder="Cell, Home, Work…" maxLength={50} error={errors.label} {...register('label')} />
          </div>
          <div className="ct-checks">
            <CheckboxField label="Primary phone number" {...register('isPrimary')} />
          </div>
        </fieldset>
        <FormActions busy={busy} submitLabel={phone ? 'Save Phone Number' : 'Add Phone Number'} onCancel={onClose} />
      </form>
    </Modal>
  );
}
