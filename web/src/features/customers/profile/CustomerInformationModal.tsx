import { CUSTOMER_MESSAGES } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { useCan } from '../../../lib/session';
import { useUserDetails } from '../api/userDetails';
import { fullName } from '@pawroute/domain';
import { ProfileTabContent } from './ProfileTabContent';
import type { ProfileSlots, ProfileTab } from './slots';

/** Part 1 §2: the modal's menu (the estimates entry is the estimate history tab). */
const MODAL_TABS: { tab: ProfileTab; label: string }[] = [
  { tab: 'overview', label: 'Overview' },
  { tab: 'addresses', label: 'Addresses' },
  { tab: 'phoneNumbers', label: 'Phone Numbers' },
  { tab: 'emailAddresses', label: 'Email Addresses' },
  { tab: 'creditCards', label: 'Credit Cards' },
  { tab: 'upcomingAppointments', label: 'Upcoming Appointments' },
  { tab: 'appointmentHistory', label: 'Appointment History' },
  { tab: 'estimateHistory', label: 'Estimates' },
  { tab: 'transactionHistory', label: 'Transaction History' },
];

/** The customer information modal (opened from a todo row, the merge screen, ...). */
export function CustomerInformationModal({ userId, onClose, slots }: { userId: number | null; onClose(): void; slots: ProfileSlots }) {
  const [tab, setTab] = useState<ProfileTab>('overview');
  const details = useUserDetails(userId ?? 0);
  const canEdit = useCan('EditCustomers');
  const user = details.data?.user;
  useEffect(() => {
    if (details.isError && userId !== null) toast.error(CUSTOMER_MESSAGES.failedToRetrieveUserInformation, { id: `info-${userId}` });
  }, [details.isError, userId]);
  return (
    <ModalDialog open={userId !== null} title={user ? fullName(user) : 'Customer'} onClose={onClose} size="wide">
      <nav className="profile-tabs" aria-label="Customer information sections" style={{ flexDirection: 'row', flexWrap: 'wrap', position: 'static', padding: 0 }}>
        {MODAL_TABS.map((t) => (
          <a
            key={t.tab}
            href={`#${t.tab}`}
            className={t.tab === tab ? 'active' : undefined}
            aria-current={t.tab === tab ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              setTab(t.tab);
            }}
          >
            {t.label}
          </a>
        ))}
      </nav>
      {user && userId !== null ? (
        <ProfileTabContent tab={tab} ctx={{ userId, customerId: user.customerId, user, canEdit: canEdit && !user.IsDeleted }} slots={slots} staffView />
      ) : (
        <p className="muted-line">{details.isError ? CUSTOMER_MESSAGES.failedToRetrieveUserInformation : 'Loading…'}</p>
      )}
    </ModalDialog>
  );
}
