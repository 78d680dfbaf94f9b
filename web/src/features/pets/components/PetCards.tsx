import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { PET_MESSAGES, type PetView } from '@pawroute/domain';
import { Spinner } from '../../../components/Spinner';
import { useCan } from '../../../lib/session';
import { usePets } from '../api/findByCustomer';
import { useOptions } from '../../options';
import { petOptionsOf } from '../api/options';
import { petProfilePictureUrl } from '../api/pictures';
import { useUpdatePetNotes } from '../api/updatePetNotes';
import { PetVaccinations } from '../../vaccinations';
import { ChangeOwnerDialog } from './ChangeOwnerDialog';
import { PetForm } from './PetForm';
import '../pets.css';
import { dollars } from '../../../lib/money';

export interface PetCardsProps {
  userId: number;
  customerId: number;
  /** EditPets: each card opens the full pet form. Without it (a customer) only the habits are editable. */
  canEdit: boolean;
}

/** The profile page's pet cards (part 1 §2, §9): a grid of 4 per row on wide screens, or a list. */
export function PetCards({ userId, customerId, canEdit }: PetCardsProps) {
  const pets = usePets(customerId);
  const options = useOptions(petOptionsOf);
  const canEditPictures = useCan('EditCustomers');
  // Vaccinations: EditPets, or the pet's own customer (who does not view customers).
  const viewsCustomers = useCan('ViewCustomers');
  const canEditVaccinations = canEdit || !viewsCustomers;
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [editing, setEditing] = useState<number | null>(null);
  const [moving, setMoving] = useState<PetView | null>(null);
  const breedName = useMemo(() => new Map((options.data?.breeds ?? []).map((b) => [b.ID, b.breed])), [options.data]);

  useEffect(() => {
    if (pets.isError) toast.error(PET_MESSAGES.failedToRetrieve, { id: `pet-cards-${customerId}` });
  }, [pets.isError, customerId]);

  if (pets.isPending) return <Spinner label="Loading pets…" />;
  if (pets.isError) {
    return (
      <section className="panel panel--empty" role="alert">
        <p className="panel__lead">{PET_MESSAGES.failedToLoadCard}</p>
      </section>
    );
  }
  const list = pets.data.pets;
  const edited = list.find((p) => p.ID === editing) ?? null;
  return (
    <section className="pet-cards" aria-label="Pets">
      <div className="pets-tab__head">
        <h2 className="pets-tab__title">Pets</h2>
        <div className="pet-cards__layout" role="group" aria-label="Layout">
          <button type="button" className="button button--secondary button--small" aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')}>
            Grid
          </button>
          <button type="button" className="button button--secondary button--small" aria-pressed={layout === 'list'} onClick={() => setLayout('list')}>
            List
          </button>
        </div>
      </div>
      {edited && canEdit && (
        <PetForm
          key={edited.ID}
          pet={edited}
          customerId={customerId}
          userId={userId}
          canEdit
          canEditPictures={canEditPictures}
          onClose={() => setEditing(null)}
          onChangeOwner={setMoving}
        />
      )}
      {list.length === 0 ? (
        <section className="panel panel--empty">
          <p className="panel__lead">{canEdit ? 'No pets yet.' : PET_MESSAGES.noPetsForCustomer}</p>
        </section>
      ) : (
        <ul className={`pet-cards__items pet-cards__items--${layout}`}>
          {list.map((pet) => (
            <li key={pet.ID} className="pet-card panel" data-pet-id={pet.ID}>
              <PetCardPicture pet={pet} />
              <div className="pet-card__text">
                <h3 className="pet-card__name">
                  {pet.petName} {pet.isDeceased && <span className="pet-badge pet-badge--deceased">Deceased</span>}
                </h3>
                <p className="muted">
                  {[breedName.get(pet.breedId), pet.sex === 'unknown' ? null : pet.sex, pet.age === null ? null : `${pet.age} yrs`, pet.weight === null ? null : `${pet.weight} lbs`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {/* Completion moves the pet forward: its last groom prices the next estimate's tier. */}
                {pet.lastGroomDate && (
                  <p className="muted" data-testid="pet-last-groom">
                    Last groomed {pet.lastGroomDate}
                    {pet.lastFee !== null ? ` · ${dollars(pet.lastFee)}` : ''}
                  </p>
                )}
                {/* The portal's card shows the next booked visit too (pets/findByCustomer). */}
                {pet.nextAppointment && (
                  <p className="muted" data-testid="pet-next-appointment">
                    Next appointment {pet.nextAppointment.date}
                    {pet.nextAppointment.startTime ? ` at ${pet.nextAppointment.startTime}` : ''}
                  </p>
                )}
                {canEdit ? (
                  <>
                    {pet.habits && <p className="pet-card__habits">{pet.habits}</p>}
                    <button type="button" className="button button--secondary button--small" onClick={() => setEditing(pet.ID)}>
                      Edit
                    </button>
                  </>
                ) : (
                  <HabitsEditor pet={pet} customerId={customerId} />
                )}
                <PetVaccinations petId={pet.ID} petName={pet.petName} canEdit={canEditVaccinations} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ChangeOwnerDialog
        pet={moving}
        canCreateCustomer={canEditPictures}
        onClose={() => setMoving(null)}
        onChanged={() => {
          setMoving(null);
          setEditing(null);
        }}
      />
    </section>
  );
}

function PetCardPicture({ pet }: { pet: PetView }) {
  const [failed, setFailed] = useState(false);
  const last = pet.pictures.at(-1);
  if (!last || failed) {
    return (
      <div className="pet-card__picture pet-card__picture--empty" aria-hidden="true">
        {pet.petName.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return <img className="pet-card__picture" src={petProfilePictureUrl(pet.ID, last)} alt="" onError={() => setFailed(true)} />;
}

/** Part 1 §1: a customer edits only the habits note of their pets. */
function HabitsEditor({ pet, customerId }: { pet: PetView; customerId: number }) {
  const [habits, setHabits] = useState(pet.habits ?? '');
  const save = useUpdatePetNotes(customerId);
  const id = `habits-${pet.ID}`;
  const changed = habits.trim() !== (pet.habits ?? '');
  return (
    <form
      className="pet-card__habits-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { petId: pet.ID, habits: habits.trim() },
          {
            onSuccess: () => toast.success(PET_MESSAGES.savedNotes),
            onError: () => toast.error(PET_MESSAGES.failedToSaveNotes),
          },
        );
      }}
    >
      <label htmlFor={id} className="pet-card__label">
        Habits
      </label>
      <textarea id={id} rows={2} maxLength={250} value={habits} onChange={(event) => setHabits(event.target.value)} />
      <button type="submit" className="button button--secondary button--small" disabled={!changed || save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Notes'}
      </button>
    </form>
  );
}
