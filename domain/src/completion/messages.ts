/** Completion's messages: part 2 §5.4 and §8 word for word where the spec gives them, ours where it is silent. */
export const COMPLETION_MESSAGES = {
  completed: 'Successfully completed appointment',
  estimateMissing: 'Appointment information missing. Please try refreshing your page or saving the estimate and try again.',
  notified: 'Notified the customer that you are on the way.',
  noEmail: 'The customer has no email address or phone that takes texts to notify.',
  signatureSaved: 'Saved the signature.',
  // part 2 §5.4 (payment on completion), word for word
  cardRequired: 'A credit card must be entered when a credit amount is added.',
  checkRequired: 'A check number and date is required when a check amount is added.',
  giftCardRequired: 'A gift card number is required when a gift card amount is added.',
  // ours
  paymentRecorded: 'Recorded the payment.',
  startedFromEstimate: 'Started the appointment from the estimate.',
  notAStylist: 'Only a stylist can complete an appointment on the spot: choose the stylist who groomed.',
} as const;
