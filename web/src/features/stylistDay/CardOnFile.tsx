import type { AppointmentRow } from '@pawroute/domain';
import { useCreditCards } from '../contacts/api';

/**
 * At the door: whether the customer has a card on file (the primary one, else the first not expired),
 * so the stylist knows before the completion whether a card is there to take the payment.
 */
export function CardOnFile({ row }: { row: AppointmentRow }) {
  const cards = useCreditCards(row.customerUserId);
  if (!cards.data) return null;
  const usable = cards.data.creditCards.filter((c) => !c.isExpired);
  const card = usable.find((c) => c.isPrimary) ?? usable[0];
  return (
    <p className="visit__card" data-testid="visit-card-on-file">
      {card ? `Card on file: ${card.brand} •••• ${card.lastFour}` : 'No card on file'}
    </p>
  );
}
