import { CustomerOverview } from './CustomerOverview';
import { EmptyHistoryTab } from './EmptyHistoryTab';
import type { ProfileContext, ProfileSlots, ProfileTab } from './slots';

/** One tab's content, shared by the profile page and the customer information modal. */
export function ProfileTabContent({ tab, ctx, slots, staffView }: { tab: ProfileTab; ctx: ProfileContext; slots: ProfileSlots; staffView: boolean }) {
  switch (tab) {
    case 'overview':
      return <CustomerOverview ctx={ctx} slots={slots} staffView={staffView} />;
    case 'pets':
    case 'addresses':
    case 'phoneNumbers':
    case 'emailAddresses':
    case 'creditCards':
    case 'upcomingAppointments':
    case 'appointmentHistory':
    case 'estimateHistory':
    case 'transactionHistory':
      return <>{slots.renderTab(tab, ctx)}</>;
    default:
      return <EmptyHistoryTab tab={tab} />;
  }
}
