import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { PET_MESSAGES, PET_TABLE_PAGE_SIZE, type PetView } from '@pawroute/domain';
import { Spinner } from '../../../components/Spinner';
import { useCan } from '../../../lib/session';
import { usePets } from '../api/findByCustomer';
import { useOptions } from '../../options';
import { petOptionsOf } from '../api/options';
import { ChangeOwnerDialog } from './ChangeOwnerDialog';
import { PetForm } from './PetForm';
import '../pets.css';
import { dollars } from '../../../lib/money';

export interface PetsTabProps {
  userId: number;
  customerId: number;
  /** EditPets: add, edit, delete, change owner. */
  canEdit: boolean;
}

type Editing = { kind: 'new' } | { kind: 'pet'; petId: number } | null;

/** The profile's pets tab (part 1 §2, §6): the customer's pets, paginated above 20, and the pet form. */
export function PetsTab({ userId, customerId, canEdit }: PetsTabProps) {
  const pets = usePets(customerId);
  const options = useOptions(petOptionsOf);
  const canEditPictures = useCan('EditCustomers');
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState<PetView | null>(null);
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (pets.isError) toast.error(PET_MESSAGES.failedToRetrieve, { id: `pets-${customerId}` });
  }, [pets.isError, customerId]);

  const list = pets.data?.pets ?? [];
  const pages = Math.max(1, Math.ceil(list.length / PET_TABLE_PAGE_SIZE));
  const shown = list.length > PET_TABLE_PAGE_SIZE ? list.slice(page * PET_TABLE_PAGE_SIZE, (page + 1) * PET_TABLE_PAGE_SIZE) : list;
  const breedName = useMemo(() => new Map((options.data?.breeds ?? []).map((b) => [b.ID, b.breed])), [options.data]);
  const typeName = useMemo(() => new Map((options.data?.animalTypes ?? []).map((t) => [t.ID, t.type])), [options.data]);
  const editedPet = editing?.kind === 'pet' ? (list.find((p) => p.ID === editing.petId) ?? null) : null;

  return (
    <div className="pets-tab">
      <div className="pets-tab__head">
        <h2 className="pets-tab__title">Pets</h2>
        {canEdit && (
          <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
            Add Pet
          </button>
        )}
      </div>

      {editing && (editing.kind === 'new' || editedPet) && (
        <PetForm
          key={editing.kind === 'new' ? 'new' : editing.petId}
          pet={editedPet}
          customerId={customerId}
          userId={userId}
          canEdit={canEdit}
          canEditPictures={canEditPictures}
          onClose={() => setEditing(null)}
          onChangeOwner={(pet) => setMoving(pet)}
        />
      )}

      {pets.isPending ? (
        <section className="panel">
          <Spinner label="Loading pets…" />
        </section>
      ) : pets.isError ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">{PET_MESSAGES.failedToLoadCard}</p>
          <button type="button" className="button button--secondary" onClick={() => void pets.refetch()}>
            Try again
          </button>
        </section>
      ) : list.length === 0 ? (
        <section className="panel panel--empty">
          <p className="panel__lead">No pets yet.</p>
          {canEdit && <p className="muted">Use Add Pet to add this customer's first pet.</p>}
        </section>
      ) : (
        <section className="panel panel--flush">
          <table className="pet-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Breed</th>
                <th scope="col">Sex</th>
                <th scope="col">Weight</th>
                <th scope="col">Age</th>
                <th scope="col">Last groom</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((pet) => (
                <tr
                  key={pet.ID}
                  data-pet-id={pet.ID}
                  className={editing?.kind === 'pet' && editing.petId === pet.ID ? 'is-selected' : undefined}
                  tabIndex={0}
                  onClick={() => setEditing({ kind: 'pet', petId: pet.ID })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      setEditing({ kind: 'pet', petId: pet.ID });
                    }
                  }}
                >
                  <td data-label="Name" className="pet-table__name">
                    {pet.petName}
                  </td>
                  <td data-label="Breed">
                    {breedName.get(pet.breedId) ?? '—'}
                    <span className="muted"> · {typeName.get(pet.animalTypeId) === 'cat' ? 'Cat' : 'Dog'}</span>
                  </td>
                  <td data-label="Sex">{pet.sex === 'unknown' ? 'Unknown' : pet.sex}</td>
                  <td data-label="Weight">{pet.weight === null ? '—' : `${pet.weight} lbs`}</td>
                  <td data-label="Age">{pet.age === null ? '—' : pet.age}</td>
                  {/* Moved forward by each completion: it prices the next estimate's tier. */}
                  <td data-label="Last groom" data-testid="pet-last-groom">
                    {pet.lastGroomDate ?? '—'}
                    {pet.lastGroomDate && pet.lastFee !== null && <span className="muted"> · {dollars(pet.lastFee)}</span>}
                  </td>
                  <td data-label="Status">
                    {pet.isDeceased && <span className="pet-badge pet-badge--deceased">Deceased</span>}
                    {pet.isServicePet && <span className="pet-badge">Service pet</span>}
                    {pet.pictures.length > 0 && (
                      <span className="pet-badge pet-badge--muted">
                        {pet.pictures.length} {pet.pictures.length === 1 ? 'picture' : 'pictures'}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.length > PET_TABLE_PAGE_SIZE && (
            <div className="pet-pager">
              <button type="button" className="button button--secondary button--small" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {page + 1} of {pages}
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </div>
          )}
        </section>
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
    </div>
  );
}
