import { CUSTOMER_MESSAGES, VALIDATION_MESSAGES, isDate, isMoney, type CustomerDetailsView, type UpdateCustomerDetailsInput, type UserDetails, stylistLabel, fullName } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { StaleEditNotice, isStaleEdit } from '../../../components/StaleEditNotice';
import { TextField } from '../../../components/TextField';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useUpdateCustomerDetails } from '../api/customerDetails';
import { customerKeys } from '../api/keys';
import { useOptions } from '../../options';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { centsToInput, dollars } from '../../../lib/money';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

interface Props {
  user: UserDetails;
  customer: CustomerDetailsView;
  canEdit: boolean;
  /** Staff see trip charge and the Senior, Military and Tax Exempt toggles; customers never do (part 1 §6). */
  staffView: boolean;
  onOpenPolicies?: () => void;
  /** The record's version as read (getCustomerDetails); an edit sends the one it started from. */
  version?: string;
}

interface Form {
  firstName: string;
  middleName: string;
  lastName: string;
  birthday: string;
  notes: string;
  contactMethodId: string;
  preferredStylistId: string;
  gratuityKind: 'dollar' | 'percent';
  gratuity: string;
  tripCharge: string;
  isSeniorCitizen: boolean;
  isMilitary: boolean;
  isTaxExempt: boolean;
}

function formFrom(user: UserDetails, c: CustomerDetailsView): Form {
  const dollar = c.defaultGratuityCents !== null && c.defaultGratuityCents > 0;
  return {
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    birthday: user.birthday ?? '',
    notes: user.notes ?? '',
    contactMethodId: c.contactMethodId ? String(c.contactMethodId) : '',
    preferredStylistId: c.preferredStylistId ? String(c.preferredStylistId) : '',
    gratuityKind: dollar || c.defaultGratuityPercent === null ? 'dollar' : 'percent',
    gratuity: dollar ? centsToInput(c.defaultGratuityCents) : c.defaultGratuityPercent !== null ? String(c.defaultGratuityPercent) : '',
    tripCharge: centsToInput(c.tripChargeCents ?? 3900),
    isSeniorCitizen: c.isSeniorCitizen ?? false,
    isMilitary: c.isMilitary ?? false,
    isTaxExempt: c.isTaxExempt ?? false,
  };
}

const gratuityText = (c: CustomerDetailsView) =>
  c.defaultGratuityCents !== null && c.defaultGratuityCents > 0
    ? dollars(c.defaultGratuityCents, '—')
    : c.defaultGratuityPercent !== null
      ? `${c.defaultGratuityPercent}%`
      : 'None';

const yesNo = (v: boolean | undefined) => (v ? 'Yes' : 'No');

/** Customer details (part 1 §2): read mode, and an edit mode for those with EditCustomers. */
export function CustomerDetailsCard({ user, customer, canEdit, staffView, onOpenPolicies, version }: Props) {
  const [editing, setEditing] = useState(false);
  // The version the edit started from: a push refreshing the record mid-edit must not move it.
  const [editedVersion, setEditedVersion] = useState<string | undefined>();
  const [stale, setStale] = useState(false);
  const queryClient = useQueryClient();
  const startEditing = () => {
    setEditedVersion(version);
    setStale(false);
    setEditing(true);
  };
  const reload = () => {
    setStale(false);
    setEditing(false);
    void queryClient.invalidateQueries({ queryKey: customerKeys.user(user.ID) });
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };
  // Part 1 §6: DangerousEditing shows the delete button in edit mode (beside Delete User in the menu).
  const canDelete = useCan('DangerousEditing') && !user.IsDeleted;
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const options = useOptions();
  const save = useUpdateCustomerDetails(user.ID);
  const form = useForm<Form>({ defaultValues: formFrom(user, customer), mode: 'onBlur' });
  const { register, handleSubmit, formState, reset, watch } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(editing && formState.isDirty && !formState.isSubmitting);
  const gratuityKind = watch('gratuityKind');
  const showStaffFields = staffView && customer.tripChargeCents !== undefined;

  useEffect(() => {
    if (!editing) reset(formFrom(user, customer));
  }, [editing, user, customer, reset]);
  useEffect(() => {
    if (!canEdit) setEditing(false);
  }, [canEdit]);

  // A stylist no longer working stays the customer's preference until changed, flagged as such.
  const preferred = options.data?.stylists.find((s) => s.ID === customer.preferredStylistId);
  const stylistName = customer.PreferredStylist ? stylistLabel({ ...customer.PreferredStylist, isNoLongerWorking: preferred?.isNoLongerWorking }) : 'None';
  const stylistChoices = (options.data?.stylists ?? []).filter((s) => !s.isNoLongerWorking || s.ID === customer.preferredStylistId);

  const onSubmit = handleSubmit(async (values) => {
    const body: UpdateCustomerDetailsInput = {
      customerId: customer.ID,
      expectedVersion: editedVersion,
      contactMethodId: values.contactMethodId || null,
      preferredStylistId: values.preferredStylistId || null,
      defaultGratuityDollar: values.gratuityKind === 'dollar' ? values.gratuity.trim() || null : null,
      defaultGratuityPercent: values.gratuityKind === 'percent' ? values.gratuity.trim() || null : null,
      User: {
        firstName: values.firstName,
        middleName: values.middleName,
        lastName: values.lastName,
        birthday: values.birthday,
        notes: values.notes,
      },
    };
    if (showStaffFields) {
      Object.assign(body, {
        tripCharge: values.tripCharge.trim(),
        isSeniorCitizen: values.isSeniorCitizen,
        isMilitary: values.isMilitary,
        isTaxExempt: values.isTaxExempt,
      });
    }
    try {
      await save.mutateAsync(body);
      toast.success(CUSTOMER_MESSAGES.updatedCustomerDetails);
      setEditing(false);
    } catch (error) {
      if (isStaleEdit(error)) setStale(true);
      toast.error(CUSTOMER_MESSAGES.failedToSaveCustomerDetails, {
        description: isApiError(error) ? error.message : undefined,
        action: isStaleEdit(error) ? { label: 'Reload', onClick: reload } : undefined,
      });
    }
  });

  const head = (
    <div className="panel__head">
      <h2 className="panel__title">Customer Details</h2>
      <div className="profile-menu">
        {onOpenPolicies && (
          <button type="button" className="button button--secondary button--small" onClick={onOpenPolicies}>
            Policies{customer.acceptedPolicies ? ' ✓' : ''}
          </button>
        )}
        {canEdit && !editing && (
          <button type="button" className="button button--secondary button--small" onClick={startEditing}>
            Edit
          </button>
        )}
      </div>
    </div>
  );

  if (!editing) {
    return (
      <section className="panel" aria-label="Customer Details">
        {head}
        <dl className="facts">
          <div>
            <dt>Name</dt>
            <dd>{fullName(user)}</dd>
          </div>
          <div>
            <dt>Birthday</dt>
            <dd>{user.birthday ?? '—'}</dd>
          </div>
          <div>
            <dt>Contact method</dt>
            <dd>{customer.ContactMethod?.method ?? 'None'}</dd>
          </div>
          <div>
            <dt>Preferred stylist</dt>
            <dd>{stylistName}</dd>
          </div>
          <div>
            <dt>Default gratuity</dt>
            <dd className="money">{gratuityText(customer)}</dd>
          </div>
          {showStaffFields && (
            <>
              <div>
                <dt>Trip charge</dt>
                <dd className="money">{dollars(customer.tripChargeCents, '—')}</dd>
              </div>
              <div>
                <dt>Senior citizen</dt>
                <dd>{yesNo(customer.isSeniorCitizen)}</dd>
              </div>
              <div>
                <dt>Military</dt>
                <dd>{yesNo(customer.isMilitary)}</dd>
              </div>
              <div>
                <dt>Tax exempt</dt>
                <dd>{yesNo(customer.isTaxExempt)}</dd>
              </div>
            </>
          )}
          {customer.rating !== null && staffView && (
            <div>
              <dt>Rating</dt>
              <dd>{customer.rating.toFixed(1)} / 5</dd>
            </div>
          )}
          <div>
            <dt>Policies</dt>
            <dd>{customer.acceptedPolicies ? 'Accepted' : 'Not accepted yet'}</dd>
          </div>
          <div className="facts--wide">
            <dt>Notes</dt>
            <dd>{user.notes || '—'}</dd>
          </div>
        </dl>
      </section>
    );
  }

  const busy = formState.isSubmitting;
  return (
    <form className="panel form panel--span" onSubmit={onSubmit} noValidate aria-label="Edit Customer Details" aria-busy={busy}>
      {head}
      {stale && <StaleEditNotice onReload={reload} />}
      <fieldset className="form__section" disabled={busy}>
        <div className="form__grid form__grid--3">
          <TextField label="First name" required error={errors.firstName} {...register('firstName', { validate: (v) => v.trim() !== '' || 'First name is required.' })} />
          <TextField label="Middle name" error={errors.middleName} {...register('middleName')} />
          <TextField label="Last name" required error={errors.lastName} {...register('lastName', { validate: (v) => v.trim() !== '' || 'Last name is required.' })} />
        </div>
        <div className="form__grid form__grid--3">
          <TextField
            label="Birthday"
            placeholder="MM-DD-YYYY"
            maxLength={10}
            error={errors.birthday}
            {...register('birthday', { validate: (v) => !v.trim() || isDate(v) || 'Please enter a valid date (MM-DD-YYYY).' })}
          />
          <div className="field">
            <label htmlFor="contactMethodId">Contact method</label>
            <select id="contactMethodId" {...register('contactMethodId')}>
              <option value="">None</option>
              {options.data?.contactMethods.map((m) => (
                <option key={m.ID} value={m.ID}>
                  {m.method}
                </option>
              ))}
            </select>
            <p className="field__error" />
          </div>
          <div className="field">
            <label htmlFor="preferredStylistId">Preferred stylist</label>
            <select id="preferredStylistId" {...register('preferredStylistId')}>
              <option value="">None</option>
              {stylistChoices.map((s) => (
                <option key={s.ID} value={s.ID}>
                  {stylistLabel(s)}
                </option>
              ))}
            </select>
            <p className="field__error" />
          </div>
        </div>
        <div className="form__grid form__grid--3">
          <div className="field">
            <span className="field__label" id="gratuity-kind">
              Default gratuity
            </span>
            <div className="segmented" role="radiogroup" aria-labelledby="gratuity-kind">
              <label>
                <input type="radio" value="dollar" {...register('gratuityKind')} />
                Dollar
              </label>
              <label>
                <input type="radio" value="percent" {...register('gratuityKind')} />
                Percent
              </label>
            </div>
          </div>
          <TextField
            label={gratuityKind === 'dollar' ? 'Default gratuity ($)' : 'Default gratuity (%)'}
            inputMode="decimal"
            error={errors.gratuity}
            {...register('gratuity', {
              validate: (v, all) => {
                const text = v.trim();
                if (!text) return true;
                if (all.gratuityKind === 'dollar') return isMoney(text) || VALIDATION_MESSAGES.gratuityDollar;
                const n = Number(text);
                return (Number.isFinite(n) && n >= 0 && n <= 100) || CUSTOMER_MESSAGES.gratuityPercent;
              },
            })}
          />
          {showStaffFields && (
            <TextField
              label="Trip charge ($)"
              inputMode="decimal"
              error={errors.tripCharge}
              {...register('tripCharge', { validate: (v) => isMoney(v) || VALIDATION_MESSAGES.tripCharge })}
            />
          )}
        </div>
        {showStaffFields && (
          <div className="toggle-row">
            <label className="check">
              <input type="checkbox" {...register('isSeniorCitizen')} /> Senior citizen
            </label>
            <label className="check">
              <input type="checkbox" {...register('isMilitary')} /> Military
            </label>
            <label className="check">
              <input type="checkbox" {...register('isTaxExempt')} /> Tax exempt
            </label>
          </div>
        )}
        <div className="field">
          <label htmlFor="customer-notes">Notes</label>
          <textarea id="customer-notes" maxLength={250} {...register('notes')} />
        </div>
      </fieldset>
      <div className="form__actions">
        {canDelete && (
          <button type="button" className="button button--danger form__actions-start" onClick={() => setDeleting(true)} disabled={busy}>
            Delete Customer
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => setEditing(false)} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      {canDelete && (
        <ConfirmDeleteDialog
          userId={user.ID}
          name={fullName({ firstName: user.firstName, lastName: user.lastName })}
          open={deleting}
          onClose={() => setDeleting(false)}
          // The deleted profile leaves the list: back to it, the toast saying what happened.
          onDeleted={() => navigate('/dashboard/customers', { replace: true })}
        />
      )}
    </form>
  );
}
