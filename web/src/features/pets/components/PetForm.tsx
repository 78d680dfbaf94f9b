import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { PET_MESSAGES, PET_SEXES, type PetView } from '@pawroute/domain';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { isApiError } from '../../../lib/apiClient';
import { useOptions } from '../../options';
import { petOptionsOf } from '../api/options';
import { useDeletePet } from '../api/deletePet';
import { useSavePet } from '../api/savePet';
import { useSendSympathyEmail } from '../api/sendSympathyEmail';
import { ageFromBirthday, browserToday, toBody, toFormValues, validatePetForm, type PetFormValues } from '../model/petForm';
import { ModalDialog } from '../../../components/ModalDialog';
import { PetPictures } from './PetPictures';
import { PetVaccinations } from '../../vaccinations';
import { SympathyEmailDialog } from './SympathyEmailDialog';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';
import { StaleEditNotice, isStaleEdit } from '../../../components/StaleEditNotice';
import { useQueryClient } from '@tanstack/react-query';
import { petKeys } from '../api/keys';

interface Props {
  /** null: a new pet for the customer. */
  pet: PetView | null;
  customerId: number;
  userId: number;
  /** EditPets: edit, delete and change owner; without it the form is read-only. */
  canEdit: boolean;
  /** EditCustomers: upload and remove pictures. */
  canEditPictures: boolean;
  onClose(): void;
  onChangeOwner(pet: PetView): void;
}

const SEX_LABELS: Record<(typeof PET_SEXES)[number], string> = { unknown: 'Unknown', Male: 'Male', Female: 'Female' };

/** The pet detail form (part 1 §3-§5): animal type then breed, birthday -> age, the fee override, deceased. */
export function PetForm(props: Props) {
  const options = useOptions(petOptionsOf);
  if (options.isError) return <p className="panel form__error">Failed to load breeds. Please reload the page.</p>;
  if (!options.data) return <Spinner label="Loading breeds…" />;
  return <PetFormFields {...props} options={options.data} />;
}

type Options = ReturnType<typeof petOptionsOf>;

function PetFormFields({ pet, customerId, userId, canEdit, canEditPictures, onClose, onChangeOwner, options }: Props & { options: Options }) {
  const save = useSavePet(customerId);
  const remove = useDeletePet(customerId);
  const sympathy = useSendSympathyEmail();
  const [askSympathy, setAskSympathy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The version this edit started from: a push refreshing the pet mid-edit must not move it.
  const [editedVersion] = useState(pet?.version);
  const [stale, setStale] = useState(false);
  const queryClient = useQueryClient();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: petKeys.byCustomer(customerId) });
    onClose();
  };
  const today = browserToday();
  const defaultAnimal = options.animalTypes[0]?.ID ?? null;

  const resolver: Resolver<PetFormValues> = async (values) => {
    const errors = validatePetForm(values, pet, customerId, today);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const mapped: FieldErrors<PetFormValues> = {};
    for (const [field, message] of Object.entries(errors)) (mapped as Record<string, unknown>)[field] = { type: 'validate', message };
    return { values: {}, errors: mapped };
  };
  const form = useForm<PetFormValues>({
    defaultValues: toFormValues(pet, defaultAnimal),
    resolver,
    mode: 'onBlur',
  });
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const animalTypeId = watch('animalTypeId');
  const overriding = watch('isOverridingGroomingFee');
  const breeds = useMemo(
    () => options.breeds.filter((b) => String(b.animalTypeId) === animalTypeId).sort((a, b) => a.breed.localeCompare(b.breed)),
    [options.breeds, animalTypeId],
  );

  const submit = (then?: (saved: PetView) => void) =>
    handleSubmit(async (values) => {
      try {
        const saved = await save.mutateAsync({ ...toBody(values, pet, customerId), expectedVersion: pet ? editedVersion : undefined });
        toast.success(PET_MESSAGES.savedPet);
        if (then) then(saved);
        else onClose();
      } catch (error) {
        if (isApiError(error) && error.fieldErrors) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            const name = (field === 'overrideGroomingFeePrice' ? 'overrideGroomingFee' : field) as keyof PetFormValues;
            setError(name, { type: 'server', message });
          }
        }
        if (isStaleEdit(error)) setStale(true);
        toast.error(PET_MESSAGES.failedToSave, {
          description: isApiError(error) ? error.message : undefined,
          action: isStaleEdit(error) ? { label: 'Reload', onClick: reload } : undefined,
        });
      }
    });

  const sendSympathy = submit(async (saved) => {
    try {
      await sympathy.mutateAsync(saved.ID);
      toast.success(PET_MESSAGES.sentSympathy);
    } catch {
      toast.error(PET_MESSAGES.failedToSendSympathy);
    } finally {
      setAskSympathy(false);
    }
  });

  const title = pet ? `Edit ${pet.petName}` : 'New Pet';
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);
  return (
    <section className="panel pet-form" aria-label={title}>
      <div className="pet-form__head">
        <h2 className="pet-form__title">{title}</h2>
        {pet?.isDeceased && <span className="pet-badge pet-badge--deceased">Deceased</span>}
      </div>
      <form className="form" noValidate onSubmit={submit()}>
        {stale && <StaleEditNotice onReload={reload} />}
        <fieldset className="form__section" disabled={!canEdit}>
          <legend>Pet</legend>
          <div className="form__grid form__grid--3">
            <TextField label="Name" required maxLength={50} error={errors.petName} {...register('petName')} />
            <div className={`field ${errors.animalTypeId ? 'field--invalid' : ''}`}>
              <label htmlFor="pet-animal-type">Animal type</label>
              <select
                id="pet-animal-type"
                {...register('animalTypeId', {
                  // Part 1 §4: another animal type clears the breed.
                  onChange: () => setValue('breedId', ''),
                })}
              >
                {options.animalTypes.map((t) => (
                  <option key={t.ID} value={String(t.ID)}>
                    {t.type === 'dog' ? 'Dog' : t.type === 'cat' ? 'Cat' : t.type}
                  </option>
                ))}
              </select>
              <p className="field__error">{errors.animalTypeId?.message}</p>
            </div>
            <div className={`field ${errors.breedId ? 'field--invalid' : ''}`}>
              <label htmlFor="pet-breed">
                Breed<span className="field__required" aria-hidden="true"> *</span>
              </label>
              <select id="pet-breed" aria-invalid={errors.breedId ? true : undefined} {...register('breedId')}>
                <option value="">Choose a breed…</option>
                {breeds.map((b) => (
                  <option key={b.ID} value={String(b.ID)}>
                    {b.breed}
                  </option>
                ))}
              </select>
              <p className="field__error" aria-live="polite">
                {errors.breedId?.message}
              </p>
            </div>
          </div>
          <div className="form__grid form__grid--4 pet-form__grid4">
            <div className="field">
              <label htmlFor="pet-sex">Sex</label>
              <select id="pet-sex" {...register('sex')}>
                {PET_SEXES.map((sex) => (
                  <option key={sex} value={sex}>
                    {SEX_LABELS[sex]}
                  </option>
                ))}
              </select>
              <p className="field__error" />
            </div>
            <TextField label="Weight (lbs)" inputMode="numeric" error={errors.weight} {...register('weight')} />
            <TextField
              label="Birthday"
              placeholder="MM-DD-YYYY"
              inputMode="numeric"
              error={errors.birthday}
              {...register('birthday', {
                onChange: (event: { target: { value: string } }) => {
                  const age = ageFromBirthday(event.target.value, today);
                  if (age !== null) setValue('age', age);
                },
              })}
            />
            <TextField label="Age" inputMode="numeric" error={errors.age} {...register('age')} />
          </div>
        </fieldset>

        <fieldset className="form__section" disabled={!canEdit}>
          <legend>Grooming</legend>
          <div className="form__grid form__grid--2">
            <div className="field">
              <label htmlFor="pet-grooming">Grooming and Cut</label>
              <textarea id="pet-grooming" rows={3} maxLength={250} {...register('grooming')} />
              <p className="field__error">{errors.grooming?.message}</p>
            </div>
            <div className="field">
              <label htmlFor="pet-habits">Habits</label>
              <textarea id="pet-habits" rows={3} maxLength={250} {...register('habits')} />
              <p className="field__error">{errors.habits?.message}</p>
            </div>
            <div className="field">
              <label htmlFor="pet-notes">Notes</label>
              <textarea id="pet-notes" rows={3} maxLength={250} {...register('notes')} />
              <p className="field__error">{errors.notes?.message}</p>
            </div>
            <TextField label="Last groom date" placeholder="MM-DD-YYYY" error={errors.lastGroomDate} {...register('lastGroomDate')} />
            <TextField
              label="Groom every (weeks)"
              placeholder="e.g. 6"
              inputMode="numeric"
              error={errors.groomingFrequencyWeeks}
              {...register('groomingFrequencyWeeks')}
            />
          </div>
        </fieldset>

        <fieldset className="form__section" disabled={!canEdit}>
          <legend>Fee and status</legend>
          <div className="pet-form__toggles">
            <label className="pet-check">
              <input type="checkbox" {...register('isServicePet')} /> Service pet
            </label>
            <label className="pet-check">
              <input
                type="checkbox"
                {...register('isDeceased', {
                  onChange: (event: { target: { checked: boolean } }) => {
                    if (event.target.checked && pet && !pet.isDeceased) setAskSympathy(true);
                  },
                })}
              />{' '}
              Deceased
            </label>
            <label className="pet-check">
              <input
                type="checkbox"
                {...register('isOverridingGroomingFee', {
                  onChange: (event: { target: { checked: boolean } }) => {
                    if (!event.target.checked) setValue('overrideGroomingFee', '');
                  },
                })}
              />{' '}
              Override grooming fee
            </label>
          </div>
          <div className="form__grid form__grid--3">
            <TextField
              label="Grooming fee ($)"
              inputMode="decimal"
              placeholder="0.00"
              disabled={!overriding}
              error={errors.overrideGroomingFee}
              {...register('overrideGroomingFee')}
            />
          </div>
        </fieldset>

        {pet && (
          <PetPictures petId={pet.ID} userId={userId} customerId={customerId} petName={pet.petName} canEdit={canEditPictures} />
        )}

        <div className="form__actions pet-form__actions">
          {pet && canEdit && (
            <>
              <button type="button" className="button button--ghost pet-form__danger" onClick={() => setConfirmDelete(true)}>
                Delete Pet
              </button>
              <button type="button" className="button button--secondary" onClick={() => onChangeOwner(pet)}>
                Change Owner
              </button>
            </>
          )}
          <span className="pet-form__spacer" />
          <button type="button" className="button button--secondary" onClick={onClose}>
            {canEdit ? 'Cancel' : 'Close'}
          </button>
          {canEdit && (
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : pet ? 'Save Pet' : 'Add Pet'}
            </button>
          )}
        </div>
      </form>
      {/* VAC-VALID: the pet's vaccinations, outside the pet form (their own writes). */}
      {pet && <PetVaccinations petId={pet.ID} petName={pet.petName} canEdit={canEdit} />}

      <SympathyEmailDialog
        open={askSympathy}
        petName={watch('petName')}
        busy={save.isPending || sympathy.isPending}
        onSend={() => void sendSympathy()}
        onSkip={() => setAskSympathy(false)}
      />
      <ModalDialog
        open={confirmDelete}
        title={`Delete ${pet?.petName ?? 'pet'}?`}
        onClose={() => setConfirmDelete(false)}
        busy={remove.isPending}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={() => setConfirmDelete(false)}>
              Keep Pet
            </button>
            <button
              type="button"
              className="button button--primary pet-button--danger"
              disabled={remove.isPending}
              onClick={() =>
                pet &&
                remove.mutate(pet.ID, {
                  onSuccess: () => {
                    toast.success(PET_MESSAGES.deletedPet);
                    setConfirmDelete(false);
                    onClose();
                  },
                  onError: () => toast.error(PET_MESSAGES.failedToDelete),
                })
              }
            >
              Delete Pet
            </button>
          </>
        }
      >
        <p>The pet will no longer appear on this profile or in new estimates.</p>
      </ModalDialog>
    </section>
  );
}
