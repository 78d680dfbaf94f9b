import { cardReceived, customerBalance, formatCents, ledgerEntry, toSpecDate, totalCharged, totalReceived, type MessageFacts, type TransactionFacts } from '@pawroute/domain';

/**
 * The texts of receipts, summaries and invoices. Every figure is the ledger's (folded from the
 * Transaction-<id> streams), formatted with two decimals.
 */
const line = (label: string, cents: number): string => `${label.padEnd(22)} ${formatCents(cents)}`;

/**
 * A transaction's heading in words, with no internal number (docs/DECISIONS.md "Words people use
 * instead of internal numbers"): a payment when money was received, else a charge; and its date.
 */
export function transactionHeading(f: TransactionFacts): string {
  const r = f.received;
  const kind = (r.card?.amount ?? 0) + r.cashAmount + r.checkAmount + r.giftCardAmount > 0 ? 'Payment' : 'Charge';
  return `${kind} of ${toSpecDate(f.transactionDate)}${f.voided ? '  (Voided)' : ''}${f.refunded > 0 ? '  (Refunded)' : ''}`;
}

export function transactionLines(f: TransactionFacts): string[] {
  const c = f.charged;
  const r = f.received;
  const lines = [transactionHeading(f)];
  const charges: [string, number][] = [
    ['Grooming', c.serviceFeeGroom],
    ['Trip fee', c.serviceFeeTrip],
    ['Generator fee', c.serviceFeeGenerator],
    ['Fuel charge', c.serviceFeeFuel],
    ['Discounts', -c.serviceDiscountTotal],
    ['Sales tax', c.serviceFeeSalesTax],
    ['Other', c.serviceFeeOther],
    ['Cancel fee', c.cancelFee],
    ['Returned payment fee', c.returnedFee],
    ['Reprocessing fee', c.reprocessFee],
    ['Gratuity', c.gratuity],
  ];
  for (const [label, cents] of charges) if (cents !== 0) lines.push(line(label, cents));
  lines.push(line('Total charged', totalCharged(c)));
  const paid: [string, number][] = [
    [r.card ? `Card${r.card.last4 ? ` ending ${r.card.last4}` : ''}` : 'Card', cardReceived(r.card, f.cardStatus)],
    ['Cash', r.cashAmount],
    [`Check${r.checkNumber ? ` #${r.checkNumber}` : ''}`, r.checkAmount],
    ['Gift card', r.giftCardAmount],
  ];
  for (const [label, cents] of paid) if (cents !== 0) lines.push(line(label, cents));
  // A card held for review, or declined at review, is not paid (domain cardReceived).
  if (r.card && f.cardStatus === 'heldForReview') lines.push(`${line('Card held for review', r.card.amount)} (not paid until approved)`);
  if (r.card && f.cardStatus === 'declined') lines.push(`${line('Card declined', r.card.amount)} (not paid)`);
  lines.push(line('Total paid', totalReceived(r, f.cardStatus)));
  for (const refund of f.refunds) lines.push(line(`Refund ${toSpecDate(refund.refundDate)}`, -refund.amount));
  return lines;
}

/** What a receipt names besides the figures (receiptFacts.ts loads it). Plain text, never HTML. */
export interface ReceiptContext {
  business: { name: string; phone: string | null; address: string | null };
  /** The groomed pets of the transaction's appointment, from its estimate's last save; empty without one. */
  pets: { name: string; packageLabel: string; addons: string[]; other?: string }[];
  /** Why, when there are no pets to name (a transaction without an appointment). */
  reason: string | null;
  appointmentDate: string | null;
}

/** User text (pet names, add-ons, settings) on one line: a receipt line cannot be forged by a newline. */
const oneLine = (text: string): string => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();

/** "Moose: Bath & Brush, Teeth Brushing": a pet with its package and add-ons as the estimate named them. */
export function petServices(pet: ReceiptContext['pets'][number]): string {
  const services = [pet.packageLabel, ...pet.addons, ...(pet.other ? [pet.other] : [])].map(oneLine).filter((s) => s !== '');
  return `${oneLine(pet.name)}: ${services.join(', ')}`;
}

/** The card's last four digits, when the card part has them. */
const cardEnding = (f: TransactionFacts): string | null => (f.received.card?.last4 ? `card ending ${oneLine(f.received.card.last4)}` : null);

/**
 * The receipt's facts for its template (Management → Message templates, kind 'receipt', whose words
 * sendReceipt sends): the business, the pets and services, the ledger's figures, each one placeholder;
 * {receipt} is the itemized receipt (the groom's pets, then the transaction's lines).
 */
export function receiptFacts(f: TransactionFacts, c: ReceiptContext): MessageFacts {
  const what =
    c.pets.length > 0
      ? [`Groom${c.appointmentDate ? ` of ${toSpecDate(c.appointmentDate)}` : ''}:`, ...c.pets.map((p) => `  ${petServices(p)}`)]
      : c.reason
        ? [`For: ${oneLine(c.reason)}`]
        : [];
  const card = cardEnding(f);
  const held = f.received.card && f.cardStatus === 'heldForReview' ? `; the ${card ?? 'card'} payment of ${formatCents(f.received.card.amount)} is held for review and is not paid until approved` : '';
  return {
    business: oneLine(c.business.name),
    businessPhone: c.business.phone ? oneLine(c.business.phone) : null,
    address: c.business.address ? oneLine(c.business.address) : null,
    date: toSpecDate(f.transactionDate),
    pets: c.pets.map((p) => oneLine(p.name)).join(', ') || null,
    services: c.pets.length > 0 ? c.pets.map(petServices).join('; ') : c.reason ? oneLine(c.reason) : 'your visit',
    price: formatCents(totalCharged(f.charged)),
    paid: `${formatCents(totalReceived(f.received, f.cardStatus))}${card ? ` (${card})` : ''}${held}`,
    receipt: [...what, ...(what.length > 0 ? [''] : []), ...transactionLines(f)].join('\n'),
  };
}

/** The balance effect of each transaction (docs/RULES.md: non-voided, net of refunds) summed. */
export function balanceOf(transactions: readonly TransactionFacts[]): number {
  return customerBalance(transactions.map(ledgerEntry));
}

/** `employeeName`: the summary of the appointments an employee worked, not a customer's own. */
export function summaryText(startDate: string, endDate: string, transactions: readonly TransactionFacts[], employeeName?: string): { subject: string; text: string } {
  const body = transactions.length === 0 ? ['No transactions in this period.'] : transactions.flatMap((t) => [...transactionLines(t), '']);
  if (employeeName !== undefined) {
    return {
      subject: `Pawroute transaction summary for ${employeeName}, ${startDate} to ${endDate}`,
      text: [`Transactions of the appointments ${employeeName} worked, ${startDate} to ${endDate}`, '', ...body].join('\n'),
    };
  }
  return {
    subject: `Your Pawroute transaction summary ${startDate} to ${endDate}`,
    text: [`Transactions from ${startDate} to ${endDate}`, '', ...body, line('Balance of these', balanceOf(transactions))].join('\n'),
  };
}

export function invoiceText(appointmentId: number, appointmentDate: string | null, transactions: readonly TransactionFacts[]): { subject: string; text: string } {
  // The appointment by its date, as the customer knows it; its number only when it has no date.
  const which = appointmentDate ? `the appointment of ${toSpecDate(appointmentDate)}` : `appointment #${appointmentId}`;
  return {
    subject: `Your Pawroute invoice for ${which}`,
    text: [`Invoice for ${which}`, '', ...transactions.flatMap((t) => [...transactionLines(t), '']), line('Amount due', Math.max(0, balanceOf(transactions)))].join('\n'),
  };
}
