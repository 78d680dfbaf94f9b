import { refuse, type Refusal } from '../shared/decision';
import { COMPLETION_MESSAGES as C } from './messages';

/**
 * The one rule for an appointment's payment parts (part 2 §5.4, in its order, with its messages): the
 * server's completion and appointment payment decide with it, and the stylist's payment step runs the
 * very same function for its early answer before anything is sent.
 */
export interface PaymentParts {
  creditCardAmount: number;
  isOneTimePayment: boolean;
  creditCardId: number | null;
  /** A typed card (the sandbox), or Accept.js's opaque data with the number and code left empty. */
  oneTimeCard: { nameOnCard: string; cardNumber: string; expiration: string; securityCode: string; billingZipcode: string; dataValue?: string } | null;
  checkAmount: number;
  checkNumber: string | null;
  checkDate: string | null;
  giftCardAmount: number;
  giftCardNumber: string | null;
}

const blank = (v: string | null | undefined): boolean => v == null || v.trim() === '';

/** Whether a one-time card is entered whole (Accept.js's token stands for the number and the code). */
export function oneTimeCardEntered(card: PaymentParts['oneTimeCard']): boolean {
  if (card === null) return false;
  const typed = card.dataValue ? [] : [card.cardNumber, card.securityCode];
  return ![card.nameOnCard, card.expiration, card.billingZipcode, ...typed].some(blank);
}

/** The first part-2 §5.4 rule the payment breaks (as a 400 refusal naming its field), or null. */
export function paymentPartsRefusal(t: PaymentParts): Refusal | null {
  if (t.creditCardAmount > 0 && (t.isOneTimePayment ? !oneTimeCardEntered(t.oneTimeCard) : t.creditCardId === null)) {
    return refuse(400, C.cardRequired, { creditCardAmount: C.cardRequired });
  }
  if (t.checkAmount > 0 && (blank(t.checkNumber) || blank(t.checkDate))) return refuse(400, C.checkRequired, { checkNumber: C.checkRequired });
  if (t.giftCardAmount > 0 && blank(t.giftCardNumber)) return refuse(400, C.giftCardRequired, { giftCardNumber: C.giftCardRequired });
  return null;
}
