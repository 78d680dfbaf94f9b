import { CommentsPanel, RatingsPanel } from '../features/comments';
import { NewComplaintModal } from '../features/complaints';
import { NewTodoModal } from '../features/todo';
import { AppointmentHistoryTab, UpcomingAppointmentsTab } from '../features/appointments';
import { AddressesTab, CreditCardsTab, EmailAddressesTab, PhoneNumbersTab } from '../features/contacts';
import { PhoneNumberActions } from '../features/phone';
import { AskForCardButton, PreferredChannelSetting } from '../features/messageTemplates';
import type { ProfileContext, ProfileSlots, SlotTab } from '../features/customers';
import { EstimateHistoryTab } from '../features/estimates';
import { CustomerTransactionsTable, CustomerUnpaidNotices, SendSummaryDialog } from '../features/transactions';
import { PetCards, PetsTab } from '../features/pets';
import { PolicyAcknowledgementModal, usePolicyStatus } from '../features/policies';
import { can, useSessionUser } from '../lib/session';
import { POLICY_MESSAGES } from '@pawroute/domain';
import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * The app-level map from a profile tab to the component its feature exports (features never import
 * each other; the app composes them). Used by the staff profile, the customer information modal and
 * the customer portal.
 */
function SlotTabContent({ tab, ctx }: { tab: SlotTab; ctx: ProfileContext }) {
  const { data: me } = useSessionUser();
  const self = me?.ID === ctx.userId;
  // Part 1 §6: EditAppointments also adds/edits/deletes addresses; customers edit their own contacts.
  const allowEditing = !ctx.user.IsDeleted && (self || can(me, 'EditCustomers') || (tab === 'addresses' && can(me, 'EditAppointments')));
  switch (tab) {
    case 'pets':
      return ctx.customerId === null ? (
        <section className="panel panel--empty">
          <p className="panel__lead">This user is not a customer.</p>
        </section>
      ) : (
        <PetsTab userId={ctx.userId} customerId={ctx.customerId} canEdit={!ctx.user.IsDeleted && can(me, 'EditPets')} />
      );
    case 'addresses':
      return <AddressesTab userId={ctx.userId} allowEditing={allowEditing} />;
    case 'phoneNumbers':
      return (
        <PhoneNumbersTab
          userId={ctx.userId}
          allowEditing={allowEditing}
          renderPhoneActions={can(me, 'UsePhoneSystem') ? (p) => <PhoneNumberActions userId={ctx.userId} phoneNumber={p.phoneNumber} /> : undefined}
        />
      );
    case 'emailAddresses':
      return (
        <>
          {ctx.customerId !== null && <PreferredChannelSetting customerId={ctx.customerId} canEdit={allowEditing} />}
          <EmailAddressesTab userId={ctx.userId} allowEditing={allowEditing} />
        </>
      );
    case 'creditCards':
      return (
        <>
          {ctx.customerId !== null && !self && can(me, 'EditCustomers') && <AskForCardButton customerId={ctx.customerId} />}
          <CreditCardsTab userId={ctx.userId} allowEditing={allowEditing} />
        </>
      );
    case 'upcomingAppointments':
      return <UpcomingAppointmentsTab userId={ctx.userId} />;
    case 'appointmentHistory':
      return <AppointmentHistoryTab userId={ctx.userId} />;
    case 'estimateHistory':
      return <EstimateHistoryTab userId={ctx.userId} />;
    case 'transactionHistory':
      return <CustomerTransactionsTable userId={ctx.userId} />;
    default: {
      const unknown: never = tab;
      return unknown;
    }
  }
}

function OverviewExtras({ ctx }: { ctx: ProfileContext }) {
  const { data: me } = useSessionUser();
  const canAdd = can(me, 'EditCustomers') && !ctx.user.IsDeleted;
  return (
    <>
      <CommentsPanel userId={ctx.userId} commentGroupId={ctx.user.commentGroupId} canView={can(me, 'ViewComments')} canAdd={canAdd} />
      {ctx.customerId !== null && <RatingsPanel userId={ctx.userId} canView={can(me, 'ViewRatings')} canAdd={canAdd} />}
    </>
  );
}

function usePoliciesAccepted(userId: number, enabled: boolean): boolean | null {
  const status = usePolicyStatus(userId, enabled);
  useEffect(() => {
    if (status.isError) toast.error(POLICY_MESSAGES.failedToRetrieveStatus, { id: `policy-status-${userId}` });
  }, [status.isError, userId]);
  return enabled && status.data ? status.data.acceptedPolicies : null;
}

export const profileSlots: ProfileSlots = {
  renderTab: (tab, ctx) => <SlotTabContent tab={tab} ctx={ctx} />,
  renderOverviewExtras: (ctx) => <OverviewExtras ctx={ctx} />,
  // Under the balance: grooms whose payment was voided (docs/DECISIONS.md "The ledger after a void").
  renderBalanceNotices: (ctx) => (ctx.customerId === null ? null : <CustomerUnpaidNotices userId={ctx.userId} />),
  renderPortalPets: (ctx) =>
    ctx.customerId === null ? null : <PetCards userId={ctx.userId} customerId={ctx.customerId} canEdit={false} />,
  renderPolicyModal: (props) => <PolicyAcknowledgementModal {...props} />,
  usePoliciesAccepted,
  renderNewComplaint: (props) => <NewComplaintModal {...props} />,
  renderNewTodo: (props) => <NewTodoModal {...props} />,
  renderSendSummary: (props) => <SendSummaryDialog {...props} />,
};
