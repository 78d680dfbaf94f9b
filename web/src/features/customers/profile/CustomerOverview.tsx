import { CUSTOMER_MESSAGES } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../../components/Spinner';
import { useCan } from '../../../lib/session';
import { useCustomerDetails } from '../api/customerDetails';
import { BalanceCard } from './BalanceCard';
import { CustomerDetailsCard } from './CustomerDetailsCard';
import type { ProfileContext, ProfileSlots } from './slots';

/** Overview: customer details (read/edit), balance with recent payments, comments and ratings. */
export function CustomerOverview({ ctx, slots, staffView }: { ctx: ProfileContext; slots: ProfileSlots; staffView: boolean }) {
  const customer = useCustomerDetails(ctx.userId, ctx.customerId);
  const canHandOver = useCan('EditCustomers');
  const [policiesOpen, setPoliciesOpen] = useState(false);
  useEffect(() => {
    if (customer.isError) toast.error(CUSTOMER_MESSAGES.failedToRetrieveCustomerDetails, { id: `customer-${ctx.customerId}` });
  }, [customer.isError, ctx.customerId]);

  if (ctx.customerId === null) {
    return (
      <section className="panel panel--empty">
        <p className="panel__lead">This user has no customer record.</p>
      </section>
    );
  }
  return (
    <div className="overview-grid">
      {customer.isPending ? (
        <section className="panel">
          <Spinner label="Loading customer details…" />
        </section>
      ) : customer.isError ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">{CUSTOMER_MESSAGES.failedToLoad}</p>
          <p className="muted-line">{CUSTOMER_MESSAGES.failedToRetrieveCustomerDetails}</p>
        </section>
      ) : (
        <CustomerDetailsCard
          user={ctx.user}
          customer={customer.data.customer}
          version={customer.data.version}
          canEdit={ctx.canEdit}
          staffView={staffView}
          onOpenPolicies={canHandOver && !ctx.user.IsDeleted ? () => setPoliciesOpen(true) : undefined}
        />
      )}
      <div className="overview-stack">
        <BalanceCard userId={ctx.userId} />
        {slots.renderBalanceNotices?.(ctx)}
      </div>
      {slots.renderOverviewExtras(ctx)}
      {slots.renderPolicyModal({ userId: ctx.userId, open: policiesOpen, onClose: () => setPoliciesOpen(false), handedOver: true })}
    </div>
  );
}
