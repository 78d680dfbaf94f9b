import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_COMMISSION_RATE,
  EMPLOYEE_MESSAGES,
  DEFAULT_MINUTES_PER_PET,
  DEFAULT_PETS_PER_DAY,
  MAX_PET_WEIGHT,
  updateStylistDetailsSchema,
  type StylistDetailsResponse,
  type UpdateStylistDetailsInput,
} from '@pawroute/domain';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useSessionUser } from '../../../lib/session';
import { useOptions } from '../../options';
import { useStylistDetails, useUpdateStylistDetails } from '../api/employees';
import { toStylistBody, type StylistForm as Form } from '../logic';
import { BreedPicker } from './BreedPicker';
import { updateDisabledForType } from './mayUpdate';
import type { EmployeeContext } from './slots';
import { cancelAndReload, EditCardHead, saveWithToasts } from './editMode';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';
import { StaleEditNotice } from '../../../components/StaleEditNotice';

const text = (n: number | null) => (n === null ? '' : String(n));

function formFrom(s: StylistDetailsResponse): Form {
  return {
    petsPerDay: text(s.petsPerDay),
    minutesPerPet: text(s.minutesPerPet),
    maxPetWeight: text(s.maxPetWeight),
    commissionRate: String(s.commissionRate ?? DEFAULT_COMMISSION_RATE),
    servicesCats: s.servicesCats,
    isSmoker: s.isSmoker,
    hasGeneratorVehicle: s.hasGeneratorVehicle,
    stylistBreedRestrictions: [...s.stylistBreedRestrictions],
  };
}

const FIELDS = new Set<string>(['petsPerDay', 'minutesPerPet', 'maxPetWeight', 'commissionRate', 'stylistBreedRestrictions']);
const asField = (name: string) => (FIELDS.has(name) ? (name as FieldPath<Form>) : null);
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const schemaResolver = zodResolver(updateStylistDetailsSchema);

/** Stylist Information (part 2 §3, §5.3): view, then edit with Save / Cancel; averageGroomingTime is read-only. */
export function StylistDetailsCard({ ctx }: { ctx: EmployeeContext }) {
  const { employeeId } = ctx;
  const stylist = useStylistDetails(employeeId);
  useEffect(() => {
    if (stylist.isError) toast.error(EMPLOYEE_MESSAGES.failedToRetrieveStylistDetails, { id: `stylist-${employeeId}` });
  }, [stylist.isError, employeeId]);

  if (stylist.isPending) {
    return (
      <section className="panel">
        <Spinner label="Loading stylist information…" />
      </section>
    );
  }
  if (stylist.isError) {
    return (
      <section className="panel panel--empty" role="alert">
        <p className="panel__lead">{EMPLOYEE_MESSAGES.failedToRetrieveStylistDetails}</p>
        <button type="button" className="button button--secondary" onClick={() => void stylist.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  return <StylistForm ctx={ctx} details={stylist.data} reload={() => stylist.refetch()} />;
}

function StylistForm({ ctx, details, reload }: { ctx: EmployeeContext; details: StylistDetailsResponse; reload(): Promise<{ isError: boolean }> }) {
  const { employeeId } = ctx;
  const [editing, setEditing] = useState(false);
  const { data: me } = useSessionUser();
  const options = useOptions();
  const save = useUpdateStylistDetails(employeeId);
  const resolver: Resolver<Form, unknown, UpdateStylistDetailsInput> = (values, context, opts) =>
    schemaResolver(toStylistBody(employeeId, values) as never, context, opts as never) as never;
  const form = useForm<Form, unknown, UpdateStylistDetailsInput>({ resolver, defaultValues: formFrom(details), mode: 'onBlur' });
  const { register, handleSubmit, formState, reset, setError, control } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(editing && formState.isDirty && !formState.isSubmitting);
  const updateDisabled = updateDisabledForType(me);
  const breeds = useMemo(
    () => [...(options.data?.breeds ?? [])].sort((a, b) => a.breed.localeCompare(b.breed)),
    [options.data?.breeds],
  );
  const breedNames = details.stylistBreedRestrictions
    .map((id) => breeds.find((b) => b.ID === id)?.breed ?? `Breed #${id}`)
    .sort((a, b) => a.localeCompare(b));

  useEffect(() => {
    if (!editing) reset(formFrom(details));
  }, [editing, details, reset]);
  useEffect(() => {
    if (!ctx.canEdit) setEditing(false);
  }, [ctx.canEdit]);

  const cancel = () => cancelAndReload(setEditing, reload, EMPLOYEE_MESSAGES.failedToRetrieveStylistDetails, `stylist-${employeeId}`);
  // The version the edit started from: a push refreshing the record mid-edit must not move it.
  const [editedVersion, setEditedVersion] = useState<string | undefined>();
  const [stale, setStale] = useState(false);
  const startEditing = () => {
    setEditedVersion(details.version);
    setStale(false);
    setEditing(true);
  };
  const reloadAfterStale = () => {
    setStale(false);
    cancel();
  };

  const onSubmit = handleSubmit((body) =>
    saveWithToasts(
      () => save.mutateAsync({ ...body, expectedVersion: editedVersion }),
      { saved: EMPLOYEE_MESSAGES.updatedStylistDetails, failed: EMPLOYEE_MESSAGES.failedToSaveStylistDetails },
      () => setEditing(false),
      (name, message) => {
        const field = asField(name);
        if (field) setError(field, { message });
      },
      { onStale: () => setStale(true), reload: reloadAfterStale },
    ),
  );

  const head = <EditCardHead title="Stylist Information" showUpdate={ctx.canEdit && !editing} disabled={updateDisabled} onUpdate={startEditing} />;
  const average = (
    <div>
      <dt>Average Grooming Time</dt>
      <dd>{details.averageGroomingTime === null ? 'None yet' : `${details.averageGroomingTime} min`}</dd>
    </div>
  );

  if (!editing) {
    return (
      <section className="panel" aria-label="Stylist Information">
        {head}
        {!details.isStylist && <p className="muted-line emp-lead">Not a stylist yet. Saving stylist information makes this employee a stylist.</p>}
        <dl className="facts">
          <div>
            <dt>Pets Per Day</dt>
            <dd>{details.petsPerDay ?? '—'}</dd>
          </div>
          <div>
            <dt>Minutes Per Pet</dt>
            <dd>{details.minutesPerPet ?? '—'}</dd>
          </div>
          <div>
            <dt>Max Pet Weight</dt>
            <dd>{details.maxPetWeight === null ? '—' : `${details.maxPetWeight} lbs`}</dd>
          </div>
          <div>
            <dt>Commission Rate</dt>
            <dd>{details.commissionRate}%</dd>
          </div>
          {average}
          <div>
            <dt>Services Cats</dt>
            <dd>{yesNo(details.servicesCats)}</dd>
          </div>
          <div>
            <dt>Is Smoker</dt>
            <dd>{yesNo(details.isSmoker)}</dd>
          </div>
          <div>
            <dt>Has Generator Vehicle</dt>
            <dd>{yesNo(details.hasGeneratorVehicle)}</dd>
          </div>
          <div className="facts--wide">
            <dt>Breed Restrictions</dt>
            <dd data-testid="breed-restrictions">{breedNames.length ? breedNames.join(', ') : 'None'}</dd>
          </div>
        </dl>
      </section>
    );
  }

  const busy = formState.isSubmitting;
  return (
    <form className="panel form" onSubmit={onSubmit} noValidate aria-label="Edit Stylist Information" aria-busy={busy}>
      {head}
      {stale && <StaleEditNotice onReload={reloadAfterStale} />}
      <fieldset className="form__section" disabled={busy}>
        <div className="form__grid form__grid--2">
          {/* Blank takes part 1's default (the server's schema fills it in too). */}
          <TextField label="Pets Per Day" inputMode="numeric" placeholder={`${DEFAULT_PETS_PER_DAY} (default)`} error={errors.petsPerDay} {...register('petsPerDay')} />
          <TextField label="Minutes Per Pet" inputMode="numeric" placeholder={`${DEFAULT_MINUTES_PER_PET} (default)`} error={errors.minutesPerPet} {...register('minutesPerPet')} />
        </div>
        <div className="form__grid form__grid--2">
          <TextField
            label="Max Pet Weight (lbs)"
            inputMode="numeric"
            placeholder={`1 to ${MAX_PET_WEIGHT}`}
            error={errors.maxPetWeight}
            {...register('maxPetWeight')}
          />
          <TextField label="Commission Rate (%)" inputMode="decimal" error={errors.commissionRate} {...register('commissionRate')} />
        </div>
        <dl className="facts emp-readonly">{average}</dl>
        <div className="toggle-row">
          <label className="check">
            <input type="checkbox" {...register('servicesCats')} /> Services Cats
          </label>
          <label className="check">
            <input type="checkbox" {...register('isSmoker')} /> Is Smoker
          </label>
          <label className="check">
            <input type="checkbox" {...register('hasGeneratorVehicle')} /> Has Generator Vehicle
          </label>
        </div>
        <Controller
          control={control}
          name="stylistBreedRestrictions"
          render={({ field, fieldState }) => (
            <BreedPicker
              breeds={breeds}
              value={field.value}
              onChange={field.onChange}
              disabled={busy}
              error={fieldState.error?.message ?? (options.isError ? 'The breeds could not be loaded.' : undefined)}
            />
          )}
        />
      </fieldset>
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={cancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
