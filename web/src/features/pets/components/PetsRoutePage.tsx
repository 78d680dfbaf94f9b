import { useParams } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { useCan } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useOwner } from '../api/findOwner';
import { PetCards } from './PetCards';
import { PetsTab } from './PetsTab';

/**
 * /dashboard/dev/pets/:userId: the pets tab on a route of its own, until the profile shell mounts it
 * at /dashboard/customers/:userId/pets. ?view=cards shows the profile page's pet cards instead.
 */
export function PetsRoutePage() {
  const userId = Number(useParams().userId);
  const owner = useOwner(userId);
  const canEdit = useCan('EditPets');
  const cards = new URLSearchParams(window.location.search).get('view') === 'cards';
  const user = owner.data?.user;
  useDocumentTitle(`${user ? `${user.firstName} ${user.lastName}` : 'Customer'} — Pets — Pawroute`);
  if (owner.isPending) return <Spinner label="Loading customer…" />;
  if (!user || user.customerId === null) {
    return (
      <section className="panel panel--empty" role="alert">
        <p className="panel__lead">{owner.isError ? 'Failed to retrieve user' : 'This user is not a customer.'}</p>
      </section>
    );
  }
  return (
    <div className="page">
      <p className="muted">
        {user.firstName} {user.lastName}
      </p>
      {cards ? (
        <PetCards userId={userId} customerId={user.customerId} canEdit={canEdit} />
      ) : (
        <PetsTab userId={userId} customerId={user.customerId} canEdit={canEdit} />
      )}
    </div>
  );
}
