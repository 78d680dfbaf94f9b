import type { ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CARD_LIMITS, CONTACT_MESSAGES, addNewCardSchema, formatExpirationInput } from '@pawroute/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '../../../components/TextField';
import { api } from '../../../lib/apiClient';
import type { NewCardBody } from '../api/creditCards';
import { contactKeys } from '../api/keys';
import type { NewCardResponse } from '@pawroute/domain';
import { CheckboxField } from './fields';
import { issuesToErrors, reportWriteFailure } from './formErrors';
import { FormActions } from './FormActions';
import { Modal } from './Modal';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';
import { CARD_NUMBER_INPUT, normalizeCardNumber } from '../../../lib/cardNumber';
import { TestPaymentsNotice } from '../../../components/card/TestPaymentsNotice';

const NAMES = ['nameOnCard', 'cardNumber', 'expiration', 'securityCode', 'billingZipcode'] as const;

interface Props {
  userId: number;
  isFirst: boolean;
  onClose(): void;
}

/**
 * POST user/addNewCard with part 1 §5's checks and limits (number 16, MM/YY auto-formatted, code 4,
 * zipcode 10). The request is sent directly rather than through a cached mutation, so the number and
 * the code are not kept in the query client's memory; the form goes away with the dialog.
 */
export function CreditCardDialog({ userId, isFirst, onClose }: Props) {
  const client = useQueryClient();
  const resolver: Resolver<NewCardBody> = async (values) => {
    const result = addNewCardSchema.safeParse({ ...values, userId });
    return result.success ? { values, errors: {} } : { values: {}, errors: issuesToErrors(result.error.issues, NAMES) as never };
  };
  const form = useForm<NewCardBody>({
    resolver,
    mode: 'onBlur',
    defaultValues: { nameOnCard: '', cardNumber: '', expiration: '', securityCode: '', billingZipcode: '', isPrimary: isFirst },
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await api.post<NewCardResponse>('/api/v4/user/addNewCard', { ...body, userId });
      toast.success(CONTACT_MESSAGES.addedNewCard);
      void client.invalidateQueries({ queryKey: contactKeys.creditCards(userId) });
      onClose();
    } catch (error) {
      reportWriteFailure(error, CONTACT_MESSAGES.failedToCreateCard, { names: NAMES, setError });
    }
  });
  const busy = formState.isSubmitting;

  /** Keeps what the field shows in shape while typing (digits; MM/YY with the slash added). */
  const formatted = (name: 'cardNumber' | 'expiration' | 'securityCode', format: (raw: string) => string) => {
    const registered = register(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        return registered.onChange(event);
      },
    };
  };
  const digits = (max: number) => (raw: string) => raw.replace(/\D/g, '').slice(0, max);

  return (
    <Modal title="Add Credit Card" onClose={onClose} busy={busy}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy} autoComplete="on">
        <TestPaymentsNotice />
        <fieldset className="form__section" disabled={busy}>
          <div className="form__grid">
            <TextField label="Name on Card" required autoComplete="cc-name" maxLength={50} error={errors.nameOnCard} {...register('nameOnCard')} />
            <TextField
              label="Card Number"
              required
              {...CARD_NUMBER_INPUT}
              error={errors.cardNumber}
              {...formatted('cardNumber', normalizeCardNumber)}
            />
          </div>
          <div className="form__grid form__grid--3 ct-grid--card">
            <TextField
              label="Expiration"
              required
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={CARD_LIMITS.expiration}
              error={errors.expiration}
              {...formatted('expiration', formatExpirationInput)}
            />
            <TextField
              label="Security Code"
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={CARD_LIMITS.securityCode}
              error={errors.securityCode}
              {...formatted('securityCode', digits(CARD_LIMITS.securityCode))}
            />
            <TextField
              label="Billing Zipcode"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={CARD_LIMITS.billingZipcode}
              error={errors.billingZipcode}
              {...register('billingZipcode')}
            />
          </div>
          <div className="ct-checks">
            <CheckboxField label="Primary card" {...register('isPrimary')} />
          </div>
        </fieldset>
        <FormActions busy={busy} submitLabel={'Add Card'} onCancel={onClose} />
      </form>
    </Modal>
  );
}
