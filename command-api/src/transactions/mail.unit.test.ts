import { renderBoth, type TransactionFacts } from '@pawroute/domain';
import { describe, expect, it } from 'vitest';
import { invoiceText, receiptFacts, summaryText, type ReceiptContext } from './mail';

/** The receipt as sendReceipt words it: the receipt template's defaults over the receipt's facts. */
const receipt = (f: TransactionFacts, c: ReceiptContext) => renderBoth('receipt', receiptFacts(f, c));
const receiptText = (f: TransactionFacts, c: ReceiptContext) => receipt(f, c).email;
const receiptSms = (f: TransactionFacts, c: ReceiptContext) => receipt(f, c).sms;
import { petsOf } from './receiptFacts';

const charged = {
  serviceFeeGroom: 8500,
  serviceFeeTrip: 3900,
  serviceFeeGenerator: 0,
  serviceFeeFuel: 465,
  serviceDiscountTotal: 500,
  serviceFeeSalesTax: 1023,
  serviceFeeOther: 0,
  serviceFee: 13388,
  cancelFee: 0,
  returnedFee: 0,
  reprocessFee: 0,
  gratuity: 2000,
};
const facts = (over: Partial<TransactionFacts> = {}): TransactionFacts => ({
  transactionId: 34,
  customerId: 7,
  appointmentId: 8,
  transactionDate: '2026-01-12',
  charged,
  received: {
    card: { amount: 15388, status: 'capturedPendingSettlement', creditCardId: 3, isOneTimePayment: false, last4: '4242', brand: 'Visa', gatewayTransactionId: '6001' },
    cashAmount: 0,
    checkAmount: 0,
    checkNumber: null,
    checkDate: null,
    giftCardAmount: 0,
    giftCardNumber: null,
  },
  creditAmount: 0,
  cardStatus: 'capturedPendingSettlement',
  checkedIn: false,
  voided: false,
  refunds: [],
  refunded: 0,
  conceded: 0,
  ...over,
});
const business = { name: 'Suds on Wheels', phone: '(214) 555-0100', address: '12 Elm St, Dallas, TX 75201' };
const groom: ReceiptContext = {
  business,
  pets: [
    { name: 'Moose', packageLabel: 'Bath & Brush', addons: ['Teeth Brushing', 'Specialty Shampoo'] },
    { name: 'Biscuit', packageLabel: 'Deluxe', addons: [] },
  ],
  reason: null,
  appointmentDate: '2026-01-12',
};

describe('receipts: the business, the pets and services, the card, no internal numbers', () => {
  it('email: name, phone and address; each pet with its package and add-ons; the card ending; no "#"', () => {
    const { subject, text } = receiptText(facts(), groom);
    expect(subject).toBe('Your Suds on Wheels receipt of 01-12-2026');
    expect(text.split('\n').slice(0, 3)).toEqual(['Suds on Wheels', '(214) 555-0100', '12 Elm St, Dallas, TX 75201']);
    expect(text).toContain('Groom of 01-12-2026:\n  Moose: Bath & Brush, Teeth Brushing, Specialty Shampoo\n  Biscuit: Deluxe');
    expect(text).toContain('Payment of 01-12-2026');
    expect(text).toMatch(/Card ending 4242 +\$153\.88/);
    expect(text).toMatch(/Trip fee +\$39\.00/);
    expect(`${subject}\n${text}`).not.toMatch(/#|Transaction 34|receipt 34/i);
  });

  it('text: the same facts in a sentence, the card ending and the business phone; no "#"', () => {
    const sms = receiptSms(facts(), groom);
    expect(sms).toBe(
      'Suds on Wheels receipt of 01-12-2026 for Moose: Bath & Brush, Teeth Brushing, Specialty Shampoo; Biscuit: Deluxe: charged $153.88, paid $153.88 (card ending 4242). Thank you! Suds on Wheels (214) 555-0100',
    );
    expect(sms).not.toContain('#');
  });

  it('a transaction without an appointment shows its reason; no phone or address set: those lines are left out', () => {
    const fee = facts({
      appointmentId: null,
      charged: { ...charged, serviceFeeGroom: 0, serviceFeeTrip: 0, serviceFeeFuel: 0, serviceDiscountTotal: 0, serviceFeeSalesTax: 0, serviceFee: 0, gratuity: 0, cancelFee: 2500 },
      received: { ...facts().received, card: null, cashAmount: 2500 },
      cardStatus: null,
    });
    const context: ReceiptContext = { business: { name: 'Pawroute', phone: null, address: null }, pets: [], reason: 'Cancellation Fee', appointmentDate: null };
    const { text } = receiptText(fee, context);
    expect(text.startsWith('Pawroute\n\nThank you for choosing Pawroute.\n\nFor: Cancellation Fee\n')).toBe(true);
    expect(receiptSms(fee, context)).toBe('Pawroute receipt of 01-12-2026 for Cancellation Fee: charged $25.00, paid $25.00. Thank you! Pawroute');
  });

  it('user text stays plain and on its line: a newline in a pet name cannot add a line', () => {
    const { text } = receiptText(facts(), { ...groom, pets: [{ name: 'Rex\nTotal paid $0.00', packageLabel: 'Deluxe', addons: ['<b>Bow</b>'] }] });
    expect(text).toContain('  Rex Total paid $0.00: Deluxe, <b>Bow</b>\n');
    expect(text.split('\n').filter((l) => l.startsWith('Total paid'))).toHaveLength(1);
  });

  it('a card held for review is not counted as paid, on the text too', () => {
    const held = facts({ cardStatus: 'heldForReview' });
    expect(receiptSms(held, groom)).toContain('paid $0.00 (card ending 4242); the card ending 4242 payment of $153.88 is held for review');
  });

  it('summaries and invoices head each transaction by kind and date, not by number', () => {
    expect(summaryText('01-01-2026', '01-31-2026', [facts()]).text).toContain('Payment of 01-12-2026');
    const invoice = invoiceText(8, '2026-01-12', [facts({ received: { ...facts().received, card: null }, cardStatus: null })]);
    expect(invoice.subject).toBe('Your Pawroute invoice for the appointment of 01-12-2026');
    expect(invoice.text).toContain('Charge of 01-12-2026');
    expect(invoice.text).not.toContain('#');
  });
});

describe('petsOf: the pets an estimate charged for', () => {
  it('skips a pet not included (its figures line says so) and names package and add-ons', () => {
    const pet = (petId: number, petName: string, estimatePackage: 'b&b' | 'deluxe' | 'add-on special') => ({
      petId,
      petName,
      breedId: null,
      breed: null,
      animalTypeId: null,
      estimatePackage,
      includeInEstimate: true,
      isDeceased: false,
      isServicePet: false,
      otherFee: 0,
      otherDescription: '',
      addons: petId === 1 ? [{ serviceId: 4, item: 'Teeth Brushing', category: 'extra' }] : [],
    });
    const line = (petId: number, skippedReason?: 'notIncluded') => ({ petId, subtotal: 5000, ...(skippedReason ? { skippedReason } : {}) });
    const saved = { pets: [pet(1, 'Moose', 'add-on special'), pet(2, 'Ghost', 'b&b')], figures: { pets: [line(1), line(2, 'notIncluded')] } };
    expect(petsOf(saved as never)).toEqual([{ name: 'Moose', packageLabel: 'Add-on Special', addons: ['Teeth Brushing'], other: '' }]);
  });
});

