import { PACKAGE_LABELS, PACKAGES, type PetEstimateLine } from '@pawroute/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import { capitalize, tierLabel } from '../format';
import { dollars } from '../../../lib/money';
import type { EstimateForm } from '../model/form';
import type { EstimateCatalog } from '../model/pricing';

interface Props {
  index: number;
  catalog: EstimateCatalog;
  line: PetEstimateLine | null;
  /** Only a pet added on this estimate can be taken off it again. */
  onRemove?: () => void;
}

const DECEASED_NOTE = 'Deceased pets cannot be included in an estimate.';

/** One pet's estimate: package, add-ons (no none/dip/coupon), other fee, include toggle. */
export function PetEstimateCard({ index, catalog, line, onRemove }: Props) {
  const id = useId();
  const { register, watch, setValue, formState } = useFormContext<EstimateForm>();
  const pet = watch(`pets.${index}`);
  const errors = formState.errors.pets?.[index];
  const isNew = pet.petId === null;
  const included = pet.includeInEstimate && !pet.isDeceased;
  const breed = pet.breedId === null ? undefined : catalog.breedsById.get(pet.breedId);
  const breeds = [...catalog.breedsById.values()].filter((b) => pet.animalTypeId === null || b.animalTypeId === pet.animalTypeId);
  const special = pet.estimatePackage === 'add-on special';
  const name = pet.petName || (isNew ? 'New pet' : `Pet #${pet.petId}`);

  const toggleAddon = (serviceId: number, on: boolean) => {
    const next = on ? [...pet.addonIds, serviceId] : pet.addonIds.filter((x) => x !== serviceId);
    setValue(`pets.${index}.addonIds`, next, { shouldDirty: true });
  };

  return (
    <article
      className={`est-pet ${included ? '' : 'est-pet--excluded'}`}
      aria-labelledby={`${id}-name`}
      data-testid="pet-estimate"
      data-pet-name={pet.petName}
    >
      <header className="est-pet__header">
        <div className="est-pet__identity">
          <h3 id={`${id}-name`} className="est-pet__name">
            {name}
          </h3>
          <p className="est-pet__meta">
            {breed ? `${breed.breed} · ${capitalize(breed.AnimalType.type)}` : isNew ? 'Choose a breed' : 'No breed'}
            {pet.isServicePet && <span className="est-badge">Service pet</span>}
            {pet.isDeceased && <span className="est-badge est-badge--muted">Deceased</span>}
          </p>
        </div>
        <label className={`est-switch ${pet.isDeceased ? 'is-disabled' : ''}`}>
          <input type="checkbox" role="switch" disabled={pet.isDeceased} {...register(`pets.${index}.includeInEstimate`)} checked={included} />
          <span className="est-switch__track" aria-hidden="true" />
          <span className="est-switch__label">Include</span>
        </label>
      </header>

      {isNew && (
        <div className="est-pet__new">
          <div className="form__grid form__grid--3">
            <TextField label="Pet name" required maxLength={50} error={errors?.petName} {...register(`pets.${index}.petName`)} />
            <div className="field">
              <label htmlFor={`${id}-type`}>Animal</label>
              <select
                id={`${id}-type`}
                {...register(`pets.${index}.animalTypeId`, {
                  setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
                  // Part 1 §4: changing the animal type clears the breed.
                  onChange: () => setValue(`pets.${index}.breedId`, null),
                })}
              >
                <option value="">Any</option>
                {catalog.animalTypes.map((t) => (
                  <option key={t.ID} value={t.ID}>
                    {capitalize(t.type)}
                  </option>
                ))}
              </select>
              <p className="field__error" />
            </div>
            <div className={`field ${errors?.breedId ? 'field--invalid' : ''}`}>
              <label htmlFor={`${id}-breed`}>
                Breed <span className="field__required" aria-hidden="true">*</span>
              </label>
              <select
                id={`${id}-breed`}
                aria-invalid={errors?.breedId ? true : undefined}
                {...register(`pets.${index}.breedId`, { setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}
              >
                <option value="">Choose a breed</option>
                {breeds.map((b) => (
                  <option key={b.ID} value={b.ID}>
                    {b.breed}
                  </option>
                ))}
              </select>
              <p className="field__error" aria-live="polite">
                {errors?.breedId?.message}
              </p>
            </div>
          </div>
        </div>
      )}

      {pet.isDeceased ? (
        <p className="est-pet__note">{DECEASED_NOTE}</p>
      ) : !included ? (
        <p className="est-pet__note">Not included in this estimate.</p>
      ) : (
        <div className="est-pet__body">
          {!isNew && errors?.breedId && <p className="form__error">{errors.breedId.message}</p>}
          <fieldset className="est-pet__group">
            <legend>Package</legend>
            <div className="est-segmented est-segmented--wrap">
              {PACKAGES.map((value) => (
                <label key={value} className={`est-segmented__option ${pet.estimatePackage === value ? 'is-checked' : ''}`}>
                  <input type="radio" value={value} {...register(`pets.${index}.estimatePackage`)} />
                  {PACKAGE_LABELS[value]}
                </label>
              ))}
            </div>
            {errors?.estimatePackage && <p className="field__error">{errors.estimatePackage.message}</p>}
          </fieldset>

          <fieldset className="est-pet__group">
            <legend>
              Add-ons
              {special && <span className="est-pet__hint"> · add-on special: buy two, get one free</span>}
            </legend>
            <div className="est-addons">
              {catalog.extras.map((service) => {
                const checked = pet.addonIds.includes(service.ID);
                const price = special ? (service.addonPrice ?? service.price) : service.price;
                const free = line?.addons.find((a) => a.serviceId === service.ID)?.free;
                return (
                  <label key={service.ID} className={`est-addon ${checked ? 'is-checked' : ''}`} title={service.customerNote || undefined}>
                    <input type="checkbox" checked={checked} onChange={(event) => toggleAddon(service.ID, event.target.checked)} />
                    <span className="est-addon__item">{service.item}</span>
                    <span className="est-addon__price">{free ? 'Free' : dollars(price)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <div className="form__grid est-pet__other">
            <TextField
              label="Other fee ($)"
              inputMode="decimal"
              placeholder="0.00"
              error={errors?.otherFee}
              {...register(`pets.${index}.otherFee`)}
            />
            <TextField
              label="Other fee description"
              maxLength={250}
              error={errors?.otherDescription}
              {...register(`pets.${index}.otherDescription`)}
            />
          </div>
        </div>
      )}

      <footer className="est-pet__footer">
        <span className="muted">
          {included && line ? tierLabel(line) : 'Not priced'}
        </span>
        <span className="est-pet__subtotal">
          Pet subtotal <strong data-testid="pet-subtotal">{dollars(line?.subtotal ?? 0)}</strong>
        </span>
        {onRemove && (
          <button type="button" className="button button--ghost button--small" onClick={onRemove}>
            Remove
          </button>
        )}
      </footer>
    </article>
  );
}
