import { cardReceived, customerBalance, formatCents, ledgerEntry, toSpecDate, totalCharged, totalReceived, type TransactionFacts } from '@pawroute/domain';

/**
 * The texts of receipts, summaries and invoices. Every figure is the ledger's (folded from the
 * Transaction-<id> streams), formatted with two decimals.
 */
const line = (label: string, cents: number): string => `${label.padEnd(22)} ${formatCents(cents)}`;

export function transactionLines(f: TransactionFacts): string[] {
  const c = f.charged;
  const r = f.received;
  const lines = [`Transaction #${f.transactionId}  ${toSpecDate(f.transactionDate)}${f.voided ? '  (Voided)' : ''}${f.refunded > 0 ? '  (Refunded)' : ''}`];
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

export function receiptText(f: TransactionFacts): { subject: string; text: string } {
  return { subject: `Your Pawroute receipt #${f.transactionId}`, text: ['Thank you for choosing Pawroute.', '', ...transactionLines(f)].join('\n') };
}

/** A short text message (the outbox stands in for an SMS gateway). */
export function receiptSms(f: TransactionFacts): string {
  return `Pawroute receipt #${f.transactionId}: charged ${formatCents(totalCharged(f.charged))}, paid ${formatCents(totalReceived(f.received, f.cardStatus))}. Thank you!`;
}

/** The balance effect of each transaction (rules file: non-voided, net of refunds) summed. */
export function balanceOf(transactions: readonly TransactionFacts[]): number {
  return customerBalance(transactions.map(ledgerEntry));
}

/** `employeeName`: the summary of the appointments an employee worked (issue 28), not a customer's own. */
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
  return {
    subject: `Your Pawroute invoice for appointment #${appointmentId}`,
    text: [
      `Invoice for appointment #${appointmentId}${appointmentDate ? ` on ${toSpecDate(appointmentDate)}` : ''}`,
      '',
      ...transactions.flatMap((t) => [...transactionLines(t), '']),
      line('Amount due', Math.max(0, balanceOf(transactions))),
    ].join('\n'),
  };
}
