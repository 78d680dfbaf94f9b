/**
 * The ledger's messages. Those marked "spec" are part 2 §5.4 / §5.6 word for word; the rest are ours
 * (the spec names the rule but no message).
 */
export const TRANSACTION_MESSAGES = {
  // spec §5.6
  reasonRequired: 'A reason for the transaction is required',
  checkDetailsRequired: 'A check date and number are required when inputting a check amount.',
  giftCardNumberRequired: 'A gift card number is required when inputting a gift card amount.',
  oneTimeCardFieldsRequired: 'A name on card, card number, expiration date, security code, and billing zipcode are required for one time payment methods.',
  cardNumberInvalid: 'Credit card number is invalid',
  storedCardRequired: 'A credit card must be selected when not making a one time payment.',
  refundIdRequired: 'No Transaction ID available for refund',
  voidIdRequired: 'No Transaction ID available for voiding',
  // spec §5.4
  gratuityMethodRequired: 'A gratuity method is required when a gratuity is specified',
  // ours
  notFound: 'Transaction not found.',
  exists: 'This transaction already exists.',
  customerRequired: 'A customer is required for the transaction.',
  invalidDate: 'Please enter a valid transaction date.',
  serviceFeeMismatch: 'The service fee must equal its breakdown: groom + trip + generator + fuel - discounts + sales tax + other.',
  nothingToRecord: 'A transaction must charge or receive an amount.',
  cardNotRecorded: 'The card payment was not approved, so nothing was recorded.',
  cardHeldForReview: "The card payment is held for review by the card gateway's fraud detection, so it is not recorded as paid. Take another payment, or try again once the review has approved it.",
  cardStatusWithoutAmount: 'A card status was given without a card amount.',
  gratuityMethodUnpaid: (method: string) => `A ${method} gratuity needs a ${method} amount.`,
  alreadyVoided: 'This transaction has already been voided.',
  voidAfterSettlement: 'A card payment can be voided only before it settles. Refund it instead.',
  voidAfterCheckIn: 'A cash, check or gift card payment can be voided only before it is checked in.',
  settleWithoutCard: 'Only a card payment settles.',
  settleNotCaptured: 'Only a captured card payment settles.',
  settleVoided: 'A voided transaction does not settle.',
  refundVoided: 'A voided transaction cannot be refunded.',
  refundWithoutCard: 'Only a card payment can be refunded.',
  refundNotSettled: 'A card payment can be refunded only after it settles. Void it instead.',
  refundAmountInvalid: 'The refund amount must be more than $0.00.',
  // Why a void or refund was made: required by the server and the web form alike (one schema, bodies.ts).
  voidReasonRequired: 'Please enter a reason for the void.',
  refundReasonRequired: 'Please enter a reason for the refund.',
  refundTooLarge: (remaining: string) => `The refund is more than what remains of the card payment (${remaining}).`,
  refundNothingLeft: 'The card payment has been refunded in full.',
  refundIdTaken: 'This refund has already been recorded.',
  checkInVoided: 'A voided transaction cannot be checked in.',
  checkInWithoutAppointment: 'Only a transaction with an appointment can be checked in.',
  alreadyCheckedIn: 'This transaction has already been checked in. Check-in cannot be undone.',
} as const;
