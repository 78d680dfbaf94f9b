import { USER_MESSAGES, fullName } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserDetails } from '../api/userDetails';
import type { ProfileSlots } from '../profile/slots';
import { NewProfileBanner } from './NewProfileBanner';
import { useOwnProfile } from './useOwnProfileRedirect';
import { useHasAppointments } from './useHasAppointments';
import '../../../styles/profile.css';

/** /dashboard/profile/{userId}: 'Welcome {first} {last}', the new-profile banner, the pet cards, policies. */
export function CustomerPortalProfilePage({ slots }: { slots: ProfileSlots }) {
  const { userId, redirect, self } = useOwnProfile('profile');
  const details = useUserDetails(redirect ? 0 : userId);
  const user = details.data?.user;
  const accepted = slots.usePoliciesAccepted(userId, self && !redirect && Boolean(user?.customerId));
  const hasAppointments = useHasAppointments(userId, self && !redirect);
  const [policiesOpen, setPoliciesOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  useDocumentTitle(user ? `Welcome ${fullName({ firstName: user.firstName, lastName: user.lastName })} — Pawroute` : 'Profile — Pawroute');

  useEffect(() => {
    if (details.isError) toast.error(USER_MESSAGES.failedToRetrieveUser, { id: `portal-${userId}` });
  }, [details.isError, userId]);
  // A customer who has not accepted the policies is asked once per visit.
  useEffect(() => {
    if (accepted === false && !asked) {
      setAsked(true);
      setPoliciesOpen(true);
    }
  }, [accepted, asked]);

  if (redirect) return <Navigate to={redirect} replace />;
  if (details.isPending) {
    return (
      <div className="page">
        <Spinner />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="page">
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">{USER_MESSAGES.failedToRetrieveUser}</p>
        </section>
      </div>
    );
  }
  const ctx = { userId, customerId: user.customerId, user, canEdit: false };
  return (
    <div className="page">
      {self && <NewProfileBanner userId={userId} createdAt={user.createdAt} hasAppointments={hasAppointments} />}
      <PageHeader
        title={`Welcome ${fullName({ firstName: user.firstName, lastName: user.lastName })}`}
        actions={
          self && user.customerId !== null ? (
            <button type="button" className="button button--secondary" onClick={() => setPoliciesOpen(true)}>
              {accepted ? 'Policies ✓' : 'Review Policies'}
            </button>
          ) : undefined
        }
      />
      {user.customerId !== null && slots.renderPortalPets(ctx)}
      {self && slots.renderPolicyModal({ userId, open: policiesOpen, onClose: () => setPoliciesOpen(false), handedOver: false })}
    </div>
  );
}
