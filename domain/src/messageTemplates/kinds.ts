/**
 * The automatic messages a customer gets, each with one template (Management → Message templates).
 * The kinds, the channels and the placeholders are named once here; the words are in ./registry.ts.
 */
export const MESSAGE_KINDS = [
  'booked',
  'moved',
  'cancelled',
  'firstReminder',
  'secondReminder',
  'onMyWay',
  'receipt',
  'rebook',
  'requestAccepted',
  'requestDeclined',
  'cardOnFile',
  'vaccineExpiry',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Which way a template goes (and which way a customer prefers to be told). */
export const MESSAGE_CHANNELS = ['sms', 'email', 'both'] as const;
export type MessageChannels = (typeof MESSAGE_CHANNELS)[number];

/**
 * Every placeholder a template may name, written `{name}` in its text. Each kind allows only those
 * its sender knows (registry.ts); any other is refused when the template is saved.
 */
export const PLACEHOLDERS = [
  'customer',
  'pets',
  'date',
  'time',
  'timeWindow',
  'earlier',
  'stylist',
  'address',
  'price',
  'paid',
  'services',
  'receipt',
  'eta',
  'reason',
  'link',
  'dueDate',
  'vaccine',
  'expiryDate',
  'business',
  'businessPhone',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** The values a sender fills in, already in words ('12-03-2026', '9:00 AM', '$85.00'). */
export type MessageFacts = Partial<Record<Placeholder, string | null>>;

/** One kind's words: the text message, and the mail's subject and plain-text body. */
export interface MessageTemplate {
  channels: MessageChannels;
  sms: string;
  emailSubject: string;
  emailBody: string;
}

/** What renderMessage answers: only the channels the template goes by. Mail is plain text. */
export interface RenderedMessage {
  sms?: string;
  email?: { subject: string; text: string };
}

export const sendsSms = (channels: MessageChannels): boolean => channels !== 'email';
export const sendsEmail = (channels: MessageChannels): boolean => channels !== 'sms';
