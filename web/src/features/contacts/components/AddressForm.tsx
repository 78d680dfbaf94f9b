import { CONTACT_DEFAULT_STATE, CONTACT_MESSAGES, createAddressSchema, type ContactAddress } from '@pawroute/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '../../../components/TextField';
import { useCan } from '../../../lib/session';
import { useOptions } from '../../options';
import { useCreateAddress, useUpdateAddress, type AddressBody } from '../api/addresses';
import { CheckboxField, TextAreaField } from './fields';
import { issuesToErrors, reportWriteFailure } from './formErrors';
import { FormActions } from './FormActions';
import { Modal } from './Modal';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

interface AddressForm {
  address: string;
  city: string;
  state: string;
  zipcode: string;
  mapsco: string;
  mapscoCityId: string;
  notes: string;
  isPrimary: boolean;
  needsGenerator: boolean;
}
const NAMES = ['address', 'city', 'state', 'zipcode', 'mapsco', 'mapscoCityId', 'notes'] as const;

const toForm = (a: ContactAddress | null, first: boolean): AddressForm => ({
  address: a?.address ?? '',
  city: a?.city ?? '',
  state: a ? (a.state ?? '') : CONTACT_DEFAULT_STATE,
  zipcode: a?.zipcode ?? '',
  mapsco: a?.mapsco ?? '',
  mapscoCityId: a?.mapscoCityId ? String(a.mapscoCityId) : '',
  notes: a?.notes ?? '',
  isPrimary: a ? a.isPrimary : first,
  needsGenerator: a?.needsGenerator ?? false,
});

/** Mapsco, Mapsco city and Generator Required travel only for those who see them (ViewUsers). */
function toBody(form: AddressForm, routing: boolean): AddressBody {
  const body: AddressBody = {
    address: form.address,
    city: form.city,
    state: form.state,
    zipcode: form.zipcode,
    notes: form.notes,
    isPrimary: form.isPrimary,
  };
  if (routing) {
    body.mapsco = form.mapsco;
    body.mapscoCityId = form.mapscoCityId ? Number(form.mapscoCityId) : null;
    body.needsGenerator = form.needsGenerator;
  }
  return body;
}

interface Props {
  userId: number;
  /** null: a new address. */
  address: ContactAddress | null;
  isFirst: boolean;
  onClose(): void;
}

/** Add or edit an address; checked by the server's own schema after blur (part 1 §5). */
export function AddressDialog({ userId, address, isFirst, onClose }: Props) {
  const routing = useCan('ViewUsers');
  const cities = useOptions((options) => options.mapscoCities);
  const create = useCreateAddress(userId);
  const update = useUpdateAddress(userId);

  const resolver: Resolver<AddressForm> = async (values) => {
    const result = createAddressSchema.safeParse({ ...toBody(values, routing), userId });
    return result.success ? { values, errors: {} } : { values: {}, errors: issuesToErrors(result.error.issues, NAMES) as never };
  };
  const form = useForm<AddressForm>({ resolver, defaultValues: toForm(address, isFirst), mode: 'onBlur' });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);

  const onSubmit = handleSubmit(async (values) => {
    const body = toBody(values, routing);
    try {
      if (address) {
        await update.mutateAsync({ ...body, addressId: address.ID });
        toast.success(CONTACT_MESSAGES.savedAddress);
      } else {
        await create.mutateAsync(body);
        toast.success(CONTACT_MESSAGES.createdAddress);
      }
      onClose();
    } catch (error) {
      reportWriteFailure(error, address ? CONTACT_MESSAGES.failedToSaveAddress : CONTACT_MESSAGES.failedToCreateAddress, {
        names: NAMES,
        setError,
      });
    }
  });
  const busy = formState.isSubmitting;

  return (
    <Modal title={address ? 'Edit Address' : 'Add Address'} onClose={onClose} busy={busy}>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset className="form__section" disabled={busy}>
          <div className="form__grid">
            <TextField label="Address" required autoComplete="street-address" maxLength={100} error={errors.address} {...register('address')} />
          </div>
          <div className="form__grid form__grid--3">
            <TextField label="City" autoComplete="address-level2" maxLength={50} error={errors.city} {...register('city')} />
            <TextField label="State" autoComplete="address-level1" maxLength={50} error={errors.state} {...register('state')} />
            <TextField label="Zipcode" autoComplete="postal-code" inputMode="numeric" maxLength={10} error={errors.zipcode} {...register('zipcode')} />
          </div>
          {routing && (
            <div className="form__grid form__grid--2">
              <TextField label="Mapsco" placeholder="123-A" maxLength={10} error={errors.mapsco} {...register('mapsco')} />
              <div className={`field ${errors.mapscoCityId ? 'field--invalid' : ''}`}>
                <label htmlFor="ct-mapsco-city">Mapsco City</label>
                <select id="ct-mapsco-city" {...register('mapscoCityId')}>
                  <option value="">—</option>
                  {(cities.data ?? []).map((c) => (
                    <option key={c.ID} value={c.ID}>
                      {c.city} ({c.letter})
                    </option>
                  ))}
                </select>
                <p className="field__error">{errors.mapscoCityId?.message}</p>
              </div>
            </div>
          )}
          <TextAreaField label="Notes" maxLength={250} error={errors.notes} {...register('notes')} />
          <div className="ct-checks">
            <CheckboxField label="Primary address" {...register('isPrimary')} />
            {routing && <CheckboxField label="Generator Required" {...register('needsGenerator')} />}
          </div>
        </fieldset>
        <FormActions busy={busy} submitLabel={address ? 'Save Address' : 'Add Address'} onCancel={onClose} />
      </form>
    </Modal>
  );
}
