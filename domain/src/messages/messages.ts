/** The words of texting (ours: the spec names none for it beyond SMSInfo). */
export const TEXT_MESSAGES = {
  optedOut: 'This number has opted out of texts (it replied STOP). It can opt back in by texting START.',
  bodyRequired: 'Type a message to send.',
  bodyTooLong: 'A text can be at most 1,600 characters.',
  noPhone: 'This customer has no phone number that can receive texts.',
  customerNotFound: 'Customer not found.',
  badSignature: 'The request signature (X-Twilio-Signature) does not match.',
  notSetUp: 'Texting is not set up on this server (SMS_API_TOKEN).',
  badInbound: 'An inbound text needs From and MessageSid.',
  badStatus: 'A status callback needs MessageSid and MessageStatus.',
  inboundTooLong: 'An inbound text can be at most 10,000 characters.',
  /** The answer to HELP (docs/RULES.md REM-REPLY). */
  help: (businessName: string, phone: string | null) =>
    `${businessName}${phone ? ` ${phone}` : ''}: reply C to confirm your appointment, R to reschedule, STOP to stop texts.`,
  confirmationRequest: (businessName: string, when: string) => `${businessName}: your grooming appointment is ${when}. Reply C to confirm or R to reschedule.`,
  rescheduleTask: (body: string) => `Texted R: reschedule this appointment. "${body.slice(0, 150)}"`,
} as const;

/** What a provider takes in one message (Twilio: 1,600 characters). */
export const TEXT_BODY_MAX = 1600;
/** What we keep of an inbound text (a provider joins long texts; we keep them whole up to this). */
export const INBOUND_BODY_MAX = 10_000;
