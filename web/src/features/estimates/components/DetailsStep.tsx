import { ESTIMATE_API_MESSAGES, formatAddressLine } from '@pawroute/domain';
import { useFormContext, type FieldError } from 'react-hook-form';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { fullName } from '@pawroute/domain';
import { formatPhone } from '../format';
import { emptyAddress, emptyEstimateForm, type EstimateAddressForm, type EstimateForm } from '../model/form';
import { CustomerSearch } from './CustomerSearch';
import type { KnownCustomer } from './knownCustomer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { normalizeMapsco } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { getAddresses, contactKeys } from '../../contacts/api';

interface Props {
  known: KnownCustomer | null;
  picked: KnownCustomer | null;
  pickedLoading: boolean;
  canCreateCustomer: boolean;
  /** An existing estimate keeps its customer. */
  locked: boolean;
}

/** The field shows it is invalid; its message is shown once under the ZIP/Mapsco row. */
const marked = (error: FieldError | undefined): FieldError | undefined => (error ? { ...error, message: '' } : undefined);

// The state written in full, as every address shows it.
const addressText = (a: EstimateAddressForm | KnownCustomer['user']['Address']) => formatAddressLine(a);

/** A saved address that is the primary one over again (the primary is offered first already). */
const sameAsPrimary = (a: { address: string }, primary: { address: string } | null) =>
  primary !== null && a.address.trim().toLowerCase() === primary.address.trim().toLowerCase();

/** Step 1 (info): who the estimate is for, and at which address (ZIP and Mapsco checked, part 1 §5). */
export function DetailsStep({ known, picked, pickedLoading, canCreateCustomer, locked }: Props) {
  const { register, watch, setValue, reset, getValues, formState } = useFormContext<EstimateForm>();
  const errors = formState.errors;
  const mode = watch('customerMode');
  const userId = watch('userId');
  const choice = watch('addressChoice');
  const customer = known ?? picked;
  const fixed = Boolean(known) || locked;

  // Switching who the estimate is for starts the customer part over (pets belong to a customer).
  const startOver = (next: EstimateForm['customerMode']) => {
    const fresh = emptyEstimateForm();
    reset({ ...getValues(), customerMode: next, userId: null, addressChoice: 'other', address: emptyAddress(), pets: [], tripFee: fresh.tripFee });
  };
  const setMode = (next: EstimateForm['customerMode']) => {
    if (next !== mode) startOver(next);
  };

  // Every saved address of the customer is offered, not only the primary.
  const addressesOf = mode === 'existing' && customer && userId === customer.user.ID ? customer.user.ID : null;
  const savedAddresses = useQuery({
    queryKey: contactKeys.addresses(addressesOf ?? 0),
    queryFn: ({ signal }) => getAddresses(addressesOf!, signal),
    enabled: addressesOf !== null,
  });
  // The primary is offered first from the customer record; every other saved one after it (all of them when the record has none).
  const others = (savedAddresses.data?.addresses ?? []).filter((a) => !sameAsPrimary(a, customer?.user.Address ?? null));

  // A chosen saved address that fails the ZIP/Mapsco rule opens its fields here, named, so the office
  // fixes it without leaving the estimate; it stays open while being typed into.
  const chosenProblem = choice !== 'other' && Boolean(errors.address?.zipcode || errors.address?.mapsco);
  const [fixing, setFixing] = useState(false);
  useEffect(() => {
    if (chosenProblem) setFixing(true);
  }, [chosenProblem]);
  const missing = [errors.address?.zipcode && 'ZIP Code', errors.address?.mapsco && 'Mapsco'].filter(Boolean).join(' and ');
  const chosenId = choice.startsWith('saved:')
    ? Number(choice.slice('saved:'.length))
    : (savedAddresses.data?.addresses ?? []).find((a) => a.isPrimary || sameAsPrimary(a, customer?.user.Address ?? null))?.ID ?? null;
  const client = useQueryClient();
  const saveToCustomer = useMutation({
    mutationFn: () => {
      const a = getValues('address');
      return api.post('/api/v4/addresses/update', { addressId: chosenId, zipcode: a.zipcode.trim(), mapsco: a.mapsco.trim() ? normalizeMapsco(a.mapsco) : undefined });
    },
    onSuccess: () => {
      toast.success("Saved to the customer's address.");
      void client.invalidateQueries({ queryKey: contactKeys.addresses(customer?.user.ID ?? 0) });
      void client.invalidateQueries({ queryKey: ['user'] });
    },
    onError: (error: unknown) => toast.error(error instanceof Error ? error.message : 'Could not save the address.'),
  });

  const chooseAddress = (next: EstimateForm['addressChoice']) => {
    setFixing(false);
    setValue('addressChoice', next);
    const saved = next.startsWith('saved:') ? others.find((a) => `saved:${a.ID}` === next) : undefined;
    const a = next === 'primary' ? customer?.user.Address : saved;
    if (a) {
      setValue('address', { address: a.address, city: a.city ?? '', state: a.state ?? '', zipcode: a.zipcode ?? '', mapsco: a.mapsco ?? '' }, { shouldValidate: false });
    } else if (next === 'other') {
      setValue('address', emptyAddress());
    }
  };

  const addressFields = (
    <div className="est-address-fields">
      <div className="form__grid">
        <TextField label="Street address" required autoComplete="street-address" maxLength={100} error={errors.address?.address} {...register('address.address')} />
      </div>
      <div className="form__grid form__grid--4">
        <TextField label="City" autoComplete="address-level2" error={errors.address?.city} {...register('address.city')} />
        <TextField label="State" autoComplete="address-level1" error={errors.address?.state} {...register('address.state')} />
        <TextField label="Zipcode" required autoComplete="postal-code" inputMode="numeric" maxLength={10} error={marked(errors.address?.zipcode)} aria-describedby="est-zip-mapsco-error" {...register('address.zipcode')} />
        <TextField label="Mapsco" required placeholder="123-A" maxLength={10} error={marked(errors.address?.mapsco)} aria-describedby="est-zip-mapsco-error" {...register('address.mapsco')} />
      </div>
      {/* One line under the row: the spec's ZIP/Mapsco messages are long, and often the same for both. */}
      <p id="est-zip-mapsco-error" className="field__error est-address-error" aria-live="polite">
        {errors.address?.zipcode?.message ?? errors.address?.mapsco?.message}
      </p>
    </div>
  );

  return (
    <div className="form est-details">
      <fieldset className="form__section">
        <legend>Customer</legend>
        {!fixed && (
          <div className="est-segmented" role="radiogroup" aria-label="Customer">
            <label className={`est-segmented__option ${mode === 'new' ? 'is-checked' : ''}`}>
              <input type="radio" name="customerMode" value="new" checked={mode === 'new'} onChange={() => setMode('new')} />
              New customer
            </label>
            <label className={`est-segmented__option ${mode === 'existing' ? 'is-checked' : ''}`}>
              <input type="radio" name="customerMode" value="existing" checked={mode === 'existing'} onChange={() => setMode('existing')} />
              Existing customer
            </label>
          </div>
        )}

        {mode === 'existing' && customer && userId === customer.user.ID ? (
          <div className="est-customer-card" data-testid="estimate-customer">
            <div>
              <p className="est-customer-card__name">{fullName(customer.user)}</p>
              <p className="muted">
                {[customer.user.emailAddress, formatPhone(customer.user.phoneNumber)].filter(Boolean).join(' · ')}
              </p>
            </div>
            {!fixed && (
              <button type="button" className="button button--ghost button--small" onClick={() => startOver('existing')}>
                Change
              </button>
            )}
          </div>
        ) : mode === 'existing' ? (
          pickedLoading && userId !== null ? (
            <Spinner label="Loading customer…" />
          ) : (
            <CustomerSearch
              error={(errors as { userId?: FieldError }).userId?.message}
              onPick={(id) => {
                setValue('userId', id);
              }}
            />
          )
        ) : canCreateCustomer ? (
          <div className="est-new-customer">
            <div className="form__grid form__grid--3">
              <TextField label="First name" required autoComplete="given-name" error={errors.newUser?.firstName} {...register('newUser.firstName')} />
              <TextField label="Middle name" autoComplete="additional-name" error={errors.newUser?.middleName} {...register('newUser.middleName')} />
              <TextField label="Last name" required autoComplete="family-name" error={errors.newUser?.lastName} {...register('newUser.lastName')} />
            </div>
            <div className="form__grid form__grid--2">
              <TextField label="Email" type="email" required autoComplete="email" inputMode="email" error={errors.newUser?.emailAddress} {...register('newUser.emailAddress')} />
              <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="(555) 555-5555" error={errors.newUser?.phoneNumber} {...register('newUser.phoneNumber')} />
            </div>
            <label className="est-check">
              <input type="checkbox" {...register('newUser.isAccount')} />
              Create a login account (the customer sets the password later)
            </label>
          </div>
        ) : (
          <p className="panel__lead" role="alert">
            {ESTIMATE_API_MESSAGES.noCustomer}
          </p>
        )}
      </fieldset>

      {(mode === 'new' ? canCreateCustomer : Boolean(customer && userId === customer.user.ID)) && (
        <fieldset className="form__section">
          <legend>Address</legend>
          {mode === 'existing' && customer && (customer.user.Address || others.length > 0) ? (
            <div className="est-choices" role="radiogroup" aria-label="Address">
              {customer.user.Address && (
                <label className={`est-choice ${choice === 'primary' ? 'is-checked' : ''}`}>
                  <input type="radio" name="addressChoice" checked={choice === 'primary'} onChange={() => chooseAddress('primary')} />
                  <span>
                    <span className="est-choice__title">Customer's address</span>
                    <span className="est-choice__text">
                      {addressText(customer.user.Address)}
                      {customer.user.Address.mapsco ? ` · Mapsco ${customer.user.Address.mapsco}` : ''}
                    </span>
                  </span>
                </label>
              )}
              {others.map((a) => (
                <label key={a.ID} className={`est-choice ${choice === `saved:${a.ID}` ? 'is-checked' : ''}`}>
                  <input type="radio" name="addressChoice" checked={choice === `saved:${a.ID}`} onChange={() => chooseAddress(`saved:${a.ID}`)} />
                  <span>
                    <span className="est-choice__title">{a.isPrimary ? "Customer's address" : 'Saved address'}</span>
                    <span className="est-choice__text">
                      {addressText(a)}
                      {a.mapsco ? ` · Mapsco ${a.mapsco}` : ''}
                    </span>
                  </span>
                </label>
              ))}
              <label className={`est-choice ${choice === 'other' ? 'is-checked' : ''}`}>
                <input type="radio" name="addressChoice" checked={choice === 'other'} onChange={() => chooseAddress('other')} />
                <span>
                  <span className="est-choice__title">Another address</span>
                  <span className="est-choice__text">Enter the address this estimate is for.</span>
                </span>
              </label>
            </div>
          ) : null}
          {choice !== 'other' && mode === 'existing' && fixing ? (
            <div className="est-address-fix" data-testid="estimate-address-fix">
              <p className="form__error" role="alert">
                {missing ? `This address has no valid ${missing}. Enter it here: ` : 'Corrected here: '}the estimate uses the address as corrected.
              </p>
              {addressFields}
              {chosenId !== null && (
                <div className="est-address-fix__actions">
                  <button type="button" className="button button--secondary button--small" disabled={saveToCustomer.isPending} onClick={() => saveToCustomer.mutate()}>
                    Save to the customer's address too
                  </button>
                  {saveToCustomer.isSuccess && <span className="muted">Saved to the customer's address.</span>}
                </div>
              )}
            </div>
          ) : choice !== 'other' && mode === 'existing' && (choice !== 'primary' || customer?.user.Address) ? (
            (errors.address?.zipcode || errors.address?.mapsco || errors.address?.address) && (
              <p className="form__error" role="alert">
                {errors.address?.zipcode?.message ?? errors.address?.mapsco?.message ?? errors.address?.address?.message}
              </p>
            )
          ) : (
            addressFields
          )}
        </fieldset>
      )}
    </div>
  );
}
