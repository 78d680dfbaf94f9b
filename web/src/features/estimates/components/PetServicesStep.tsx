import type { PriceEstimateResult } from '@pawroute/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { newPetForm, type EstimateForm } from '../model/form';
import type { EstimateCatalog } from '../model/pricing';
import { PetEstimateCard } from './PetEstimateCard';

interface Props {
  catalog: EstimateCatalog;
  figures: PriceEstimateResult;
  canAddPets: boolean;
}

/** Step 2 (pets): one card per pet: package, add-ons, other fee, include (part 1 §3 "Pet estimate"). */
export function PetServicesStep({ catalog, figures, canAddPets }: Props) {
  const { control, formState } = useFormContext<EstimateForm>();
  const pets = useFieldArray({ control, name: 'pets' });
  const listError = formState.errors.pets?.root?.message;
  return (
    <div className="est-pets">
      {listError && (
        <p className="form__error" role="alert">
          {listError}
        </p>
      )}
      {pets.fields.length === 0 && (
        <p className="muted">{canAddPets ? 'No pets yet. Add the pets this estimate is for.' : 'Choose a customer on the Details step first.'}</p>
      )}
      {pets.fields.map((field, index) => (
        <PetEstimateCard
          key={field.id}
          index={index}
          catalog={catalog}
          line={figures.pets[index] ?? null}
          onRemove={field.petId === null ? () => pets.remove(index) : undefined}
        />
      ))}
      {canAddPets && (
        <button type="button" className="button button--secondary est-pets__add" onClick={() => pets.append(newPetForm())}>
          + Add a pet
        </button>
      )}
    </div>
  );
}
