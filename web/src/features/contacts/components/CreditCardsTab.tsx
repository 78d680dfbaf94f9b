import { CONTACT_MESSAGES, type ContactCreditCard } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCreditCards, useDeleteCard, useSetPrimaryCard } from '../api/creditCards';
import type { ContactsTabProps } from './AddressesTab';
import { CreditCardDialog } from './CreditCardForm';
import { PrimaryBadge } from './fields';
import { reportWriteFailure } from './formErrors';
import { ActionsHeader, RowActions } from './RowActions';
import { TabPanel } from './TabPanel';
import { useConfirmDelete } from './useConfirmDelete';
import '../contacts.css';

/**
 * A user's cards, masked to the last four; an expired card is a red row (part 1 §9). Add, make
 * primary and delete with allowEditing. Cards cannot be edited: a changed card is a new card.
 */
export function CreditCardsTab({ userId, allowEditing }: ContactsTabProps) {
  const list = useCreditCards(userId);
  const setPrimary = useSetPrimaryCard(userId);
  const remove = useDeleteCard(userId);
  const [adding, setAdding] = useState(false);
  const rows = list.data?.creditCards ?? [];

  const makePrimary = async (card: ContactCreditCard) => {
    try {
      await setPrimary.mutateAsync(card.ID);
      toast.success(CONTACT_MESSAGES.updatedPrimaryCard);
    } catch (error) {
      reportWriteFailure(error, CONTACT_MESSAGES.failedToSetPrimaryCard);
    }
  };
  const label = (c: ContactCreditCard) => `${c.brand} ending in ${c.lastFour}`;
  const deletion = useConfirmDelete<ContactCreditCard>({
    title: 'Delete Credit Card',
    describe: label,
    remove,
    removed: CONTACT_MESSAGES.removedCard,
    failedToRemove: CONTACT_MESSAGES.failedToRemoveCard,
  });

  return (
    <TabPanel
      title="Credit Cards"
      addLabel="Add Card"
      allowEditing={allowEditing}
      onAdd={() => setAdding(true)}
      isPending={list.isPending}
      isError={list.isError}
      failedToRetrieve={CONTACT_MESSAGES.failedToRetrieveCards}
      isEmpty={rows.length === 0}
      emptyText="No credit cards on file."
      dialogs={
        <>
          {adding && <CreditCardDialog userId={userId} isFirst={rows.length === 0} onClose={() => setAdding(false)} />}
          {deletion.dialog}
        </>
      }
    >
      <table className="ct-table">
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col">Name on Card</th>
            <th scope="col">Expires</th>
            <th scope="col">Billing Zipcode</th>
            <th scope="col">Primary</th>
            {allowEditing && <ActionsHeader />}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.ID} data-card-id={c.ID} className={c.isExpired ? 'ct-row--expired' : undefined}>
              <td data-label="Card" className="ct-table__main">
                <span className="ct-card-brand">{c.brand}</span> <span className="ct-card-number">{c.cardNumber}</span>
              </td>
              <td data-label="Name on Card">{c.nameOnCard}</td>
              <td data-label="Expires">
                {c.expiration}
                {c.isExpired && <span className="ct-badge ct-badge--expired">Expired</span>}
                {c.reEnterForLiveGateway && <span className="ct-badge ct-badge--expired">Re-enter to use with the live gateway</span>}
              </td>
              <td data-label="Billing Zipcode">{c.billingZipcode}</td>
              <td data-label="Primary">
                {c.isPrimary ? (
                  <PrimaryBadge />
                ) : allowEditing ? (
                  <button type="button" className="button button--secondary button--small" onClick={() => makePrimary(c)} disabled={setPrimary.isPending} aria-label={`Make ${label(c)} primary`}>
                    Make Primary
                  </button>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
              {allowEditing && <RowActions name={label(c)} onDelete={() => deletion.ask(c)} />}
            </tr>
          ))}
        </tbody>
      </table>
    </TabPanel>
  );
}
