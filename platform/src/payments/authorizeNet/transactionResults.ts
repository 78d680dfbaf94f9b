import type { GatewayTransactionStatus } from '../port';

/**
 * What Authorize.net's answers mean to us. Transaction responseCode: 1 approved, 2 declined, 3 error,
 * 4 held for review. Reason codes (errors[].errorCode) we name ourselves, so the office reads why:
 * https://developer.authorize.net/api/reference/responseCodes.html
 */
const REASONS: Record<string, string> = {
  '2': 'The card was declined by its bank.',
  '3': 'The card was declined by its bank.',
  '4': 'The card was declined by its bank; it may be lost or stolen.',
  '6': 'The card number is not valid.',
  '7': 'The card expiration date is not valid.',
  '8': 'This credit card has expired.',
  '11': 'A duplicate transaction was submitted in the last two minutes.',
  '27': 'The card was declined: the billing address or zipcode does not match the card (AVS).',
  '44': 'The card was declined: the security code does not match (CVV).',
  '45': 'The card was declined: the billing address and the security code do not match (AVS and CVV).',
  '54': 'The charge does not meet the criteria for a refund.',
  '55': 'The refunds would exceed the original charge.',
  '65': 'The card was declined: the security code does not match (CVV).',
};

/** Our message for an error: ours for the codes we know, with the gateway's own words appended. */
export function declineMessage(errorCode: string | undefined, gatewayText: string | undefined): string {
  const ours = errorCode ? REASONS[errorCode] : undefined;
  const theirs = (gatewayText ?? '').trim();
  if (ours && theirs && !ours.startsWith(theirs)) return `${ours} (Authorize.net: ${theirs})`;
  return ours ?? (theirs ? `The payment gateway refused it: ${theirs}` : 'The payment gateway refused the payment.');
}

/** getTransactionDetails' transactionStatus, as the port's statuses (every failure is a decline). */
export function statusOf(transactionStatus: string): GatewayTransactionStatus {
  switch (transactionStatus) {
    case 'authorizedPendingCapture':
    case 'capturedPendingSettlement':
    case 'settledSuccessfully':
    case 'voided':
    case 'refundPendingSettlement':
    case 'refundSettledSuccessfully':
      return transactionStatus;
    case 'FDSPendingReview':
    case 'FDSAuthorizedPendingReview':
    case 'underReview':
      return 'heldForReview';
    case 'approvedReview':
      return 'authorizedPendingCapture';
    default: // declined, expired, communicationError, generalError, failedReview, settlementError, couldNotVoid…
      return 'declined';
  }
}

/** "XXXX1111" → "1111". */
export const lastFour = (masked: unknown) => (typeof masked === 'string' ? masked.replace(/\D/g, '').slice(-4) : '');
